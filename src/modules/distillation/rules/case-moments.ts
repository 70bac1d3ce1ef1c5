import { capitalize } from './text';

/**
 * The moments of this one case inside a step: "la consegna di ieri", "la ricarica di ieri
 * sera", "Stasera dopo la chiusura vada …", "Da oggi i documenti riportano …", "la trova
 * allegata a questa risposta e, da domani, anche in Ordini", "Nel suo caso può farlo fino al
 * 26 novembre". The next reader's yesterday is another day and this reply is not theirs: the
 * step keeps what to do and where, without when it was for this customer. Pure.
 */

const MOMENT = "(?:ieri\\s+sera|ieri\\s+mattina|ieri\\s+pomeriggio|ieri|oggi|stamattina|stamani|stanotte|stasera|questa\\s+mattina|questa\\s+sera)";

/**
 * "la consegna di ieri" → "la consegna": which of this customer's, by its day. Not a noun of time
 * itself ("la giornata di ieri", "la data di oggi": there the day is what is said).
 */
const THING_OF_THE_DAY = new RegExp(
  `(?<![\\p{L}'])((?:il|lo|la|l'|i|gli|le|sul|sullo|sulla|sull'|sui|sulle|nel|nello|nella|nell'|del|della|dell'|al|alla|all'|dal|dalla|dall')\\s*(?!(?:giornata|giorno|giorni|data|sera|mattina|notte|settimana|chiusura|copia)\\b)\\p{L}{3,})\\s+(?:di|del|dell')\\s*${MOMENT}(?![\\p{L}])`,
  'giu',
);

/** "Stasera dopo la chiusura vada …", "Questa sera, dopo aver fatto …, apra …": the "dopo" stays. */
const TONIGHT_THEN = new RegExp(`^(?:${MOMENT}|domani(?:\\s+mattina|\\s+sera)?)\\s*,?\\s+(?=(?:dopo|prima|appena|quando)\\b)`, 'iu');
/** "Da oggi i certificati riportano …", "Da stasera la faccia prima di spegnere": from now on. */
const FROM_NOW = new RegExp(`^(?:da|a\\s+partire\\s+da)\\s+(?:${MOMENT}|domani|adesso|ora)\\s*,?\\s+(?=\\p{L})`, 'iu');
/** "la trova allegata a questa risposta e, da domani, anche nell'area personale": the place stays. */
const THIS_REPLY_AND = /\s+(?:allegat[oaie]|in\s+allegato)\s+(?:a|in)\s+quest[oa]\s+(?:risposta|mail|e-mail|email|messaggio)\s+e\s*,?\s*(?:(?:da\s+domani|da\s+oggi|da\s+ora|a\s+breve)\s*,?\s*)?(?:anche\s+)?/iu;
/** ", e, da domani, anche": a moment of this case set off by commas. */
const MOMENT_ASIDE = /,\s*(?:da\s+domani|da\s+oggi|da\s+stasera)\s*,/giu;

export function withoutCaseMoments(text: string): string {
  let t = text.replace(THIS_REPLY_AND, ' ');
  t = t.replace(MOMENT_ASIDE, ',').replace(THING_OF_THE_DAY, '$1');
  const tonight = TONIGHT_THEN.exec(t) ?? FROM_NOW.exec(t);
  if (tonight && t.slice(tonight[0].length).split(/\s+/).length >= 3) t = capitalize(t.slice(tonight[0].length));
  return t;
}

/**
 * "Nel suo caso può farlo fino al 26 novembre.": a step that only gives this customer's own
 * date. Such a step goes when another one is left.
 */
const DAY_OF_MONTH = /\b\d{1,2}(?:\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)|\/\d{1,2})\b/iu;
const THEIR_CASE = /^(?:nel\s+(?:suo|tuo|vostro)\s+caso|per\s+lei|per\s+te|per\s+voi)\s*,?\s+/iu;
export function onlyTheirDate(step: string): boolean {
  const s = step.replace(/^\s*\d+[.)]\s*/, '');
  return THEIR_CASE.test(s) && DAY_OF_MONTH.test(s) && !/[>→"«“]/u.test(s);
}
