import { sql } from 'kysely';
import { ASSISTANT_TEXTS } from '../src/modules/chat/assistants/assistant-texts';
import { postSse } from './fakes/chat-client';
import { emptyChatAndTickets, useChatApp } from './utils/chat-app';
import { dbOf } from './utils/test-app';

/**
 * Follow-ups, "non è questo" and the product question through the real API (extractive assistant,
 * real HTTP, MariaDB/MySQL, Redis): what each turn searched is read back from the stored message
 * (`consulted`: the units the search returned, best first; `flags`: how the search was planned).
 */

const UNITS = [
  {
    id: 'ff-password',
    product: 'fatturafacile',
    category: 'accesso',
    problem: 'Non riesco ad accedere a FatturaFacile: ho dimenticato la password',
    solution: "1. Apra la pagina di accesso e scelga «Password dimenticata».\n2. Inserisca l'indirizzo e-mail del suo account.\n3. Apra il link ricevuto entro 30 minuti.",
    search_phrases: ['password dimenticata', 'recuperare la password', "ho scordato la parola d'accesso", 'reimpostare la password'],
  },
  {
    id: 'ff-2fa',
    product: 'fatturafacile',
    category: 'accesso',
    problem: 'Il codice della verifica in due passaggi non arriva sul telefono nuovo',
    solution: '1. Accanto al campo del codice scelga «Usa un codice di recupero».\n2. In Profilo → Sicurezza colleghi il telefono nuovo.',
    search_phrases: ['verifica in due passaggi', 'codice 2fa non arriva', 'accesso con telefono nuovo'],
  },
  {
    id: 'ff-woo',
    product: 'fatturafacile',
    category: 'integrazioni',
    problem: 'Gli ordini del negozio WooCommerce non arrivano in FatturaFacile: errore 401 della sincronizzazione',
    solution: '1. In WooCommerce → Impostazioni → Avanzate → REST API crei una nuova chiave di lettura.\n2. In FatturaFacile → Integrazioni → WooCommerce incolli la chiave e scelga «Verifica».',
    search_phrases: ['woocommerce errore 401', 'sincronizzazione woocommerce', 'ordini woocommerce non arrivano', 'chiave REST woocommerce'],
  },
  {
    id: 'cn-woo',
    product: 'cassanet',
    category: 'integrazioni',
    problem: 'Le giacenze del negozio WooCommerce non si aggiornano da CassaNet: errore 401 della sincronizzazione',
    solution: '1. In WooCommerce → Impostazioni → Avanzate → REST API crei una nuova chiave di lettura e scrittura.\n2. In CassaNet → Integrazioni → WooCommerce incolli la chiave e scelga «Risincronizza giacenze».',
    search_phrases: ['woocommerce errore 401', 'sincronizzazione woocommerce', 'giacenze woocommerce non aggiornate', 'chiave REST woocommerce'],
  },
  {
    id: 'cn-chiusura',
    product: 'cassanet',
    category: 'altro',
    problem: 'Chiusura giornaliera dimenticata: la cassa è bloccata con E-3001',
    solution: '1. Apra Menu → Chiusure → «Chiusura giornaliera».\n2. Attivi la chiusura automatica da Impostazioni → Cassa.',
    search_phrases: ['chiusura dimenticata', 'E-3001', 'chiusura fiscale automatica'],
  },
  {
    id: 'cn-device',
    product: 'cassanet',
    category: 'accesso',
    problem: 'Errore E-4021: il nuovo tablet non è un dispositivo autorizzato per la cassa',
    solution: "1. Dal back office apra Impostazioni → Dispositivi.\n2. Rimuova il vecchio tablet dall'elenco.",
    search_phrases: ['dispositivo non autorizzato', 'errore E-4021', 'cambiato tablet'],
  },
];

