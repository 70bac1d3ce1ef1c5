import type { ChatCompletion } from 'openai/resources/chat/completions';
import { parseUnitReply } from './openai-compatible-distiller';

const unit = {
  is_reusable: true,
  problem: 'Non riesco ad accedere: password scaduta.',
  symptoms: 'Messaggio "password scaduta".',
  cause: '',
  solution: '1. Aprire la pagina di login\n2. Scegliere "Password dimenticata"',
  applicability: '',
  category: 'accesso',
  search_phrases: ['password scaduta', 'non riesco ad accedere', 'login non funziona'],
  is_commercial_exception: false,
  is_one_off: false,
  confidence: 0.8,
};

const reply = (content: string | null, finish_reason = 'stop', refusal: string | null = null) =>
  ({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason, logprobs: null, message: { role: 'assistant', content, refusal } }] }) as unknown as ChatCompletion;

describe('openai-compatible distiller: reading the reply', () => {
  it('takes the JSON as it is, inside a Markdown fence, or after a sentence', () => {
    expect(parseUnitReply(reply(JSON.stringify(unit)))).toMatchObject({ ok: true, unit: { category: 'accesso' } });
    expect(parseUnitReply(reply('```json\n' + JSON.stringify(unit) + '\n```'))).toMatchObject({ ok: true });
    expect(parseUnitReply(reply('Ecco la scheda: ' + JSON.stringify(unit)))).toMatchObject({ ok: true });
  });

  it('says what is wrong: empty, not JSON (truncated), off-schema, refused', () => {
    expect(parseUnitReply(reply(null))).toMatchObject({ ok: false, problem: 'empty reply (finish_reason stop)' });
    expect(parseUnitReply(reply('{"problem": "tr', 'length'))).toMatchObject({ ok: false, problem: 'the reply is not valid JSON (finish_reason length: output truncated)' });
    const off = parseUnitReply(reply(JSON.stringify({ ...unit, category: 'password', confidence: 2 })));
    expect(off.ok).toBe(false);
    expect(!off.ok && off.problem).toMatch(/^the JSON does not match the schema: category: .*; confidence: /);
    expect(parseUnitReply(reply(null, 'stop', 'I cannot help with that'))).toMatchObject({ ok: false, problem: 'the model refused: I cannot help with that' });
  });
});
