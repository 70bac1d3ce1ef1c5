import { ASSISTANT_TEXTS, assistantTexts, type AssistantTexts } from './assistant-texts';
import { COMMERCIAL_TEXT, composeAnswer, DECLINE_TEXT, smallTalkReply } from './extractive-answer';
import { choiceMessage, suggestionAfterAnswerText, suggestionText } from './suggestions';

/** Every text of a table, functions called with sample arguments (so a template's words count too). */
function allTexts(table: AssistantTexts): string[] {
  return Object.values(table).map((value) => (typeof value === 'function' ? (value as (...a: string[]) => string)('TITOLO', '[KU-1]') : value));
}

const ITALIAN_WORDS = /\b(?:operatore|scheda|schede|problema|domanda|scelga|risposta|conversazione|supporto|prodotto|Forse|Buongiorno|Prego|passi|lei|suo|sua)\b/i;

describe('assistant texts per locale', () => {
  it('has the same keys, of the same kinds, in every locale', () => {
    const shape = (t: AssistantTexts) => Object.entries(t).map(([k, v]) => `${k}:${typeof v}`).sort();
    expect(shape(ASSISTANT_TEXTS.en)).toEqual(shape(ASSISTANT_TEXTS.it));
    for (const table of Object.values(ASSISTANT_TEXTS)) for (const text of allTexts(table)) expect(text.trim()).not.toBe('');
  });

  it('has no Italian word in the English table, and names the English operator button', () => {
    for (const text of allTexts(ASSISTANT_TEXTS.en)) expect(text).not.toMatch(ITALIAN_WORDS);
    for (const text of allTexts(ASSISTANT_TEXTS.en)) expect(text).not.toMatch(/[«»]/);
    expect(ASSISTANT_TEXTS.en.decline).toContain('"Talk to an agent"');
    expect(ASSISTANT_TEXTS.it.decline).toContain('«Parla con un operatore»');
  });

  it('picks English for en and en-GB, Italian for anything else', () => {
    expect(assistantTexts('en')).toBe(ASSISTANT_TEXTS.en);
    expect(assistantTexts('en-GB')).toBe(ASSISTANT_TEXTS.en);
    expect(assistantTexts('it')).toBe(ASSISTANT_TEXTS.it);
    expect(assistantTexts('it-IT')).toBe(ASSISTANT_TEXTS.it);
    expect(assistantTexts('de')).toBe(ASSISTANT_TEXTS.it);
    expect(assistantTexts(undefined)).toBe(ASSISTANT_TEXTS.it);
    expect(assistantTexts('eng')).toBe(ASSISTANT_TEXTS.it);
  });

  it('keeps the Italian defaults of the composed texts', () => {
    expect(DECLINE_TEXT).toBe(assistantTexts('it').decline);
    expect(COMMERCIAL_TEXT).toBe(assistantTexts('it').commercial);
    expect(suggestionText(['A'])).toBe(suggestionText(['A'], 'it'));
    expect(suggestionText(['A'])).toMatch(/^Non sono sicuro .* Forse cercava:\n- A\n/);
    expect(choiceMessage('A')).toBe('Ho scelto: A');
  });

  it('frames an answer in English around the unit\'s own Italian text', () => {
    const unit = { unit_id: 7, title: 'Password dimenticata', problem: 'p', solution: '1. Apra il menu.\n2. Scelga Recupera.', applicability: 'Solo piano Pro' };
    const en = composeAnswer(unit, 'en');
    expect(en).toContain('Our knowledge base has an article for this problem: "Password dimenticata" [KU-7].');
    expect(en).toContain('Here are the steps:\n1. Apra il menu.\n2. Scelga Recupera [KU-7].');
    expect(en).toContain('the article says when this solution applies: "Solo piano Pro" [KU-7].');
    expect(en).toContain('"Talk to an agent"');
    expect(en).not.toMatch(/operatore|Ecco|scheda/);
    expect(composeAnswer(unit)).toBe(composeAnswer(unit, 'it'));
    expect(composeAnswer({ ...unit, is_one_off: true }, 'en')).toMatch(/^We know this problem: "Password dimenticata" \[KU-7\]\. In cases like yours/);
    expect(suggestionText(['Password dimenticata'], 'en')).toMatch(/^I'm not sure I understood your problem\. Did you mean:\n- Password dimenticata\n/);
    expect(suggestionAfterAnswerText(['A'], false, 'en')).not.toMatch(ITALIAN_WORDS);
    expect(choiceMessage('A', 'en')).toBe('I chose: A');
    expect(smallTalkReply('hello', 'en')).toMatch(/^Hello, I'm the support team's automated assistant/);
    expect(smallTalkReply('thank you', 'en')).toMatch(/^You're welcome/);
    expect(smallTalkReply('grazie', 'it')).toMatch(/^Prego/);
  });
});