const PASSWORD = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const WOO = 'La sincronizzazione con WooCommerce dà errore 401, come la sistemo?';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('chat follow-ups and the product question (extractive assistant, real HTTP, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ units: UNITS });
  beforeEach(() => emptyChatAndTickets(s.app));

  const assistantMessages = async (conversationId: string): Promise<Row[]> => {
    const rows = (await sql<Row>`SELECT * FROM chat_messages WHERE conversation_id = ${conversationId} AND role = 'assistant' ORDER BY id`.execute(dbOf(s.app))).rows;
    return rows.map((r) => ({ ...r, consulted: JSON.parse(r.consulted), citations: JSON.parse(r.citations), flags: JSON.parse(r.flags) }));
  };
  const choose = (conversation: { id: string; token: string }, body: unknown) =>
    postSse(`${s.client.baseUrl}/api/chat/conversations/${conversation.id}/messages`, body, { authorization: `Bearer ${conversation.token}` });
  const done = (response: { events: Array<{ event: string; data: any }> }) => response.events.find((e) => e.event === 'done')?.data; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('searches a short follow-up with the previous question, without the unit already given: nothing new is said so, with a person offered', async () => {
    const password = s.units.get('ff-password')!;
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    expect(done(await s.client.send(conversation, PASSWORD))).toMatchObject({ answered: true });
    const second = await s.client.send(conversation, 'e se non funziona ancora?');
    expect(second.status).toBe(200);
    const [first, followUp] = await assistantMessages(conversation.id);
    expect(first.citations).toEqual([password]);
    expect(followUp.flags).toEqual(expect.arrayContaining(['follow_up', 'follow_up:nothing_new', 'offer_handoff']));
    // Searched with the thread's question (the 2FA unit, about logging in, comes first), never the unit given.
    expect(followUp.consulted[0]).toBe(s.units.get('ff-2fa'));
    expect(followUp.consulted).not.toContain(password);
    expect(done(second)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
    expect(second.text).toBe(ASSISTANT_TEXTS.it.followUpNothingNew(true));

    // The same words as a first message: nothing to lean on, the search does not find that unit first.
    const alone = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(alone, 'e se non funziona ancora?');
    const [only] = await assistantMessages(alone.id);
    expect(only.flags).not.toContain('follow_up');
    expect(only.consulted[0]).not.toBe(password);
  });

  it('«e sull\'iPad vecchio invece?» does not repeat the answer word for word, «e se non funziona neanche così?» suggests nothing unrelated', async () => {
    const device = s.units.get('cn-device')!;
    const conversation = await s.client.createConversation({ product: 'cassanet' });
    const answer = await s.client.send(conversation, 'Sul nuovo tablet della cassa compare E-4021 dispositivo non autorizzato');
    expect(done(answer)).toMatchObject({ answered: true });
    expect(answer.text).toContain(`[KU-${device}]`);
    const ipad = await s.client.send(conversation, "e sull'iPad vecchio invece?");
    expect(ipad.text).not.toBe(answer.text);
    expect(ipad.text).not.toContain(`[KU-${device}]`);
    expect(ipad.text).toBe(ASSISTANT_TEXTS.it.followUpNothingNew(true));
    expect(done(ipad)).toMatchObject({ outcome: 'declined', offer_handoff: true });
    const again = await s.client.send(conversation, 'e se non funziona neanche così?');
    expect(done(again)).toMatchObject({ outcome: 'declined', offer_handoff: true });
    expect(done(again).suggestions).toBeUndefined();
    expect(again.text).toMatch(/^Su questo non trovo altro nella nostra base di conoscenza oltre a quanto le ho già indicato/);
    const [, second, third] = await assistantMessages(conversation.id);
    for (const turn of [second, third]) {
      expect(turn.flags).toEqual(expect.arrayContaining(['follow_up', 'follow_up:nothing_new']));
      expect(turn.consulted).not.toContain(device);
    }
  });

  it('"non è questo" searches the previous question again without the unit just given', async () => {
    const password = s.units.get('ff-password')!;
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(conversation, PASSWORD);
    const rejected = await s.client.send(conversation, 'non è questo');
    expect(rejected.status).toBe(200);
    const [first, second] = await assistantMessages(conversation.id);
    expect(first.citations).toEqual([password]);
    expect(second.flags).toContain('rejection');
    expect(second.consulted.length).toBeGreaterThan(0);
    expect(second.consulted).not.toContain(password);
    expect(second.citations).not.toContain(password);
    expect(rejected.text).not.toContain(`[KU-${password}]`);
  });

  it('asks which product when the best units belong to two products, then answers the previous question for the one chosen', async () => {
    const conversation = await s.client.createConversation();
    const asked = await s.client.send(conversation, WOO);
    expect(done(asked)).toMatchObject({ answered: false, outcome: 'declined' });
    expect(done(asked).products).toEqual(
      expect.arrayContaining([
        { key: 'cassanet', name: 'Cassanet' },
        { key: 'fatturafacile', name: 'Fatturafacile' },
      ]),
    );
    expect(done(asked).products).toHaveLength(2);
    expect(asked.text).toMatch(/quale prodotto/);
    expect((await assistantMessages(conversation.id))[0].flags).toContain('ask_product');

    const chosen = await choose(conversation, { product: 'cassanet' });
    expect(chosen.status).toBe(200);
    expect(done(chosen)).toMatchObject({ answered: true, outcome: 'answered' });
    expect(done(chosen).products).toBeUndefined();
    const cnWoo = s.units.get('cn-woo')!;
    expect(chosen.events.find((e) => e.event === 'citations')!.data.units.map((u: { id: number }) => u.id)).toEqual([cnWoo]);
    expect(chosen.text).toContain('Risincronizza giacenze');

    // The product is the conversation's now: stored, and every later search is scoped to it.
    const row = (await sql<Row>`SELECT product FROM chat_conversations WHERE id = ${conversation.id}`.execute(dbOf(s.app))).rows[0];
    expect(row.product).toBe('cassanet');
    const users = (await sql<Row>`SELECT text, flags FROM chat_messages WHERE conversation_id = ${conversation.id} AND role = 'user' ORDER BY id`.execute(dbOf(s.app))).rows;
    expect(users.map((u) => u.text)).toEqual([WOO, 'Cassanet']);
    expect(JSON.parse(users[1].flags)).toEqual(['product_choice:cassanet']);
    const again = await s.client.send(conversation, WOO);
    expect(done(again).products).toBeUndefined();
    expect((await assistantMessages(conversation.id))[2].consulted).not.toContain(s.units.get('ff-woo'));
  });

  it('validates the body: exactly one of message and product, and a product of this knowledge base', async () => {
    const conversation = await s.client.createConversation();
    const both = await s.client.post(`/api/chat/conversations/${conversation.id}/messages`, conversation.token, { message: WOO, product: 'cassanet' });
    expect(both.status).toBe(400);
    expect(both.json.issues.map((i: { path: string }) => i.path)).toEqual(['product']);
    const none = await s.client.post(`/api/chat/conversations/${conversation.id}/messages`, conversation.token, {});
    expect(none.status).toBe(400);
    expect(none.json.issues.map((i: { path: string }) => i.path)).toEqual(['message']);
    const unknown = await s.client.post(`/api/chat/conversations/${conversation.id}/messages`, conversation.token, { product: 'nessuno' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error: 'validation_failed', issues: [{ path: 'product' }] });
    const rows = (await sql<Row>`SELECT COUNT(*) AS n FROM chat_messages WHERE conversation_id = ${conversation.id}`.execute(dbOf(s.app))).rows;
    expect(Number(rows[0].n)).toBe(0);
    const stored = (await sql<Row>`SELECT product FROM chat_conversations WHERE id = ${conversation.id}`.execute(dbOf(s.app))).rows[0];
    expect(stored.product).toBeNull();
  });

  it('a refund request goes to an operator with no promise and no search', async () => {
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, 'Vorrei il rimborso del canone di marzo, mi spetta?');
    expect(done(response)).toMatchObject({ answered: false });
    expect(response.text).toContain('Parla con un operatore');
    const [message] = await assistantMessages(conversation.id);
    expect(message.flags).toContain('commercial_request');
    expect(message.consulted).toEqual([]);
  });
});
