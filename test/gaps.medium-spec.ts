import { GapsService } from '../src/modules/gaps/gaps.service';
import { linkTicket, quickSession, reviewClient } from './review-helpers';
import { useChatApp } from './utils/chat-app';

/**
 * Knowledge gaps end to end: questions through the real chat API (extractive assistant, real
 * MariaDB/MySQL and Redis), then the reviewers' gaps API groups them, takes a decision, and shows a
 * gap closed by the unit its escalation ticket fed.
 */
describe('knowledge gaps (real chat API, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp();

  async function ask(product: string, question: string) {
    const conversation = await s.client.createConversation({ product, locale: 'it' });
    const response = await s.client.send(conversation, question);
    const done = response.events.find((e) => e.event === 'done')!.data as { message_id: number; outcome: string };
    return { conversation, ...done };
  }

  it('records declined, unhelpful and escalated questions and groups them into ranked topics', async () => {
    const satispay1 = await ask('cassanet', 'Si può accettare Satispay come metodo di pagamento in cassa?');
    expect(satispay1.outcome).not.toBe('answered');
    await ask('cassanet', 'I clienti chiedono di pagare con Satispay: CassaNet lo supporta?');
    await ask('cassanet', 'Come attivo i pagamenti Satispay sulla cassa?');
    await ask('fatturafacile', 'Come si collega FatturaFacile a un negozio Shopify?');
    const shopify = await ask('fatturafacile', 'Ho un negozio su Shopify, posso integrarlo con FatturaFacile per fare le fatture?');
    // Answered, but the customer says it did not help.
    const answered = await ask('fatturafacile', "Ho scordato la parola d'accesso, come faccio a recuperarla?");
    expect(answered.outcome).toBe('answered');
    expect((await s.client.rate(answered.conversation, answered.message_id, -1)).status).toBe(200);
    // The Shopify customer asks for a person: the ticket is linked to the gap.
    const escalated = await s.client.escalate(shopify.conversation);
    expect(escalated.status).toBe(201);
    const ticketId = escalated.json.ticket_id as number;

    const rows = await s.db().selectFrom('kb_gap_questions').selectAll().orderBy('id').execute();
    // Each uncovered question is declined or given suggestions that do not answer it; then the rated answer.
    const notAnswered = expect.stringMatching(/^(declined|suggested)$/);
    expect(rows.map((r: { outcome: string }) => r.outcome)).toEqual([notAnswered, notAnswered, notAnswered, notAnswered, notAnswered, 'unhelpful']);
    expect(rows.find((r: { conversation_id: string }) => r.conversation_id === shopify.conversation.id).ticket_id).toBe(ticketId);
    expect(rows[0]).toMatchObject({ product: 'cassanet', locale: 'it', message_id: satispay1.message_id });

    const reviewer = reviewClient(s.app, await quickSession(s.app, 'revisore@example.com'));
    const { body } = await reviewer.get('/api/review/gaps?since=30').expect(200);
    expect(body.total_questions).toBe(6);
    const [first, second] = body.topics;
    expect(first).toMatchObject({ questions: 3, conversations: 3, status: 'open', products: ['cassanet'] });
    expect(first.words).toContain('satispay');
    expect(first.trend[first.trend.length - 1]).toBe(3);
    expect(second).toMatchObject({ questions: 2, conversations: 2, tickets: [ticketId], status: 'open' });
    expect(second.words).toContain('shopify');
    expect(body.topics.reduce((n: number, t: { questions: number }) => n + t.questions, 0)).toBe(6);

    // The escalation ticket is resolved and distilled into a unit: the Shopify gap shows closed.
    await linkTicket(s.app, s.units.get('faq-ff-00404')!, ticketId);
    const closed = (await reviewer.get('/api/review/gaps').expect(200)).body.topics.find((t: { words: string[] }) => t.words.includes('shopify'));
    expect(closed).toMatchObject({ status: 'closed', closed_by: [s.units.get('faq-ff-00404')] });

    // "Covered by KU-n": every question of the topic becomes a phrase suggestion of that unit.
    const unitId = s.units.get('faq-cn-device')!;
    await reviewer.post('/api/review/gaps/decisions', { question_ids: first.question_ids, decision: 'covered' }).expect(400);
    const decided = await reviewer.post('/api/review/gaps/decisions', { question_ids: first.question_ids, decision: 'covered', unit_id: unitId }).expect(200);
    expect(decided.body).toMatchObject({ questions: 3, unit_id: unitId, phrase_suggestions: 3 });
    const suggestions = await s.db().selectFrom('kb_phrase_suggestions').selectAll().where('unit_id', '=', unitId).execute();
    expect(suggestions.map((s: { phrase: string }) => s.phrase).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/Satispay/)]));
    expect(suggestions).toHaveLength(3);
    const after = (await reviewer.get('/api/review/gaps').expect(200)).body.topics.find((t: { key: number }) => t.key === first.key);
    expect(after).toMatchObject({ status: 'covered', covered_by: unitId });
    const audit = await s.db().selectFrom('kb_audit_log').selectAll().where('action', '=', 'gap.covered').execute();
    expect(audit).toHaveLength(1);
  });

  it('an escalation after an answered question records that question as escalated, once', async () => {
    const answered = await ask('cassanet', 'Ho cambiato tablet e l\'app mi dice che il dispositivo non è abilitato, come lo sblocco?');
    expect(answered.outcome).toBe('answered');
    const first = await s.client.escalate(answered.conversation);
    expect(first.status).toBe(201);
    await s.client.escalate(answered.conversation); // the same ticket again: no second gap
    const rows = await s.db().selectFrom('kb_gap_questions').selectAll().where('conversation_id', '=', answered.conversation.id).execute();
    expect(rows).toEqual([expect.objectContaining({ outcome: 'escalated', ticket_id: first.json.ticket_id, message_id: answered.message_id })]);
    expect(rows[0].question).toMatch(/dispositivo non è abilitato/);
  });

  it('forgets a suggested question once a suggestion is chosen, and erases and exports by conversation', async () => {
    const gaps = s.app.get(GapsService);
    const conversation = await s.client.createConversation({ product: 'cassanet', locale: 'it' });
    await gaps.record({ conversationId: conversation.id, messageId: 900001, question: 'Come collego la bilancia?', product: 'cassanet', locale: 'it', outcome: 'suggested' });
    await gaps.record({ conversationId: conversation.id, messageId: 900001, question: 'Come collego la bilancia?', product: 'cassanet', locale: 'it', outcome: 'suggested' });
    await gaps.record({ conversationId: conversation.id, messageId: 900002, question: 'Come imposto le comande in cucina?', product: 'cassanet', locale: 'it', outcome: 'declined' });
    expect(await gaps.exportConversations([conversation.id])).toHaveLength(2);
    expect(await gaps.suggestionChosen(conversation.id, 900001)).toBe(true);
    expect(await gaps.suggestionChosen(conversation.id, 900002)).toBe(false); // a declined turn offered nothing to choose
    expect(await gaps.exportConversations([conversation.id])).toEqual([expect.objectContaining({ question: 'Come imposto le comande in cucina?', outcome: 'declined' })]);
    expect(await gaps.eraseConversations([conversation.id])).toBe(1);
    expect(await gaps.eraseConversations([conversation.id])).toBe(0);
    expect(await gaps.exportConversations([conversation.id])).toEqual([]);
  });
});
