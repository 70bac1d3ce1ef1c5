import { definiteArticle, type Gender, type GrammaticalNumber } from './articles';

/**
 * The noun an object pronoun of a one-off action stands for, put back in its place: the agent
 * names the thing a sentence or a clause earlier ("la delega era ferma in coda. L'abbiamo attivata
 * noi") and the reviewer reads only the action ("Un operatore l'ha attivata"). The noun is the
 * last noun phrase of that text that is the subject of "era/è/risulta…" and agrees with the
 * participle ("attivata": feminine singular), or the bare noun a note opens with ("Pratica
 * sospesa in attesa… Sbloccata a mano"), which gets its article from the participle. With no such
 * noun the action is left as it was. Pure, framework-free.
 */

const L = '\\p{L}';
const PARTICIPLE_STEM = `[${L}]+(?:at|it|ut|tt|ss|st|rt|nt|lt|rs|us|is|es|os)`;
const PARTICIPLE = `${PARTICIPLE_STEM}[oaie]`;
const ADVERBS = `(?:(?:già|manualmente|direttamente|nuovamente|a\\s+mano|provvisoriamente)\\s+)*`;
/** "un operatore l'ha attivata", "un operatore li ha reinviati a mano". */
const CLITIC_ACTION = new RegExp(`^(un\\s+operatore\\s+)(l'|l[oaie]\\s+)(ha\\s+)(${ADVERBS})(${PARTICIPLE})(?![${L}])`, 'iu');
/** "un operatore ha provveduto a collegarlo all'account". */
const CLITIC_INFINITIVE = new RegExp(`^(un\\s+operatore\\s+ha\\s+(?:provveduto|proceduto)\\s+)ad?\\s+([${L}]+?)(ar|ir|er)(l[oaie])(?![${L}])`, 'iu');
/** The subject before its verb: "la delega era", "l'elenco di marzo non era", "le firme di ieri risultano". */
const SUBJECT_PHRASE = new RegExp(
  `(?<![${L}'])((?:il|lo|la|i|gli|le)(?=\\s)|l')\\s*((?:[${L}][${L}'-]*\\s+){0,4}?[${L}][${L}-]*)\\s+(?:non\\s+)?(?:(?:si\\s+)?(?:può|possono|poteva|potevano)|era|erano|è|sono|risulta|risultano|risultava|risultavano|aveva|avevano|stava|stavano)(?![${L}])`,
  'giu',
);
/** The object of a first-person perfect before: "ho ritrovato il suo abbonamento … e l'ho associato". */
const OBJECT_PHRASE = new RegExp(
  `(?<![${L}'])(?:ho|abbiamo)\\s+(?:(?:già|io|noi|subito)\\s+)*${PARTICIPLE}\\s+(?:(?:io|noi)\\s+)?((?:il|lo|la|i|gli|le)(?=\\s)|l')\\s*((?:(?:suo|sua|suoi|sue|vostro|vostra)\\s+)?[${L}][${L}-]*(?:\\s+(?:d[ei]|del|della|dello|dei|delle|degli)\\s+[${L}][${L}-]*)?)(?![${L}])`,
  'giu',
);
/** "n. 58213", "2026/118": this customer's reference, which hides the noun phrase from the reading. */
const REFERENCE = /\s+(?:(?:n\.|nr\.?|numero)\s*)?\d[\d/.-]*(?![\p{L}\d])/gu;
/** ", quello rotto,": an apposition between the subject and its verb. */
const APPOSITION = /,\s*(?:quell[oaie]|quelli)\s+[^,.;:]{1,30},/gu;
/** A note's opening noun without article, up to its participle: "Pratica di voltura sospesa", "Job export bloccato". */
const NOTE_SUBJECT: ReadonlyMap<string, RegExp> = new Map(
  // One per ending: "Diritti del pacchetto non propagati" stops at the participle that agrees, not at "pacchetto".
  ['o', 'a', 'i', 'e'].map((e): [string, RegExp] => [e, new RegExp(`^(\\p{Lu}[${L}-]*(?:\\s+[${L}\\d'-]+){0,4}?)\\s+(?:non\\s+)?(${PARTICIPLE_STEM}${e})(?![${L}])`, 'u')]),
);
const NOT_IN_PHRASE = /(?<![\p{L}'])(?:che|ma|e|perché|se|quando|non|ho|abbiamo|ha|hanno|è|era|sono)(?![\p{L}'])/iu;

interface Agreement {
  gender: Gender;
  number: GrammaticalNumber;
}

function agreementOf(ending: string): Agreement {
  const e = ending.toLowerCase();
  return { gender: e === 'a' || e === 'e' ? 'f' : 'm', number: e === 'i' || e === 'e' ? 'p' : 's' };
}

