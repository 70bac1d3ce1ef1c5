import { AGENT_PLEASANTRY_PATTERNS, AGENT_SIGNATURE_LINE, INSTRUCTION_VERBS_FORMAL, INSTRUCTION_VERBS_INFORMAL, DEONTIC_PASSIVE, BARE_NAME_LINE, LEADING_INTERJECTION, MENU_PATH, SECURITY_ADMONITION, U, UI_LABEL } from './lexicon';
import { anyMatch, firstHit, memo } from './cue-matching';
import { isInstruction } from './instruction';
import { withoutLeadIn } from './lead-ins';
import { stripPlaceholders } from './placeholders';
import { capitalize, contentWords, hasPlaceholder, isQuestion, lines, LIST_MARKER, splitSentences, stripGreeting, truncateAtWord } from './text';
import { textTable } from '../../../lib/tables/text-table';

/**
 * Agent messages → numbered-step material: content sentences (greeting, signature, sign-off
 * removed), instruction sentences, the fallback when there is none, and how concrete steps are.
 */

export function isPleasantry(sentence: string): boolean {
  return anyMatch(AGENT_PLEASANTRY_PATTERNS, sentence);
}

interface AgentSentence {
  text: string;
  listItem: boolean;
}

/** The content sentences of an agent message: greeting, signature and sign-off removed. */
const AGENT_SENTENCES = new Map<string, AgentSentence[]>();
export function agentSentences(body: string): AgentSentence[] {
  return memo(AGENT_SENTENCES, body, () => computeAgentSentences(body));
}
function computeAgentSentences(body: string): AgentSentence[] {
  const ls = lines(body);
  const out: AgentSentence[] = [];
  ls.forEach((raw, i) => {
    let line = raw;
    if (i === 0) line = stripGreeting(line);
    if (!line) return;
    if (AGENT_SIGNATURE_LINE.test(line)) return;
    if (i === ls.length - 1 && BARE_NAME_LINE.test(line)) return;
    const signOffTail = /(?:^|[\s.])(?:cordiali|distinti)\s+saluti,?\s+[A-ZÀ-Ý][\s\S]*$/i.exec(line);
    if (signOffTail) line = line.slice(0, signOffTail.index).trim();
    if (!line) return;
    if (LIST_MARKER.test(line)) {
      out.push({ text: line.replace(LIST_MARKER, ''), listItem: true });
      return;
    }
    for (const s of splitInsideQuotesKept(line)) out.push({ text: s, listItem: false });
  });
  return out;
}

/**
 * 'tocchi "Serve aiuto?" > "Scrivici"', '"v. Roma 3" scritto a mano': a question mark, an
 * exclamation mark or a dot inside a quote ends no sentence, whatever follows the quote (a menu arrow, a capital). The marks are masked
 * while the line is cut and given back after.
 */
