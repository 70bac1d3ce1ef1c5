/**
 * How much a unit title still needs a reviewer's edit, read by its form only: a line cut with
 * "…", a quote left open, a bare number (an amount, a time, a count of one customer's case), a
 * shouted word, a line that opens on the writer's own past ("Ho cliccato…", "Mi sono rotto…"),
 * the object said twice ("la quota la calcola…"),
 * a line too short to say what is wrong. 0 is a title that stands; higher needs more work.
 * Used to choose, among the tickets of a unit, the one whose texts the unit shows.
 */

/** Quoted messages keep their numbers and capitals ("QR non valido – E31"). */
const QUOTED = /["«“][^"«»“”]*["»”]/gu;
/**
 * A number of one customer's case: after a preposition or article ("delle 19", "fermo a 71") or
 * before what it counts ("140 mq", "5 settimane"). A number naming a thing ("cassetto 2",
 * "Windows 11") or inside a code (E31, DEV-417, 4G) is a label, not a detail.
 */
const BARE_NUMBER =
  /(?:(?<![\p{L}\d_-])(?:a|da|di|su|in|per|con|tra|fra|delle|dalle|alle|della|dalla|alla|del|dal|al|il|la|le|i|gli|lo)\s+\d+(?:[.,:]\d+)?(?![\p{L}\d_-])|(?<![\p{L}\d_-])\d+(?:[.,:]\d+)?\s*(?:mq|m2|km|kg|gb|mb|euro|€|%|giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|or[ae]|minut[oi]|second[oi]|lezion[ei]|rat[ae]|copie|volte)(?![\p{L}]))/iu;
/**
 * A shouted word, not an acronym: five or more capitals with two vowels ending in a vowel, as
 * Italian words do ("COMPLETO", "SOSPESA"; "TARI", "IBAN", "INAIL" stay), or a short function
 * word or numeral in capitals ("NON", "DUE", "MAI").
 */
export const SHOUTED_WORD =
  /(?<![\p{L}\d_-])(?:(?=\p{Lu}*[AEIOUÀÈÉÌÒÙ]\p{Lu}*[AEIOUÀÈÉÌÒÙ])\p{Lu}{4,}[AEIOUÀÈÉÌÒÙ]|NON|DUE|TRE|MAI|PIÙ|ORA|SOLO|MIO|MIA)(?![\p{L}\d_-])/gu;
/** Quoted messages stay as the screen shows them; shouted words elsewhere in lower case. */
export function withoutShoutedWords(text: string): string {
  const parts = text.split(/(["«“][^"«»“”]*["»”])/u);
  return parts.map((part, i) => (i % 2 === 1 ? part : part.replace(SHOUTED_WORD, (w) => w.toLowerCase()))).join('');
}
/** The writer's own past as the opening: first-person auxiliary and a participle. */
const OWN_PAST = /^(?:(?:io|noi)\s+)?(?:ho|abbiamo|avevo|avevamo|mi\s+sono|ci\s+siamo)\s+(?:\p{L}+\s+)?\p{L}+(?:at[oaie]|it[oaie]|ut[oaie]|tt[oaie]|ss[oaie]|st[oaie])(?!\p{L})/iu;

/** The object said twice, spoken style: "la bolletta la pago", "il modulo lo trovo". */
const DISLOCATED = /^(?:il|lo|la|i|gli|le|l['’])\s*(?:\p{L}+\s+){1,2}(?:lo|la|li|le|l['’])\s*\p{L}+(?:o|a|ano|ono)(?!\p{L})/iu;

export function titleEdits(title: string): number {
  const t = title.trim();
  if (t.length === 0) return 5;
  let edits = 0;
  if (t.endsWith('…')) edits += 2;
  if ((t.match(/"/g)?.length ?? 0) % 2 === 1) edits += 2;
  const outside = t.replace(QUOTED, ' ');
  if (BARE_NUMBER.test(outside)) edits += 1;
  if (new RegExp(SHOUTED_WORD.source, 'u').test(outside)) edits += 1;
  if (OWN_PAST.test(t)) edits += 1;
  if (DISLOCATED.test(t)) edits += 1;
  const words = t.split(/[\s,;:.!?"«»“”()]+/u).filter((w) => w.length > 2);
  if (words.length < 2 || t.length < 15) edits += 1;
  return edits;
}

/**
 * What in a title belongs to one customer's story rather than to the problem others meet, read
 * by form: a name inside the line (a capitalised word after a lower-case one, outside quotes:
 * a pet, a person, a hall), the writer's kin ("mia sorella", "il mio vicino"), a pronoun standing
 * for someone named before ("a lei", "A lui non compare"), a line opening on the moment it
 * happens ("Quando…", "Se…", "Ogni volta che…") or on a pronoun pointing back ("Lo faccio e…"),
 * what others did to the writer ("Mi hanno fatto…"), a screen quoted by pointing at it ("guardate
 * l'immagine", "come vedete"), how long it has lasted ("da quasi un mese"), a long identifier,
 * a line too long to read at a glance. Each counts 1; 0 is a line that fits every ticket.
 * Used to choose between the subject and the problem's line, and among a unit's tickets.
 */
// (not before a figure: "Ridotto Over 30", "Piano Base 2" name an offer)
const INNER_NAME = /(?<=\p{Ll}[\p{Ll}'’]*\s+)\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?(?![\p{L}'’-])(?!\s*\d)/u;
const KIN = /\b(?:mi[oae]|tu[oae]|su[oae]|nostr[oaie])\s+(?:figli[oae]?|madre|padre|mamma|papà|marito|moglie|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|compagn[oa]|zi[oa]|nipot[ei]|vicin[oaie]|amic[oaie]|cagnolin[oa]|gatt[oaie]|can[ei])(?![\p{L}])/iu;
const STANDING_PRONOUN = /(?:^|\s)(?:a|per|di|da|con|su)?\s*(?:lei|lui|loro)(?![\p{L}])/iu;
const MOMENT_OPENER = /^(?:quando|se|appena|ogni\s+volta\s+che|da\s+quando|dopo\s+che)\s/iu;
/** "Lo faccio e…", "C'è scritto…", "non me lo fa scegliere": an object said before, not here. */
const POINTING_BACK = /^(?:lo|la|li|le)\s+\p{L}+o(?![\p{L}])|^(?:c['’]è|c['’]era)\s+scritto|\b(?:me|te|ce|ve)\s+l[oaie]\s+(?:fa|fanno|dà|danno)\b/iu;
const DONE_TO_WRITER = /^(?:mi|ci)\s+hanno\s/iu;
const POINTING_AT_SCREEN = /\b(?:guardate|guardi|vedete|come\s+vede|come\s+vedi)\b|\bimmagine\s+allegata\b/iu;
const HOW_LONG = /\bda\s+(?:quasi\s+|più\s+di\s+|oltre\s+)?(?:un|una|due|tre|qualche|\d+)\s+(?:giorn|settiman|mes|ann|or)\p{L}*/iu;
/** A long number or code of one case, or a clipped word of the writer's shorthand ("n.", "cod.", "pol."). */
const IDENTIFIER = /(?<![\p{L}\d])(?:\p{L}{1,4}-)*\p{L}{0,4}-?\d{4,}(?![\p{L}\d])|(?<![\p{L}.])\p{L}{1,4}\.\s+\S/iu;
/** Someone told the writer before ("il tecnico mi ha detto che…"; a screen that "dice" is the problem), a guess or a fear ("Temo che…"): hearsay, not what others meet. */
const HEARSAY = /\b(?:mi|ci)\s+(?:ha\s+detto|hanno\s+detto)\b|^(?:temo|credo|penso|ho\s+paura|ho\s+il\s+dubbio)\s+che\b/iu;
/** The hour of one case: "tutte le mattine", "di notte", "al mattino". */
const TIME_OF_DAY = /\b(?:tutt[ie]\s+le|ogni|al|alla|di|la)\s+(?:mattin[aoe]|sera|sere|notte|notti|pomeriggio|pomeriggi)\b/iu;
const LONG_LINE = 80;

export function caseDetails(title: string): number {
  return storyForms(title) + (title.trim().length > LONG_LINE ? 1 : 0);
}

/** How many of caseDetails' forms of one customer's story a text shows, whatever its length. */
export function storyForms(text: string): number {
  const outside = text.trim().replace(QUOTED, ' " ');
  const forms = [INNER_NAME, KIN, STANDING_PRONOUN, MOMENT_OPENER, POINTING_BACK, DONE_TO_WRITER, POINTING_AT_SCREEN, HOW_LONG, IDENTIFIER, HEARSAY, BARE_NUMBER, TIME_OF_DAY];
  return forms.filter((form) => form.test(outside)).length;
}
