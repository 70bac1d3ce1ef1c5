import { ASSISTANT_TEXTS } from '../src/modules/chat/assistants/assistant-texts';
import { COMMERCIAL_TEXT, DECLINE_TEXT } from '../src/modules/chat/assistants/extractive-answer';
import { postSse, type SseResponse } from './fakes/chat-client';
import { CHAT_UNITS, loadChatUnits } from './fakes/chat-knowledge';
import { useChatApi } from './utils/chat-app';

/**
 * The assistant's own texts follow the conversation's locale (issue 13: a widget with
 * data-locale="en" got English chrome around Italian replies). Through the real HTTP API with the
 * offline assistant, against the real MariaDB/MySQL and Redis. The units' own text stays as written.
 */

const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';
const REFUND = 'Vorrei un rimborso del canone di questo mese';
const ITALIAN_FRAMING = /operatore|Forse cercava|non trovo|Mi dispiace|Scelga|scheda/;

const done = (response: SseResponse) => response.events.find((e) => e.event === 'done')?.data;

describe('chat texts per locale, when the thresholds say "never answer, never suggest"', () => {
  const s = useChatApi(() => ({ CHAT: 'extractive', CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '1' }));

  it('declines in English, with the operator offer in English, for an en conversation', async () => {
    const conversation = await s.client.createConversation({ locale: 'en' });
    const response = await s.client.send(conversation, UNCOVERED);
    expect(done(response)).toMatchObject({ answered: false, outcome: 'declined' });
    expect(response.text).toBe(ASSISTANT_TEXTS.en.decline);
    expect(response.text).toMatch(/^I'm sorry, I can't find this information.*"Talk to an agent"/);
    expect(response.text).not.toMatch(ITALIAN_FRAMING);
  });

  it('declines in Italian, unchanged, for an it conversation', async () => {
    const conversation = await s.client.createConversation({ locale: 'it' });
    const response = await s.client.send(conversation, UNCOVERED);
    expect(done(response)).toMatchObject({ answered: false, outcome: 'declined' });
    expect(response.text).toBe(DECLINE_TEXT);
    expect(response.text).toMatch(/non trovo questa informazione.*«Parla con un operatore»/);
  });

  it('refuses a commercial request in the conversation\'s locale', async () => {
    const en = await s.client.createConversation({ locale: 'en' });
    const refusedEn = await s.client.send(en, REFUND);
    expect(refusedEn.text).toBe(ASSISTANT_TEXTS.en.commercial);
    expect(refusedEn.text).toMatch(/^Requests such as refunds.*"Talk to an agent"/);
    expect(refusedEn.text).not.toMatch(ITALIAN_FRAMING);
    const it = await s.client.createConversation({ locale: 'it' });
    const refusedIt = await s.client.send(it, REFUND);
    expect(refusedIt.text).toBe(COMMERCIAL_TEXT);
    expect(refusedIt.text).toMatch(/^Richieste come rimborsi/);
  });

  it('offers a person, and says a follow-up found nothing new, in the conversation\'s locale', async () => {
    const en = await s.client.createConversation({ locale: 'en' });
    const person = await s.client.send(en, 'Can I talk to a human?');
    expect(person.text).toBe(ASSISTANT_TEXTS.en.personRequest);
    expect(person.text).not.toMatch(ITALIAN_FRAMING);
    expect(done(person)).toMatchObject({ offer_handoff: true });
    await s.client.send(en, UNCOVERED);
    const followUp = await s.client.send(en, 'still not working');
    expect(followUp.text).toBe(ASSISTANT_TEXTS.en.followUpNothingNew(false));
    expect(followUp.text).toMatch(/^I can't find anything more on this in our knowledge base, and .*"Talk to an agent"/);
    const it = await s.client.createConversation({ locale: 'it' });
    expect((await s.client.send(it, 'Vorrei parlare con una persona')).text).toBe(ASSISTANT_TEXTS.it.personRequest);
  });

  it('answers a greeting in the conversation\'s locale', async () => {
    expect((await s.client.send(await s.client.createConversation({ locale: 'en' }), 'hello')).text).toBe(ASSISTANT_TEXTS.en.greeting);
    expect((await s.client.send(await s.client.createConversation({ locale: 'it' }), 'buongiorno')).text).toBe(ASSISTANT_TEXTS.it.greeting);
  });
});

describe('chat texts per locale, when the thresholds say "never answer, always suggest"', () => {
  const s = useChatApi(() => ({ CHAT: 'extractive', CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '0' }));
  // The search serves a conversation the units of its locale: the same units, imported as locale en
  // (their text left in Italian, as a unit's content is served as written).
  beforeAll(async () => {
    await loadChatUnits(s.app, CHAT_UNITS.map((u) => ({ ...u, id: `${u.id}-en`, locale: 'en' })));
  });

  it('offers the units with "Did you mean:" in an en conversation, the units\' titles as written', async () => {
    const conversation = await s.client.createConversation({ locale: 'en' });
    const response = await s.client.send(conversation, COVERED);
    const data = done(response);
    expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
    expect(response.text).toMatch(/^I'm not sure I understood your problem\. Did you mean:\n/);
    for (const { title } of data.suggestions) expect(response.text).toContain(`- ${title}`);
    expect(response.text).toContain('"Talk to an agent"');
    expect(response.text).not.toMatch(ITALIAN_FRAMING);
  });

  it('offers them with «Forse cercava:» in an it conversation, unchanged', async () => {
    const conversation = await s.client.createConversation({ locale: 'it' });
    const response = await s.client.send(conversation, COVERED);
    expect(done(response)).toMatchObject({ answered: false, outcome: 'suggested' });
    expect(response.text).toMatch(/^Non sono sicuro di aver capito quale sia il suo problema\. Forse cercava:\n/);
    expect(response.text).toContain('«Parla con un operatore»');
  });

  it('answers a choice with English framing around the unit\'s own steps, cited as [KU-n]', async () => {
    const conversation = await s.client.createConversation({ locale: 'en' });
    const data = done(await s.client.send(conversation, COVERED));
    const chosen = data.suggestions[0];
    const url = `${s.client.baseUrl}/api/chat/conversations/${conversation.id}/choices`;
    const response = await postSse(url, { message_id: data.message_id, unit_id: chosen.unit_id }, { authorization: `Bearer ${conversation.token}` });
    expect(done(response)).toMatchObject({ answered: true, outcome: 'answered' });
    expect(response.text).toMatch(new RegExp(`^Our knowledge base has an article for this problem: ".+" \\[KU-${chosen.unit_id}\\]\\.`));
    expect(response.text).toContain('"Talk to an agent"');
    expect(response.text).not.toMatch(/operatore|Ecco|Nella nostra base/);
    const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
    expect(view.json.messages[2].text).toBe(`I chose: ${chosen.title}`);
  });
});
