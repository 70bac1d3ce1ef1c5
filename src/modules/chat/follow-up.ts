import { analyze, normalizeText } from '../../lib/text/italian';

/**
 * Follow-ups in a conversation (pure, no framework). A short message that leans on what came
 * before ("e se non funziona ancora?", "e su Android?", "what about iOS?") is searched together
 * with the conversation's previous question, without the units the thread's answers already
 * cited: it asks for something new, and the same answer again is not one (when nothing new is
 * found the assistant says so and offers a person: triage.ts). A rejection ("non è questo",
 * "that's not it") searches the previous question again without the units just given. The rules
 * look at the shape of the message (length, an opening connective, words that point back), never
 * at the questions of a particular knowledge base.
 */

/** One earlier exchange: what the customer wrote and which units the reply cited. */
export interface PriorExchange {
  text: string;
  cited: number[];
  /** The customer chose a product (the `{product}` message): it repeats the question before it. */
  productChoice?: boolean;
}

export type MessageKind = 'new' | 'follow_up' | 'rejection' | 'product_choice';

export interface SearchPlan {
  kind: MessageKind;
  /** What is searched (the message itself, or the previous question with it). */
  query: string;
  /** Units not to give again in this turn: rejected ones, and for a follow-up those already cited in the thread. */
  exclude: number[];
  /** Units the thread's earlier answers cited (a follow-up's "already given"); empty for a new question. */
  given: number[];
}

/** At most this many content words for a message to count as leaning on the previous one. */
const FOLLOW_UP_MAX_CONTENT_WORDS = 3;
const FOLLOW_UP_MAX_WORDS = 9;
/** A rejection with at least this many content words besides the rejection says what is wanted instead. */
const NEW_QUESTION_MIN_CONTENT_WORDS = 3;

