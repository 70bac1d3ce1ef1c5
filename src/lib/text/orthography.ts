/**
 * Italian spelling a customer's keyboard dropped, restored for text a reader sees (a unit's
 * title, problem and symptoms): elided articles and prepositions typed without the apostrophe
 * ("l app", "nell area", "c e") and the accents of words that do not exist without one ("piu",
 * "perche", "puo'", "lunedi") and text-message spellings ("nn", "cmq", "xké"). Only forms that are not Italian words when written as typed are
 * changed, so nothing a customer wrote correctly can be made wrong ("da", "e", "si", "ne", "te"
 * are real words and are left alone). Search text is not passed through here: the lexical
 * branch folds accents anyway (src/lib/text/italian.ts). Pure.
 */

/** Words that exist only with a final accent: the unaccented (or apostrophe-accented) form → the word. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'più', 'può', 'già', 'giù', 'così', 'cioè', 'però', 'perché', 'poiché', 'finché', 'affinché',
    'benché', 'purché', 'perciò', 'laggiù', 'lassù', 'quaggiù', 'ventitré', 'trentatré',
    'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì',
    'città', 'velocità', 'qualità', 'quantità', 'possibilità', 'attività', 'novità', 'priorità',
    'difficoltà', 'funzionalità', 'disponibilità', 'modalità', 'identità', 'età', 'verità',
    'capacità', 'comunità', 'libertà', 'università', 'validità', 'utilità',
    'proprietà', 'responsabilità', 'compatibilità', 'connettività', 'affidabilità',
  ].map((word) => [word.normalize('NFD').replace(/\p{M}/gu, ''), word]),
);
/** Text-message spellings that are not words: "nn" → "non", "xché" → "perché". */
const CHAT_SPEAK: Readonly<Record<string, string>> = { nn: 'non', cmq: 'comunque', xche: 'perché', xché: 'perché', xké: 'perché', xke: 'perché', ke: 'che', qlc: 'qualche', qlcs: 'qualcosa', dv: 'dove', tt: 'tutto' };
/** "perchè" is a common wrong accent: the acute one is right. */
const WRONG_ACCENT: Readonly<Record<string, string>> = { perchè: 'perché', poichè: 'poiché', finchè: 'finché', benchè: 'benché', nè: 'né' };

/** Elided forms that are never words on their own: "l app" → "l'app", "nell area" → "nell'area". */
const ELIDED = /\b(l|dell|nell|all|dall|sull|coll|quell|quest|un|mezz|tutt)\s*['’]?\s+(?=[aeiouàèéìòùh]\p{L})/giu;
/** "c e", "c è", "c era" → "c'è", "c'era" ("ce" alone is a word: "ce l'ho" stays). */
const CI_ELIDED = /\bc\s*['’]?\s+(è|e|era|erano|eravamo)(?![\p{L}'’])/giu;
/** "ce l ho" → "ce l'ho". */
const CE_L = /\b(ce|se|me|te|ve)\s+l\s+(ho|hai|ha|abbiamo|avete|hanno|avevo)\b/giu;
/** "un po" → "un po'" (the only "po" of everyday Italian). */
const UN_PO = /\b(un|un\s+bel)\s+po\b(?!['’])/giu;

/** "un" is elided only before a feminine noun, which cannot be told here: only "un altra", "un ora". */
const UN_FEMININE = /^(?:altra|ora|app|e-?mail|opzione|offerta|ultima|unica|idea|area|assistenza|applicazione|azienda|utenza)$/iu;

function matchCase(source: string, word: string): string {
  if (source === source.toUpperCase() && source.length > 1) return word.toUpperCase();
  return /^\p{Lu}/u.test(source) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

export function restoreOrthography(text: string): string {
  let out = text.replace(CI_ELIDED, (_m, verb: string) => {
    const lower = verb.toLowerCase();
    const fixed = lower === 'e' || lower === 'è' ? 'è' : lower;
    return `${_m[0]}'${verb === verb.toUpperCase() && verb.length > 1 ? fixed.toUpperCase() : fixed}`;
  });
  out = out.replace(CE_L, (_m, pronoun: string, verb: string) => `${pronoun} l'${verb}`);
  out = out.replace(ELIDED, (match, article: string, offset: number, whole: string) => {
    if (article.toLowerCase() === 'un') {
      const next = /^[\p{L}-]+/u.exec(whole.slice(offset + match.length))?.[0] ?? '';
      if (!UN_FEMININE.test(next)) return match;
    }
    return `${article}'`;
  });
  out = out.replace(UN_PO, (_m, un: string) => `${un} po'`);
  // Words with the accent typed as an apostrophe ("piu'", "e'") or left out ("piu").
  out = out.replace(/(\p{L}+)(['’`])?(?![\p{L}'’])/gu, (match, word: string, apostrophe: string | undefined) => {
    const lower = word.toLowerCase();
    const wrong = WRONG_ACCENT[lower];
    if (wrong) return matchCase(word, wrong) + (apostrophe ?? '');
    const spelled = CHAT_SPEAK[lower];
    if (spelled && !apostrophe) return matchCase(word, spelled);
    const accented = ACCENTED[lower];
    if (accented) return matchCase(word, accented);
    // "e'" is "è" ("è" typed as e + apostrophe); a lone "e" is "and" and stays.
    if (apostrophe && lower === 'e') return matchCase(word, 'è');
    return match;
  });
  return out;
}
