import { DONE_CUES, NEGATIVE_CONFIRMATION_CUES, NO_LONGER_PROBLEM, POSITIVE_CONFIRMATION_CUES, RECURRENCE_CUES, U, WEAK_CONFIRMATION_CUES } from './lexicon';
import { anyMatch, globalOf, lastHit } from './cue-matching';
import { isQuestion, splitSentences, squash } from './text';

/** What a customer's reply after an agent step says about the fix. */
export type ReplyKind = 'positive' | 'done' | 'weak' | 'negative' | 'neutral';

/** "Sollecito, …", "Sollecito:": the reply is a reminder that nothing happened, whatever follows. */
const REMINDER_OPENING = U(/^\W*(?:(?:buongiorno|buonasera|salve)\W+)?sollecit[oa]\b/iu);

/**
 * The symptom is still there after the step, said by the form of the sentence rather than by
 * its words:
 *  - "<symptom> lo stesso / idem / uguale / come prima" closing a clause ("si riavvia lo stesso,
 *    ieri tre volte"); not "grazie lo stesso" (thanks anyway) nor "fa lo stesso" (never mind);
 *  - "ancora" + an adjective or participle of state ("audio ancora assente", "schermo ancora
 *    spento"); not a compound tense ("non ho ancora provato": an auxiliary before "ancora")
 *    nor a number or an adverb ("ancora venti minuti", "ancora adesso");
 *  - a reminder that the promised call never came ("Sollecito", "non mi ha chiamato nessuno").
 */