/** The action with the noun for its object pronoun, when `before` names it; else the action as it was. */
export function withNamedObject(action: string, before: string): string {
  const perfect = CLITIC_ACTION.exec(action);
  if (perfect) {
    const [whole, subject, , aux, adverbs, participle] = perfect as unknown as [string, string, string, string, string, string];
    const noun = antecedent(before, agreementOf(participle.slice(-1)));
    if (!noun) return action;
    // "l'ho cambiata adesso … e inoltrata": the chat's now goes, a coordinated participle agrees no more.
    const rest = action
      .slice(whole.length)
      .replace(/^(?:\s+(?:io|noi|adesso|ora|subito|appena)(?![\p{L}]))+/iu, '')
      .replace(new RegExp(`(\\s+e\\s+)(${PARTICIPLE})(?![${L}])`, 'iu'), (w, and: string, p: string) => (p.slice(-1) === participle.slice(-1) ? `${and}${p.slice(0, -1)}o` : w));
    return `${subject}${aux}${adverbs}${participle.slice(0, -1)}o ${noun}${rest}`;
  }
  const infinitive = CLITIC_INFINITIVE.exec(action);
  if (infinitive) {
    const [whole, head, stem, ending, clitic] = infinitive as unknown as [string, string, string, string, string];
    const noun = antecedent(before, agreementOf(clitic.slice(-1)));
    if (!noun) return action;
    // "ha provveduto a collegarlo" → "ha collegato il profilo": the provision says nothing more.
    const verb = ending === 'ar' ? `${stem}ato` : ending === 'ir' ? `${stem}ito` : null;
    const said = verb ? `${head.replace(/(?:provveduto|proceduto)\s+$/iu, '')}${verb}` : `${head}a ${stem}${ending}e`;
    return `${said} ${noun}${action.slice(whole.length)}`;
  }
  return action;
}

/** The last noun phrase of `before` that agrees, as subject of its clause or as a note's opening noun. */
function antecedent(raw: string, agreement: Agreement): string | null {
  const before = raw.replace(REFERENCE, '').replace(APPOSITION, '');
  let found: string | null = null;
  let at = -1;
  for (const re of [SUBJECT_PHRASE, OBJECT_PHRASE]) {
    for (const m of before.matchAll(re)) {
      const article = m[1]!.toLowerCase();
      // "il suo abbonamento" → "l'abbonamento": the possessive goes, the article agrees with the noun.
      const words = m[2]!.replace(/^(?:suo|sua|suoi|sue|vostro|vostra)\s+/iu, '');
      if (NOT_IN_PHRASE.test(words) || !agrees(article, agreement) || m.index! < at) continue;
      const own = words !== m[2]! ? definiteArticle(agreement.gender, agreement.number, words) : article;
      found = own.endsWith("'") ? `${own}${words}` : `${own} ${words}`;
      at = m.index!;
    }
  }
  if (found) return found;
  const note = NOTE_SUBJECT.get(endingOf(agreement))!.exec(before.trim());
  if (!note || NOT_IN_PHRASE.test(note[1]!)) return null;
  // "Chiusura 0187": the number is this customer's reference, the noun is the thing.
  const words = note[1]!.split(/\s+/u).filter((w) => !/\d/u.test(w)).join(' ');
  const noun = words.charAt(0).toLowerCase() + words.slice(1);
  const article = definiteArticle(agreement.gender, agreement.number, noun);
  return article.endsWith("'") ? `${article}${noun}` : `${article} ${noun}`;
}

function agrees(article: string, { gender, number }: Agreement): boolean {
  if (article === "l'") return number === 's';
  const plural = article === 'i' || article === 'gli' || article === 'le';
  const feminine = article === 'la' || article === 'le';
  return plural === (number === 'p') && feminine === (gender === 'f');
}

function endingOf({ gender, number }: Agreement): string {
  return number === 'p' ? (gender === 'f' ? 'e' : 'i') : gender === 'f' ? 'a' : 'o';
}

/** The last two sentences of a text: where the agent named what the next sentence's pronoun stands for. */
export function lastSentences(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/u).filter((s) => /\p{L}/u.test(s));
  return sentences.slice(-2).join(' ');
}

/** What `context` (the agent's messages) says before `passage`, or '' when the passage is not found in it. */
export function textBefore(context: string, passage: string): string {
  if (!context) return '';
  const flat = passage.replace(/[’`]/g, "'").replace(/\s+/gu, ' ').trim();
  const text = context.replace(/[’`]/g, "'").replace(/\s+/gu, ' ');
  // The passage may have lost its start (a greeting, a name): a probe from its middle finds it too.
  for (const from of [0, Math.floor(flat.length / 3)]) {
    const probe = flat.slice(from, from + 24);
    if (probe.length < 12) continue;
    const at = text.indexOf(probe);
    if (at >= 0) return text.slice(0, Math.max(0, at - from));
  }
  return '';
}
