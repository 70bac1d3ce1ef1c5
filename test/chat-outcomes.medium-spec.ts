import type { INestApplication } from '@nestjs/common';
import { postSse, type ChatClient, type SseResponse } from './fakes/chat-client';
import { CHAT_UNITS } from './fakes/chat-knowledge';
import { ASSISTANT_TEXTS } from '../src/modules/chat/assistants/assistant-texts';
import { useChatApi } from './utils/chat-app';
import { dbOf } from './utils/test-app';

/**
 * The three outcomes of a chat turn (answered, suggested, declined) through the real HTTP API,
 * with the offline assistant and its fitted confidence, against the real MariaDB/MySQL and Redis;
 * and the choice of a suggestion (POST …/choices). The thresholds are configuration: moving
 * them turns the same question into an answer, a suggestion or a refusal.
 */

const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';
const PERSON_REQUEST_TEXT = ASSISTANT_TEXTS.it.personRequest;

type AnyRow = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function chatApp(env: Record<string, string>) {
  return useChatApi(() => ({ CHAT: 'extractive', ...env }));
}

const done = (response: SseResponse) => response.events.find((e) => e.event === 'done')?.data;

async function messagesOf(app: INestApplication, conversationId: string): Promise<AnyRow[]> {
  const db = dbOf(app) as unknown as { selectFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  return db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
}

function gapsOf(app: INestApplication, conversationId: string): Promise<AnyRow[]> {
  const db = dbOf(app) as unknown as { selectFrom(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  return db.selectFrom('kb_gap_questions').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
}

function choose(client: ChatClient, conversation: { id: string; token: string }, body: unknown): Promise<SseResponse> {
  return postSse(`${client.baseUrl}/api/chat/conversations/${conversation.id}/choices`, body, { authorization: `Bearer ${conversation.token}` });
}

describe('chat outcomes with the fitted defaults (extractive, real HTTP, MariaDB/MySQL, Redis)', () => {
  const s = chatApp({});

  it('answers a question a unit restates, with outcome "answered" in done and in the row', async () => {
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, COVERED);
    const password = s.units.get('faq-ff-password')!;
    expect(done(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });
    expect(response.text).toContain(`[KU-${password}]`);
    const [, assistant] = await messagesOf(s.app, conversation.id);
    expect(assistant).toMatchObject({ outcome: 'answered', answered: true, suggestions: '[]' });
    expect(JSON.parse(assistant.flags)).toContainEqual(expect.stringMatching(/^confidence:0\.\d+\/0\.\d+$/));
  });

  it('a request for a person offers the handoff, searches nothing and is no gap; the escalation then works as from the button', async () => {
    for (const request of ['Vorrei parlare con una persona', 'mi passi un operatore', 'voglio un umano']) {
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, request);
      expect(done(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
      expect(response.text).toBe(PERSON_REQUEST_TEXT);
      const [user, assistant] = await messagesOf(s.app, conversation.id);
      expect(JSON.parse(user.flags)).toEqual(['person_request']);
      expect(assistant).toMatchObject({ outcome: 'declined', consulted: '[]', suggestions: '[]' });
      expect(JSON.parse(assistant.flags)).toEqual(['person_request', 'offer_handoff']);
      const escalated = await s.client.post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token);
      expect(escalated.status).toBe(201);
      // Neither the turn nor the escalation makes the request a knowledge gap.
      expect(await gapsOf(s.app, conversation.id)).toEqual([]);
      // The view after a reload keeps the offer (the widget shows its button again).
      const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
      expect(view.json.messages[1]).toMatchObject({ outcome: 'declined', offer_handoff: true });
    }
  });

  it('a message too vague to search asks for the details, offers the handoff, consults nothing and is no gap', async () => {
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, 'non funziona niente');
    expect(done(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
    expect(response.text).toBe(ASSISTANT_TEXTS.it.clarify);
    const [, assistant] = await messagesOf(s.app, conversation.id);
    expect(assistant).toMatchObject({ outcome: 'declined', consulted: '[]', suggestions: '[]' });
    expect(JSON.parse(assistant.flags)).toEqual(['vague_question', 'offer_handoff']);
    expect(await gapsOf(s.app, conversation.id)).toEqual([]);
    // Described, the problem is searched as any question.
    const described = await s.client.send(conversation, COVERED);
    expect(done(described)).toMatchObject({ answered: true, outcome: 'answered' });
  });

  it('escalated after a request for a person, the gap is the question before it', async () => {
    const conversation = await s.client.createConversation();
    await s.client.send(conversation, UNCOVERED);
    await s.client.send(conversation, 'mi passi un operatore');
    expect((await s.client.post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token)).status).toBe(201);
    const gaps = await gapsOf(s.app, conversation.id);
    expect(gaps.map((g) => [g.question, g.ticket_id !== null])).toEqual([[UNCOVERED, true]]);
  });

  it('does not answer a question the knowledge base does not cover', async () => {
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, UNCOVERED);
    expect(done(response)).toMatchObject({ answered: false, outcome: expect.stringMatching(/^(declined|suggested)$/) });
    expect(response.text).not.toMatch(/\[KU-\d+\]/);
    expect(response.text).toMatch(/Parla con un operatore/);
  });
});

describe('chat outcomes when the thresholds say "never answer, always suggest"', () => {
  const s = chatApp({ CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '0' });

  async function suggested(conversation: { id: string; token: string }) {
    const response = await s.client.send(conversation, COVERED);
    return { response, data: done(response) };
  }

  it('offers «Forse cercava:» with two or three units and their titles; nothing is cited', async () => {
    const conversation = await s.client.createConversation();
    const { response, data } = await suggested(conversation);
    const password = s.units.get('faq-ff-password')!;
    expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
    expect(data.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(data.suggestions.length).toBeLessThanOrEqual(3);
    expect(data.suggestions[0]).toEqual({ unit_id: password, title: CHAT_UNITS[0].problem });
    expect(response.text).toMatch(/^Non sono sicuro .*Forse cercava:/);
    for (const { title } of data.suggestions) expect(response.text).toContain(`- ${title}`);
    expect(response.events.find((e) => e.event === 'citations')!.data).toEqual({ units: [] });
    const [, assistant] = await messagesOf(s.app, conversation.id);
    expect(assistant).toMatchObject({ outcome: 'suggested', answered: false, citations: '[]' });
    expect(JSON.parse(assistant.suggestions)).toEqual(data.suggestions.map((u: { unit_id: number }) => u.unit_id));
    // a page reload shows the buttons again
    const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
    expect(view.json.messages[1]).toMatchObject({ outcome: 'suggested', suggestions: data.suggestions });
  });

  it('a choice answers from the chosen unit with the same events, and is recorded', async () => {
    const conversation = await s.client.createConversation();
    const { data } = await suggested(conversation);
    const chosen = data.suggestions[1];
    const response = await choose(s.client, conversation, { message_id: data.message_id, unit_id: chosen.unit_id });
    expect(response.status).toBe(200);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(response.events.slice(-2).map((e) => e.event)).toEqual(['citations', 'done']);
    expect(response.text).toContain(`[KU-${chosen.unit_id}]`);
    const unit = CHAT_UNITS.find((u) => s.units.get(u.id) === chosen.unit_id)!;
    expect(response.text).toContain(unit.solution.split('\n')[0].replace(/^1\.\s*/, '').slice(0, 30));
    expect(done(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });
    expect(response.events.find((e) => e.event === 'citations')!.data.units).toEqual([{ id: chosen.unit_id, problem: unit.problem, title: chosen.title }]);

    const rows = await messagesOf(s.app, conversation.id);
    expect(rows.map((r) => r.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(rows[2].text).toBe(`Ho scelto: ${chosen.title}`);
    expect(rows[3]).toMatchObject({ outcome: 'answered', answered: true, citations: `[${chosen.unit_id}]` });
    expect(JSON.parse(rows[3].flags)).toEqual(expect.arrayContaining([`chosen:KU-${chosen.unit_id}`, `offered_by:${data.message_id}`]));
    const served = await dbOf(s.app).selectFrom('knowledge_units').select('served_count').where('id', '=', chosen.unit_id).executeTakeFirstOrThrow();
    expect(served.served_count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a unit the message did not offer (422, naming unit_id), another message (404, message_id), a bad body (400); stores nothing', async () => {
    const conversation = await s.client.createConversation();
    const { data } = await suggested(conversation);
    const offered = new Set(data.suggestions.map((u: { unit_id: number }) => u.unit_id));
    const notOffered = [...s.units.values()].find((id) => !offered.has(id)) ?? Math.max(...s.units.values()) + 1000;

    const refused = await choose(s.client, conversation, { message_id: data.message_id, unit_id: notOffered });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: 'suggestion_not_offered', issues: [{ path: 'unit_id' }] });

    const [userMessage] = await messagesOf(s.app, conversation.id);
    const notAnAnswer = await choose(s.client, conversation, { message_id: Number(userMessage.id), unit_id: data.suggestions[0].unit_id });
    expect(notAnAnswer.status).toBe(404);
    expect(notAnAnswer.json).toMatchObject({ error: 'message_not_found', issues: [{ path: 'message_id' }] });

    const other = await s.client.createConversation();
    const elsewhere = await choose(s.client, other, { message_id: data.message_id, unit_id: data.suggestions[0].unit_id });
    expect(elsewhere.status).toBe(404);

    const bad = await choose(s.client, conversation, { message_id: 'x', unit_id: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['message_id', 'unit_id']);

    expect((await choose(s.client, { ...conversation, token: 'wrong' }, { message_id: data.message_id, unit_id: data.suggestions[0].unit_id })).status).toBe(404);
    expect(await messagesOf(s.app, conversation.id)).toHaveLength(2);
    expect(await messagesOf(s.app, other.id)).toHaveLength(0);
  });
});

describe('chat outcomes when the thresholds say "never answer, never suggest"', () => {
  const s = chatApp({ CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '1' });

  it('declines the same question, says so and offers a person; done carries no suggestions', async () => {
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, COVERED);
    expect(done(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
    expect(response.text).toMatch(/non trovo questa informazione/);
    expect(response.text).toMatch(/Parla con un operatore/);
    const [, assistant] = await messagesOf(s.app, conversation.id);
    expect(assistant).toMatchObject({ outcome: 'declined', answered: false, suggestions: '[]' });
    expect(JSON.parse(assistant.flags)).toContain('declined:low_confidence');
  });
});
