import { U } from './lexicon';
import { splitSentences } from './text';

/**
 * What the customer says they already tried, and that it did not help: "Ho letto che bisogna
 * svuotare la cache e l'ho fatto, ma continua uguale", "ho già reinstallato l'app ma niente". A
 * sentence counts when it tells a first-person attempt (a compound past of doing, "l'ho fatto",
 * "ho provato a…") and a failure after it (a contrast with a negation or a "still", "niente da
 * fare", "non è servito"). Such a try, when it is another ticket's usual fix, is why that fix was
 * not enough for this customer. Pure.
 */

/** "l'ho fatto", "li ho rifatti", "ho già provato", "ho reinstallato", "abbiamo seguito". */
const TRIED = U(
  /\b(?:(?:l['’]|li\s+|le\s+|la\s+)\s*(?:ho|abbiamo)\s+(?:già\s+|anche\s+|pure\s+)?(?:fatt|rifatt|provat|seguit)\p{L}*|(?:ho|abbiamo)\s+(?:già\s+|anche\s+|pure\s+|prima\s+)?(?:provato|tentato|seguito|fatto|rifatto|\p{L}{3,}(?:ato|ito|uto)))\b/iu,
);
/** The failure after the try: "ma continua uguale", "ma niente", "però non si apre", "non è servito". */
const STILL_FAILED = U(
  /\b(?:ma|però|eppure|e)\s+(?:\p{L}+\s+){0,6}?(?:non|continua|continuano|ancora|uguale|stess[oa]|niente|nulla|di\s+nuovo|idem)\b|\b(?:non\s+(?:è|e)\s+servito|non\s+ha\s+funzionato|non\s+cambia|niente\s+da\s+fare|senza\s+risultat\p{L}*|inutilmente)\b/iu,
);

/** The sentences of the customer's messages that report a try that failed. */
export function ownFailedTries(customerBodies: readonly string[]): string[] {
  const out: string[] = [];
  for (const body of customerBodies) {
    if (!TRIED.test(body)) continue;
    for (const line of body.split('\n')) for (const sentence of splitSentences(line)) if (TRIED.test(sentence) && STILL_FAILED.test(sentence)) out.push(sentence.trim());
  }
  return out;
}