const MASKED_QUESTION = '\u2047';
const MASKED_BANG = '\u203C';
const MASKED_DOT = '\u2024';
function splitInsideQuotesKept(line: string): string[] {
  const masked = maskQuotedMarks(line);
  if (masked === line) return splitSentences(line);
  return splitSentences(masked).map((s) => s.replace(/\u2047/g, '?').replace(/\u203C/g, '!').replace(/\u2024/g, '.'));
}
function maskQuotedMarks(line: string): string {
  if (!/["“«][^"“”«»\n]*[?!.]/u.test(line)) return line;
  // Quotes paired left to right: a straight quote opens and closes in turn, typographic ones by their side.
  let inside = false;
  let masked = '';
  const chars = [...line];
  for (const [i, ch] of chars.entries()) {
    if (ch === '"') inside = !inside;
    else if (ch === '«' || ch === '“') inside = true;
    else if (ch === '»' || ch === '”') inside = false;
    masked += inside && ch === '?' ? MASKED_QUESTION : inside && ch === '!' ? MASKED_BANG : inside && ch === '.' && !/^["»”]/u.test(chars[i + 1] ?? '"') ? MASKED_DOT : ch;
  }
  // An unpaired quote leaves the rest of the line "inside": the line stays as it is.
  return inside ? line : masked;
}
/** 'Tocchi "Password dimenticata?"' asks nothing: the mark is the label's. */
function asksSomething(sentence: string): boolean {
  return isQuestion(maskQuotedMarks(sentence));
}

/**
 * Cuts an agent message into numbered-step material: list items and instruction sentences,
 * without pleasantries, security warnings or placeholder-bearing clauses.
 */
const STEPS = new Map<string, string[]>();
export function extractSteps(body: string): string[] {
  return [...memo(STEPS, body, () => computeSteps(body))];
}
function computeSteps(body: string): string[] {
  return withControlsNamed(body, stepsByForm(body));
}

/**
 * "Con Firefox la «Protezione antitracciamento avanzata» blocca il cookie. Disattivi la protezione
 * per il sito.": the step says the control by its head noun only, the sentence before it gives
 * its name. The step takes the quoted name ("disattivi la «Protezione antitracciamento
 * avanzata» per il sito"), so it can be followed without the explanation.
 */
const QUOTED_LABEL = /["«“]([^"«»“”\n]{3,60})["»”]/gu;
function withControlsNamed(body: string, steps: string[]): string[] {
  if (steps.length === 0 || !/["«“]/u.test(body)) return steps;
  const stepText = new Set(steps);
  const labels: string[] = [];
  for (const { text } of agentSentences(body)) {
    if (stepText.has(text) || isInstruction(text)) continue;
    for (const m of text.matchAll(QUOTED_LABEL)) if (/^\p{Lu}\p{Ll}{3,}\s+\p{L}/u.test(m[1]!)) labels.push(m[1]!);
  }
  if (labels.length === 0) return steps;
  return steps.map((step) => {
    let out = step;
    for (const label of labels) {
      if (out.includes(label)) continue;
      const head = label.split(/\s+/)[0]!.toLowerCase();
      const bare = new RegExp(`(?<![\\p{L}])(il|lo|la|l'|i|gli|le)\\s*${head}(?![\\p{L}"«“])(?!\\s+["«“])`, 'iu');
      out = out.replace(bare, (_m, article: string) => `${article}${article.endsWith("'") ? '' : ' '}"${label}"`);
    }
    return out;
  });
}

function stepsByForm(body: string): string[] {
  const strict = stepsOf(body, isInstruction);
  // A message whose only instruction is a deontic passive ("la password va rinnovata sul sito").
  if (strict.length === 0) return stepsOf(body, (s) => isInstruction(s) || DEONTIC_PASSIVE.test(s) || DUTY_PASSIVE.test(s));
  // Next to other instructions, a deontic passive about the customer's own case is a step too
  // ("dopo, l'assenza va giustificata con il libretto": what they must do), but not a rule
  // stated in general ("il consenso va rinnovato ogni 180 giorni").
  const withCase = stepsOf(body, (s) => isInstruction(s) || ((DEONTIC_PASSIVE.test(s) || DUTY_PASSIVE.test(s)) && !GENERAL_RULE.test(s)));
  return withCase.length > strict.length ? withCase : strict;
}

/** "deve essere rinnovata", "devono prima essere scollegati": the duty passive, like "va + participle". */
const DUTY_PASSIVE = U(
  /(?<!\bnon\s(?:\S+\s)?)\b(?:deve|devono|dovrà|dovranno)\s+(?:(?:prima|poi|anche|solo|sempre|subito|quindi|invece|ora|adesso)\s+)?essere\s+(?:(?:prima|poi|anche|solo|sempre|subito)\s+)?[a-zà-ÿ]{2,}(?:at|it|ut|tt|ss|st|rt|nt|lt|rs)[oaie]\b/i,
);
/** A rule stated for everybody: "ogni 180 giorni", "sempre", "di norma", "in generale", "per tutti". */
const GENERAL_RULE = U(/\b(?:ogni\s+\d+|ogni\s+(?:anno|mese|settimana|volta)|di\s+norma|in\s+generale|per\s+tutti|normalmente|per\s+legge)\b/i);
function stepsOf(body: string, isInstruction: (sentence: string) => boolean): string[] {
  const steps: string[] = [];
  for (const sentence of agentSentences(body)) {
    let text = sentence.text;
    const pleasantry = firstHit(AGENT_PLEASANTRY_PATTERNS, text, false);
    if (pleasantry) {
      // "Provi così e mi faccia sapere": keep the instruction before the pleasantry.
      const before = text.slice(0, pleasantry.index).replace(/[\s,;:]*(?:\b(?:e|poi|quindi)\s*)?$/i, '');
      if (pleasantry.index === 0 || contentWords(before) < 3 || !isInstruction(before)) continue;
      text = before + '.';
    }
    if (asksSomething(text) && !sentence.listItem) continue;
    if (SECURITY_ADMONITION.test(text) && !MENU_PATH.test(text)) continue;
    if (!sentence.listItem && !isInstruction(text)) continue;
    const clean = stripPlaceholders(text.replace(LEADING_INTERJECTION, ''));
    if (!clean || (contentWords(clean) < 2 && !MENU_PATH.test(clean) && !UI_LABEL.test(clean))) continue;
    if (hasPlaceholder(text) && onlyLabelsLeft(clean)) continue;
    const general = impersonal(clean);
    if (contentWords(general) < 2 && !MENU_PATH.test(general) && !UI_LABEL.test(general)) continue;
    steps.push(general);
  }
  return steps;
}

const HONORIFIC =
  "(?:signor[ae]?|sig\\.(?:ra)?|sig\\.|dottor(?:e|essa)?|dott\\.(?:ssa)?|avvocat[oa]|avv\\.|professor(?:e|essa)?|prof\\.(?:ssa)?|ingegnere|ing\\.|architetto|arch\\.|geometra|geom\\.|ragioniere|rag\\.|maestr[oa]|direttore|direttrice|preside)";
/** Common Italian first names: a step that names one addresses one customer. */
const FIRST_NAME =
  '(?:Alessandro|Alessandra|Andrea|Angela|Anna|Antonio|Antonella|Barbara|Beatrice|Carla|Carlo|Caterina|Chiara|Claudia|Claudio|Cristina|Daniele|Daniela|Davide|Elena|Elisa|Emanuele|Enrico|Federico|Federica|Francesca|Francesco|Gabriele|Giacomo|Gianluca|Giorgio|Giorgia|Giovanni|Giovanna|Giulia|Giulio|Giuseppe|Giuseppina|Laura|Leonardo|Lorenzo|Luca|Lucia|Luigi|Marco|Maria|Mario|Marta|Martina|Massimo|Matteo|Mattia|Michele|Monica|Nicola|Paola|Paolo|Pietro|Riccardo|Roberto|Roberta|Rosa|Salvatore|Sara|Serena|Silvia|Simone|Sofia|Stefano|Stefania|Tommaso|Valentina|Valeria|Vincenzo|Aurora|Ginevra|Emma|Greta|Edoardo|Filippo|Samuele|Diego|Elia|Gabriella|Franco|Sergio|Fabio|Fabrizio|Alberto|Giada|Ilaria|Irene|Rita|Teresa|Luisa|Ivan|Nadia)';
const NAME = `(?:${FIRST_NAME}|[A-ZÀ-Ý][\\p{Ll}'-]+)`;
/** "Gentile avvocato, …", "Signora Rossi, …", "Tommaso, …": the person the step was written to. */
const LEADING_VOCATIVE = new RegExp(
  `^(?:(?:gentil\\p{L}*|car[oa]|egregi[oa])\\s+)?(?:${HONORIFIC}(?:\\s+${NAME}){0,2}|${FIRST_NAME}(?:\\s+[A-ZÀ-Ý][\\p{Ll}'-]+)?)\\s*,\\s*`,
  'iu',
);
/** "la signora Rossi", "al dott. Bianchi", "di Tommaso": one person named in a step. */
const NAMED_PERSON = new RegExp(
  `\\b(il|lo|la|al|alla|del|della|dal|dalla|col|con\\s+la|con\\s+il|per\\s+la|per\\s+il)\\s+${HONORIFIC}(?:\\s+${NAME}){1,2}(?![\\p{L}])|\\b(di|a|per|con|da)\\s+${FIRST_NAME}(?![\\p{L}'])`,
  'gu',
);
const PERSON_BY_PREPOSITION = textTable({
  il: "l'interessato", lo: "l'interessato", la: "l'interessato", al: "all'interessato", alla: "all'interessato",
  del: "dell'interessato", della: "dell'interessato", dal: "dall'interessato", dalla: "dall'interessato",
  col: "con l'interessato", 'con la': "con l'interessato", 'con il': "con l'interessato", 'per la': "per l'interessato", 'per il': "per l'interessato",
  di: "dell'interessato", a: "all'interessato", per: "per l'interessato", con: "con l'interessato", da: "dall'interessato",
});
const RELATIVE_WORD = '(?:figli[oa]|madre|padre|mamma|papà|marito|moglie|nonn[oa]|fratello|sorella|suocer[oa]|compagn[oa]|zi[oa]|nipote|bambin[oa])';
/** "Per sua madre i referti…": a relative named at the start of a step goes with its preposition. */
const LEADING_RELATIVE = new RegExp(`^(?:per|a|anche\\s+per)\\s+(?:su[oa]|tu[oa]|vostr[oa])\\s+${RELATIVE_WORD}\\s*,?\\s+`, 'iu');
/** "nel profilo di sua moglie", "a tuo fratello": the relative of one customer, made general. */
const RELATIVE_PHRASE = new RegExp(`\\b(?:(di|a|per|con|da)\\s+)?(?:(?:il|la|lo)\\s+)?(?:su[oa]|tu[oa]|vostr[oa])\\s+${RELATIVE_WORD}(?![\\p{L}])`, 'giu');
const RELATIVE_BY_PREPOSITION = textTable({
  di: 'del familiare', a: 'al familiare', per: 'per il familiare', con: 'con il familiare', da: 'dal familiare',
});
/** Openers that talk to the customer before the step: "Le chiedo una prova di un minuto:", "È possibile:". */
const CONVERSATIONAL_OPENER = U(
  /^(?:(?:le|ti|vi)\s+(?:chiedo|chiederei|propongo|proporrei|suggerisco)\b[^:]{0,60}:|(?:è|e')\s+possibile\s*:|(?:proviamo|facciamo|procediamo|proceda|procedi)\s+(?:così|in\s+questo\s+modo)\s*:|ecco\b[^:]{0,40}:|(?:le|ti|vi)\s+spiego\b[^:]{0,40}:|(?:allora|dunque|bene|perfetto|certo|ok|sì)\s*[,:!])\s*/iu,
);

/** "Il rimborso intestato al sig. Verdi" → "…all'interessato": a person named with a title, in any text. */
const TITLED_PERSON = new RegExp(
  `\\b(il|lo|la|al|alla|del|della|dal|dalla|col|con\\s+la|con\\s+il|per\\s+la|per\\s+il)\\s+${HONORIFIC}(?:\\s+[A-ZÀ-Ý][\\p{Ll}'-]+){1,2}(?![\\p{L}])`,
  'giu',
);
const TITLED_APPOSITION = new RegExp(`,\\s*(?:il|la|lo)\\s+${HONORIFIC}(?:\\s+[A-ZÀ-Ý][\\p{Ll}'-]+){1,2}\\s*,`, 'giu');
export function withoutTitledPeople(text: string): string {
  if (!/\b(?:sig|dott|avv|prof|ing|arch|geom|rag|signor|dottor|avvocat|professor|ingegner|architett|geometra|ragionier|maestr|diret|preside)/i.test(text)) return text;
  // "al mio ragioniere, il rag. Ferri, per…": a name in apposition goes with its commas.
  const t = text.replace(TITLED_APPOSITION, (m) => (/\s\p{Lu}[\p{Ll}'-]+\s*,$/u.test(m) ? ',' : m));
  return t.replace(TITLED_PERSON, (m, article: string) => {
    // "la signora" + a lowercase word is no name: the i flag lets [A-Z] match it.
    const name = m.slice(m.search(/\s\S*$/) + 1);
    if (!/^\p{Lu}/u.test(name)) return m;
    return PERSON_BY_PREPOSITION.get(article.toLowerCase().replace(/\s+/g, ' ')) ?? "l'interessato";
  });
}

/** A step written for one customer made general: no vocative, no named person, no relative of theirs. */
export function impersonal(step: string): string {
  let t = step.replace(LEADING_VOCATIVE, '').replace(LEADING_RELATIVE, '');
  const opener = CONVERSATIONAL_OPENER.exec(t);
  if (opener && contentWords(t.slice(opener[0].length)) >= 2) t = t.slice(opener[0].length);
  t = t.replace(NAMED_PERSON, (_m, article: string | undefined, preposition: string | undefined) => {
    const key = (article ?? preposition ?? '').toLowerCase().replace(/\s+/g, ' ');
    return PERSON_BY_PREPOSITION.get(key) ?? "l'interessato";
  });
  t = t.replace(RELATIVE_PHRASE, (_m, preposition: string | undefined) =>
    preposition ? RELATIVE_BY_PREPOSITION.get(preposition.toLowerCase())! : 'il familiare',
  );
  // (after the relatives: "Suo padre prosegua" is "Il familiare prosegua" by then)
  return capitalize(withoutLeadIn(t.trim()));
}

/**
 * The cause repeated word for word as the first step, when the unit has it as its cause and
 * other steps follow: a reviewer would strike it from the solution.
 */
export function withoutCauseStep(steps: string[], cause: string): string[] {
  if (steps.length < 2 || !cause) return steps;
  const c = causeKey(cause);
  if (c.length === 0 || isInstruction(steps[0]!)) return steps;
  // The cause is the step said without the agent's "Probabilmente" or an aside: the same sentence.
  const s = causeKey(steps[0]!);
  return s === c || (c.length >= 30 && s.startsWith(c)) ? steps.slice(1) : steps;
}
const HEDGE_KEY = /^(?:(?:molto )?probabilmente|con ogni probabilità|forse|presumibilmente|verosimilmente|quasi (?:certamente|sicuramente)) /u;
function causeKey(text: string): string {
  return text.replace(/\([^()]*\)/gu, ' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(HEDGE_KEY, '');
}

/** Words that only named the redacted value ("l'indirizzo IP", "il numero", "la mail"). */
const VALUE_LABEL_WORDS = U(/\b(?:indirizzo|indirizzi|ip|ipv4|ipv6|e-?mail|mail|numero|cellulare|telefono|codice|fiscale|iban|conto|carta|partita|iva|link|url|token|chiave|password)\b/gi);

/**
 * A step that lost its object to redaction: "L'indirizzo IP [IP] risulta ancora." becomes
 * "Indirizzo IP risulta ancora.", which tells nobody anything. Such a step is dropped when,
 * without the words that only named the value, fewer than two content words are left, or fewer
 * than three in a sentence that is not an instruction.
 */
function onlyLabelsLeft(step: string): boolean {
  const rest = step.replace(VALUE_LABEL_WORDS, ' ');
  const words = contentWords(rest);
  return words < 2 || (words < 3 && !isInstruction(step) && !MENU_PATH.test(step));
}

/** The non-pleasantry sentences of an agent message (fallback when it has no instruction). */
export function substantiveSentences(body: string): string[] {
  const out: string[] = [];
  for (const sentence of agentSentences(body)) {
    let text = sentence.text;
    if (asksSomething(text)) continue;
    if (isPleasantry(text)) {
      // "Mi scusi, ho ricontrollato: il modulo vuole …": what follows the colon is the answer.
      const colon = text.indexOf(':');
      const rest = colon > 0 ? text.slice(colon + 1).trim() : '';
      if (!rest || isPleasantry(rest)) continue;
      text = capitalize(rest);
    }
    const clean = stripPlaceholders(text);
    if (contentWords(clean) >= 3) out.push(clean);
  }
  return out;
}

export function formatSteps(steps: string[]): string {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const s of steps) {
    const key = s.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(capitalize(truncateAtWord(s.replace(/[;:,]\s*$/, '').trim(), 600)));
  }
  let out = '';
  unique.forEach((s, i) => {
    const line = `${i + 1}. ${s}`;
    if (out.length + line.length + 1 <= 4000) out += (out ? '\n' : '') + line;
  });
  return out;
}

const VERSION_NUMBER = /(?<![\d.])\d+\.\d+(?:\.\d+)?(?![\d.])/;

/** 0..5: menu path, quoted UI label, version number, several steps, a step with some substance. */
export function concretenessOf(steps: string[]): number {
  if (steps.length === 0) return 0;
  const all = steps.join(' ');
  let score = 0;
  if (MENU_PATH.test(all)) score += 2;
  if (UI_LABEL.test(all)) score += 1;
  if (VERSION_NUMBER.test(all)) score += 1;
  if (steps.length >= 2) score += 1;
  if (steps.some((s) => s.length >= 50)) score += 1;
  return Math.min(score, 5);
}

/**
 * "…è attiva l'opposizione all'invio dei dati. Controlli in Privacy e, se è attiva, la disattivi":
 * the first step names its object only by a clitic ("la disattivi", "lo attivi", "Lo trova in"),
 * whose noun is in the sentence before it. That sentence, the nearest before the step that is
 * neither a question, a courtesy nor a step itself, goes with the step; '' when there is none.
 */
// After a preposition or an infinitive it is an article: "dopo la verifica", "attivare la ricerca".
const CLITIC_OBJECT = /(?<![\p{L}'])(?<!\b(?:dopo|per|con|da|di|a|in|su|tra|fra|senza|verso|entro|oltre|tutta|tutte|tutti|tutto)\s+)(?<!\p{L}{2}(?:are|ere|ire)\s+)(?:lo|la|li|le)\s+(\p{L}+)/giu;
const LOCATING = new Set(['trova', 'vede', 'ritrova', 'troverà', 'vedrà']);
/** An article outside a prepositional phrase: a noun the step names itself ("apra la pratica"). */
const OWN_NOUN = /(?:^|[\s,:;(])(?<!\b(?:in|da|su|con|per|tra|fra|di|a|non)\s)(?:(?:il|lo|la|i|gli|le|un|una|uno)(?=\s+\p{L})|(?:l'|un')(?=\p{L}))/iu;
/** The clitic that names the step's object, or '' (not "apra la pratica e … lo scarica"). */
function objectClitic(sentence: string): string {
  for (const m of sentence.matchAll(CLITIC_OBJECT)) {
    const verb = m[1]!.toLowerCase();
    // "Lo reinserisca", "la riattivi": the verb with its prefix of repetition is the same verb.
    const base = verb.replace(/^r[ie](?=[bcdfglmnpstvz]|in|a|e|o|u)/u, '');
    if (![verb, base].some((v) => INSTRUCTION_VERBS_FORMAL.has(v) || INSTRUCTION_VERBS_INFORMAL.has(v) || LOCATING.has(v))) continue;
    // The clitic must be the first thing the step names.
    const before = sentence.slice(0, m.index).replace(/["«“][^"»”]*["»”]/gu, ' ');
    return OWN_NOUN.test(before) ? '' : m[0].slice(0, 2).toLowerCase();
  }
  return '';
}
/** Articles a noun the clitic can stand for takes: "la" for "un'icona", "lo" for "il dettaglio". */
const SAME_GENDER = textTable({
  lo: /(?<![\p{L}])(?:il|lo|un|uno)\s+\p{L}|(?<![\p{L}])l'\p{L}/iu,
  la: /(?<![\p{L}])(?:la|una)\s+\p{L}|(?<![\p{L}])(?:l'|un')\p{L}/iu,
  li: /(?<![\p{L}])(?:i|gli)\s+\p{L}/iu,
  le: /(?<![\p{L}])le\s+\p{L}/iu,
});
/** The agent telling what they did or courtesies ("Ho controllato: …", "Nessun problema, …"): no context. */
const NOT_CONTEXT = /^(?:(?:ho|abbiamo)\s+\p{L}+(?:at|it|ut)[oaie]\b|nessun\s+problema\b|non\s+si\s+preoccupi\b|come\s+anticipato\b)/iu;
export function isContextSentence(text: string): boolean {
  return !NOT_CONTEXT.test(text.trim());
}
export function anaphoricContext(body: string): string {
  const sentences = agentSentences(body);
  const isStep = (s: AgentSentence) => s.listItem || (!asksSomething(s.text) && isInstruction(s.text));
  const at = sentences.findIndex((s) => isStep(s) && objectClitic(s.text) !== '');
  if (at <= 0) return '';
  // A step before it that has a noun of the clitic's gender holds what it stands for ("c'è
  // un'icona … La clicchi"); the context is only looked for before the message's first step.
  const clitic = objectClitic(sentences[at]!.text);
  const firstStep = sentences.findIndex(isStep);
  if (sentences.slice(firstStep, at).some((s) => isStep(s) && SAME_GENDER.get(clitic)!.test(s.text))) return '';
  for (let i = firstStep - 1; i >= 0; i--) {
    const text = sentences[i]!.text;
    if (asksSomething(text) || isPleasantry(text) || contentWords(text) < 3) continue;
    return isContextSentence(text) ? stripPlaceholders(text) : '';
  }
  return '';
}