export const STILL_FAILING_CUES: readonly RegExp[] = [
  U(/(?<!\b(?:grazie|fa|fà|è|e'|sarà|era)\s+)\b(?:lo\s+stesso|idem|uguale|come\s+prima)(?=\s*(?:[.,;:!)]|$|\s+(?:di\s+)?(?:ieri|oggi|stamattina|stasera|anche|sempre|dopo|ogni|e|ma)\b))/iu),
  U(/(?<!\b(?:ho|hai|ha|abbiamo|avete|hanno|avevo|aveva|avevamo|sono|sei|siamo|siete)\s+(?:non\s+)?)\bancora\s+(?!(?:stat[oaie]|dett[oaie]|fatt[oaie]|sotto|otto|cento|venti|tant[oaie]|adesso|spesso|dentro|meglio|avanti|davanti)\b)[a-zà-ÿ]{2,}(?:ent[ei]|ant[ei]|at[oaie]|it[oaie]|ut[oaie]|ent[oaie]|ess[oaie]|ers[oaie]|ott[oaie]|ot[oaie]|rt[oaie])\b/iu),
  // "stesso problema", "ma stessa schermata", "sempre la stessa storia": "the same <thing>" opening a
  // clause says nothing changed; not "nella stessa schermata" (a place) nor "con lo stesso account".
  U(/(?:^|[.,;:!(]\s*|\b(?:ma|però|pero|e|sempre|ancora)\s+)(?:(?:il|lo|la|l')\s*)?stess[oa]\s+(?!(?:modo|tempo|giorno|momento|ora|sera|mattina)\b)[a-zà-ÿ]{4,}\b/iu),
  REMINDER_OPENING,
  // "sono passate due settimane", "è passato un mese e niente": time gone by since a promise is a reminder.
  U(/\b(?:è|sono)\s+(?:già\s+|ormai\s+)?passat[oaie]\s+(?:(?:già|ormai|oltre|più\s+di|quasi)\s+)?(?:\d+|un[oa']?|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|venti|trenta|diversi|diverse|parecchi|parecchie|molti|molte|alcuni|alcune|tanti|tante)\s*(?:minut|or[ae]|giorn|settiman|mes[ei]|ann)/iu),
  // "ancora nessuna chiamata", "ancora niente": nothing has come of the promise yet.
  U(/\bancora\s+(?:nessun[oa']?|niente|nulla)\b/iu),
  // "lascio perdere", "ci rinuncio": the customer gives up on the case ("fate voi" may only hand the job over).
  U(/\b(?:lascio\s+perdere|lasciamo\s+perdere|(?:ci\s+)?rinuncio|mi\s+arrendo)\b/iu),
  U(/\bvi\s+sollecito\b|\bnon\s+(?:mi|ci)\s+(?:ha|hanno)\s+(?:ancora\s+|mai\s+)?(?:chiamat|richiamat|contattat|ricontattat|rispost|scritt)\w*|\bnessuno\s+(?:mi|ci)\s+ha\s+(?:ancora\s+|mai\s+)?(?:chiamat|richiamat|contattat|ricontattat|rispost|scritt)\w*/iu),
];

/**
 * Clauses that report no outcome: a guess ("immagino non ci sia niente da fare", "suppongo che
 * non si possa") is about what the customer expects, the rest of its sentence is masked; a
 * negated past of knowing ("non ne sapevo niente", "non lo sapevo") is the customer's ignorance,
 * not a failure.
 */
const GUESS_CLAUSE = U(/\b(?:immagino|suppongo|presumo|credo|penso|temo)\b(?=\s+(?:che\s+)?(?:non|ci|si|sia|siano|ormai|purtroppo))[^.!?]*/giu);
const NEGATED_KNOWING = U(/\bnon\s+(?:(?:ne|lo|la|li|le|l')\s*)?(?:sapevo|sapevamo|conoscevo|conoscevamo|ricordavo|immaginavo|sospettavo)(?![\p{L}])(?:\s+(?:niente|nulla|nessun[oa]?))?/giu);
/** "Ma non potevate metterla attiva di default?": a reproach in the form of a question asks for nothing. */
const REPROACH_QUESTION = U(/(?:^|[.!;]\s*)(?:ma\s+)?non\s+(?:potevate|si\s+poteva|potreste|era\s+meglio|sarebbe\s+(?:stato\s+)?meglio)\b[^.!?]*\?/giu);

/** "niente più rotellina", "più nessun errore" (not "non vedo più nessun canale": a "non" before it). */
const NOTHING_MORE = U(/(?<!\bnon\s+(?:\S+\s+){0,3})\b(?:niente\s+(?:più|piu)|(?:più|piu)\s+(?:niente|nessun[oa]?|nessun'))\b(?!\s+(?:da\s+fare|di\s+nuovo))/giu);

const SYMPTOM_ABSENT = U(/(?<!\b(?:ancora|sempre|ma|però|e)\s+)\b(?:niente|nessun[oa]?|zero)\s+(?:(?:più|piu|altr[oaie])\s+)?([a-zà-ÿ]{4,})\b/giu);
/**
 * "non cade più", "oggi non è arrivato niente": the event the customer complained of, said with
 * their own verb, no longer happens. Read with the verb of their first message ("il wifi cade",
 * "mi arriva tutti i giorni il promemoria"), said there without a negation.
 */
const PROBLEM_EVENT_GONE = U(/\bnon\s+(?:(?:mi|ci|le|gli|ti|vi|si|lo|la|li)\s+)?(?:(?:è|sono)\s+)?([a-zà-ÿ]{4,})\s+(?:più|piu|niente|nulla|nessun[oa]?|nessun')(?![a-zà-ÿ])/giu);
function happensIn(problem: string, verb: string): boolean {
  const stem = verb.toLowerCase().replace(/(?:at[oaie]|ut[oaie]|it[oaie]|ano|ono|a|e|o|i)$/u, '');
  if (stem.length < 3) return false;
  // The problem's own present (not the imperfect "funzionava", nor "non arriva"): what kept happening.
  for (const m of problem.matchAll(new RegExp(`(?<![\\p{L}])${stem}(?:a|ano|e|ono)(?![\\p{L}])`, 'giu'))) {
    if (!/(?<![\p{L}])(?:non|né|mai)\s+(?:[\p{L}']+\s+){0,2}$/iu.test(problem.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

/** The word, or its stem, is in the customer's first message: "incastrata" for "carta incastrata", "kiwi". */
function problemHas(problem: string, word: string): boolean {
  const stem = word.toLowerCase().slice(0, Math.max(4, word.length - 2));
  return new RegExp(`(?<![\\p{L}])${stem.replace(/[^\p{L}]/gu, '')}`, 'iu').test(problem);
}

/**
 * Classifies a customer reply. Positive and negative cues are both looked for; when both occur
 * the later one wins ("adesso lo trova ma il pagamento si ferma sempre con E-5103" is negative;
 * "fatto, dopo un minuto di nuovo E07" is negative too: the "fatto" comes first).
 * "Non dà più errore" is positive: the negated problem verb is masked as "risolto" before the
 * negative cues can read its "non".
 */
export function classifyReply(body: string, problem = ''): ReplyKind {
  let text = squash(body.replace(/\n/g, ' '));
  // "oggi niente carta incastrata", "nessun blocco stamattina": the symptom the customer first
  // wrote about, now absent, is no failure (nor, alone, a confirmation: "nessuna fattura" may be
  // the thing they asked for). Only a word of their own first message is read so.
  if (problem) text = text.replace(SYMPTOM_ABSENT, (m, word: string) => (problemHas(problem, word) ? ' '.repeat(m.length) : m));
  if (problem) text = text.replace(PROBLEM_EVENT_GONE, (m, verb: string) => (happensIn(problem, verb) ? 'risolto'.padEnd(m.length, ' ') : m));
  if (NO_LONGER_PROBLEM.test(text)) text = text.replace(globalOf(NO_LONGER_PROBLEM), (m) => 'risolto'.padEnd(m.length, ' '));
  // "niente più rotellina", "più nessun errore": the symptom is gone, the "niente" negates it.
  text = text.replace(NOTHING_MORE, (m) => 'risolto'.padEnd(m.length, ' '));
  // "Va bene, attendo" opening a reply is an acknowledgement ("OK"), not "it works well" ("ora va bene").
  text = text.replace(/^(\W*(?:(?:ok|okay|sì|si|d'accordo)\W+)?)va\s+bene\b/iu, (_m, lead: string) => `${lead}ok`);
  // "resta accesa finché non arriva a 20": the "non" of a "finché" clause negates nothing.
  text = text.replace(/\b(finché|finche|fino\s+a\s+quando|fin\s+quando)\s+non\b/giu, (m) => m.replace(/non$/i, '   '));
  text = text.replace(GUESS_CLAUSE, (m) => ' '.repeat(m.length)).replace(NEGATED_KNOWING, (m) => ' '.repeat(m.length));
  text = text.replace(REPROACH_QUESTION, (m) => m.replace(/[^.!;]/gu, ' ')).trim();
  if (REMINDER_OPENING.test(text)) return 'negative';
  const pos = lastHit(POSITIVE_CONFIRMATION_CUES, text, true);
  const neg = Math.max(lastHit(NEGATIVE_CONFIRMATION_CUES, text, false), lastHit(RECURRENCE_CUES, text, false), lastHit(STILL_FAILING_CUES, text, false));
  if (pos >= 0 && (neg < 0 || pos > neg)) return 'positive';
  if (neg >= 0) return 'negative';
  const sentences = splitSentences(text);
  const last = sentences[sentences.length - 1] ?? '';
  // Still asking: not a confirmation yet.
  if (isQuestion(last)) return 'neutral';
  if (anyMatch(DONE_CUES, text)) return 'done';
  if (anyMatch(WEAK_CONFIRMATION_CUES, text)) return 'weak';
  return 'neutral';
}