/** Accent-folded, lower case, apostrophes as spaces: what the patterns below are written against. */
function fold(text: string): string {
  return normalizeText(text).replace(/[’'`]/g, ' ').replace(/\s+/g, ' ').trim();
}

// "non è questo", "non e quello", "non c'entra", "risposta sbagliata", "not this", "that's not it"…
const REJECTION = new RegExp(
  [
    String.raw`\bnon (?:e|sono) (?:(?:nemmeno|neanche|neppure|ancora|proprio) )?(?:questo|questa|quello|quella|questi|quelli|cio|la risposta|il mio (?:problema|caso)|quello che (?:cerco|cercavo|intendo|intendevo|chiedo|chiedevo))\b`,
    String.raw`\bnon c entra\b`,
    String.raw`\bnon centra\b`,
    // "non mi serve", "non mi aiuta a niente." — only as the whole clause: "non serve la fattura?" is a question.
    String.raw`\bnon (?:mi )?(?:serve|aiuta|risolve|interessa|riguarda)(?: (?:questo|quello|questa|quella|a niente|a nulla|niente|nulla))?(?=\s*(?:[,.;:!?]|$))`,
    String.raw`\bnon (?:ho chiesto|intendevo|parlavo di) (?:questo|quello|cio)\b`,
    String.raw`\b(?:risposta|scheda|soluzione) (?:sbagliata|errata|non pertinente)\b`,
    String.raw`^(?:no[ ,.!]+)?(?:sbagliato|errato|tutt altro|altro problema|un altra cosa|non proprio)\b`,
    String.raw`\b(?:not|isn t|is not|that s not|this is not|it s not) (?:this|that|it|what i (?:asked|meant|need|want)|my (?:problem|issue|question))\b`,
    String.raw`\bwrong (?:answer|article|one)\b`,
    String.raw`\b(?:doesn t|does not|didn t|did not) (?:help|apply)\b`,
  ].join('|'),
);

// Opening words that continue the previous message: "e se…", "ma…", "invece…", "and on…", "what about…".
const CONNECTIVE = /^(?:e|ed|ma|pero|invece|anche|oppure|o|allora|quindi|e se|e invece|e per|e su|e con|e nel|e nella|e sul|e sulla|e poi|e adesso|e ora|and|but|also|or|so|what about|how about|what if|and if|and on|and for)(?=[\s,?!.]|$)/;
// Words that point back to the problem already discussed: "ancora", "lo stesso", "still", "again"…
const POINTS_BACK = /\b(?:ancora|comunque|lo stesso|la stessa|stessa cosa|stesso problema|uguale|di nuovo|still|again|anyway|the same|same thing|it|that)\b/;

export function isRejection(text: string): boolean {
  return REJECTION.test(fold(text));
}

/** Content words, as search sees them (stop words and question filler removed, stems). */
function contentWords(text: string): string[] {
  return analyze(text, { dropQueryFiller: true });
}

/**
 * A message too short to be searched on its own that continues the previous one: at most three
 * content words and nine words, and it opens with a connective, points back, or has no content
 * word at all ("e adesso?"). Longer messages are new questions, whatever they start with.
 */
export function isFollowUp(text: string): boolean {
  const folded = fold(text);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > FOLLOW_UP_MAX_WORDS) return false;
  const content = contentWords(text);
  if (content.length > FOLLOW_UP_MAX_CONTENT_WORDS) return false;
  return content.length === 0 || CONNECTIVE.test(folded) || POINTS_BACK.test(folded);
}

/** The message without its rejection phrase ("non è questo, mi serve la fattura" → "mi serve la fattura"). */
function withoutRejection(text: string): string {
  return fold(text).replace(new RegExp(REJECTION.source, 'g'), ' ').replace(/^[\s,.;:!?-]*(?:no\b)?[\s,.;:!?-]*/, '').trim();
}

/**
 * The search for the current message, given the earlier exchanges of the conversation (oldest
 * first). Each earlier message's own plan is rebuilt in order, so a follow-up of a follow-up
 * still carries the question that started it, and rejections in a row exclude every unit rejected.
 */
export function planSearch(message: string, earlier: PriorExchange[], options: { productChoice?: boolean } = {}): SearchPlan {
  let previous: Previous | null = null;
  for (const exchange of earlier) {
    const plan = planOne(exchange.text, previous, exchange.productChoice === true);
    previous = { ...plan, cited: exchange.cited, given: union(plan.given, exchange.cited) };
  }
  const { base: _base, ...plan } = planOne(message, previous, options.productChoice === true);
  return plan;
}

interface Planned extends SearchPlan {
  /** The question the thread started with: what a follow-up is searched with. */
  base: string;
}

/** The plan of the message before, with the units its reply cited (`given` includes them). */
type Previous = Planned & { cited: number[] };

function planOne(message: string, previous: Previous | null, productChoice: boolean): Planned {
  const text = message.trim();
  // A product chosen with no question before it: nothing to search yet.
  if (previous === null) return productChoice ? { kind: 'product_choice', query: '', exclude: [], given: [], base: '' } : { kind: 'new', query: text, exclude: [], given: [], base: text };
  // The product choice answers the question before it (its text is only the product's name).
  if (productChoice) return { kind: 'product_choice', query: previous.query, exclude: previous.exclude, given: previous.given, base: previous.base };
  if (isRejection(text)) {
    const exclude = union(previous.exclude, previous.cited);
    const rest = withoutRejection(text);
    // "non è questo: la stampante non stampa gli scontrini" says what is wanted instead.
    const query = contentWords(rest).length >= NEW_QUESTION_MIN_CONTENT_WORDS ? rest : previous.query;
    return { kind: 'rejection', query, exclude, given: previous.given, base: query === rest ? rest : previous.base };
  }
  // Searched with the thread's first question, not with every follow-up before it, and without what the thread already gave.
  if (isFollowUp(text)) {
    return { kind: 'follow_up', query: `${previous.base} ${text}`, exclude: union(previous.exclude, previous.given), given: previous.given, base: previous.base };
  }
  return { kind: 'new', query: text, exclude: [], given: [], base: text };
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}
