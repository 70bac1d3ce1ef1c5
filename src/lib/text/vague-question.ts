import { errorCodes } from './error-codes';
import { isCode, ITALIAN_QUERY_FILLER, ITALIAN_STOPWORDS, tokenize } from './italian';

/**
 * A message too vague to be searched ("non funziona niente", "non va", "ho un problema", "aiuto",
 * "it doesn't work"): it says that something is wrong and nothing about what. Searching it can
 * only find units that share its generic words, so the honest reply is to ask for the details a
 * search needs (what the customer was doing, which product or screen, the exact message), not the
 * flat "I can't find this". Framework-free.
 *
 * Decided by form, never by a knowledge base's questions. A message is vague when
 *  - it says something is wrong or asks for help: a word of trouble ("problema", "errore", "aiuto",
 *    "bloccato", "help") or a negated verb of working ("non funziona", "non va", "non riesco",
 *    "doesn't work", "nothing works") — so "ok", "funziona, grazie", "va bene" or "perché?" are not
 *    (they are searched as before, or settled as small talk);
 *  - once its stop words, its question filler and those generic words are gone, no word is left;
 *  - it quotes no code and no number.
 * Any other word names something — a product ("CassaNet non va"), a screen, an action («come si
 * disdice?»), an object («password dimenticata»), a time («da ieri non va») —, and so does any code
 * or number («ERR_502», «00305»): then the message is searched as it is. The lists below hold only
 * words that carry no subject on their own; a word missing from them means the message is
 * searched, as before this rule, never that a real question is refused.
 */

const words = (...groups: string[]) => new RegExp(`^(?:${groups.join('|')})$`);

/** Words that alone say something is wrong, or ask for help (accent-folded, as `tokenize` gives them). */
const TROUBLE = words(
  String.raw`problem\w*|errore|errori|guast[oi]|rott[oaie]|blocc\w*|malfunzion\w*|anomali[ae]|inconvenient[ei]|difficolta|guai|aiut\w*|urgent[ei]|urgenza|emergenza|sos`,
  String.raw`help|problems?|issues?|trouble|errors?|broken|wrong|stuck|urgent`,
);
/** Verbs of working, which say something is wrong only negated ("non va"; "va bene" says the opposite). */
const WORKING = words(String.raw`funzion\w*|va|vanno|vada|andare|andava|riesc\w*|riusc\w*|capisc\w*|work|works|working|worked`);
/** Negations (English "doesn't" is split into "doesn" and "t"). */
const NEGATION = words(String.raw`non|niente|nulla|nessuno|neanche|nemmeno|neppure|not|t|nothing|cannot|cant|doesnt|dont|never`);
/** Other words with no subject: intensifiers, politeness, English function words. */
const NEUTRAL = words(
  String.raw`proprio|davvero|bene|male|scusi|scusate|scusa|ok|okay|boh|ehm|mah|cos|succed\w*|successo`,
  String.raw`please|hi|hello|hey|anything|everything|something|i|me|my|it|its|is|are|am|was|be|a|an|the|this|that|there|have|has|had|got|get|do|does|did|doesn|don|didn|isn|won|can|s|m|ve|no|any|some|all|with|at|on|going|need|what`,
);

function generic(token: string): boolean {
  return ITALIAN_STOPWORDS.has(token) || ITALIAN_QUERY_FILLER.has(token) || TROUBLE.test(token) || WORKING.test(token) || NEGATION.test(token) || NEUTRAL.test(token);
}

/** The words of a message that name something (see above). Numbers and codes always count. */
export function specificWords(text: string): string[] {
  return tokenize(text).filter((t) => /\p{N}/u.test(t) || isCode(t) || !generic(t));
}

/** True when the message only says that something is wrong, or asks for help: nothing to search with. */
export function isVagueQuestion(text: string): boolean {
  const tokens = tokenize(text);
  if (tokens.length === 0 || errorCodes(text).size > 0 || specificWords(text).length > 0) return false;
  return tokens.some((t) => TROUBLE.test(t)) || (tokens.some((t) => NEGATION.test(t)) && tokens.some((t) => WORKING.test(t)));
}
