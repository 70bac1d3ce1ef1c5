/**
 * Italian text toolkit shared by the lexical branch (MySQL/MariaDB FULLTEXT over a stemmed copy
 * of the text), the offline `local` embedder and the offline `local` reranker. Pure functions.
 *
 * NORMALISATION (one function, `normalizeText`, used everywhere so index and query agree)
 *  - NFKC first (full-width letters, ligatures, superscripts), then lower case;
 *  - accents are FOLDED (NFD, combining marks removed): "città" → "citta", "perché" → "perche",
 *    "è" → "e". Users often type without accents or with an apostrophe ("e'", "perche'"); the
 *    accent-insensitive MySQL collations (utf8mb4_0900_ai_ci, utf8mb4_unicode_ci) compare the
 *    same way, and because `stemmedText` emits ASCII-folded stems the FULLTEXT index no longer
 *    depends on the column's collation at all. Folding happens BEFORE stemming, so "citta" and
 *    "città" get the same stem by construction (Snowball's Italian stemmer copes with unaccented
 *    input: "attivita" and "attività" both give "attiv").
 *  - apostrophes split words ("dell'acqua" → "dell", "acqua"; "c'è" → "c", "e"), as do all
 *    other non-alphanumeric characters, except inside codes.
 *
 * CODES (`extractCodes`): error codes, identifiers and versions stay single tokens, lower-cased,
 * separators kept: "E-4021" → "e-4021", "ERR_502" → "err_502", "0x1F" → "0x1f", "4.2.1" → "4.2.1",
 * "v2.3" → "v2.3", "A1234" → "a1234". A code is (a) digits joined by dots (versions, dotted
 * numbers: at least two groups), optionally after "v"; or (b) letter/digit runs joined by "-" or
 * "_" that contain a digit and either a letter or a separator ("e-4021", "err_502",
 * "2015-03-01", "covid-19", "a1234", "0x1f"). Letter-only words with hyphens ("e-mail") and plain
 * numbers ("2015", "62") are not codes. `codeKey` gives a code's single-token form for indexes
 * that split on punctuation ("e-4021" → "e_4021", "4.2.1" → "4_2_1"): InnoDB/Aria treat "_" as a
 * word character, "-" and "." as separators.
 *
 * STEMMING: Snowball Italian (snowball-stemmers), cached. What it really does, checked in the
 * spec: inflections conflate ("bolletta"/"bollette" → "bollett", "contatore"/"contatori" →
 * "contator", "pagare"/"pagamento"/"pagato" → "pag", "allacciamento"/"allaccio" → "allacc"),
 * but derivations across the verb/noun boundary often do NOT: "accedere" → "acced" while
 * "accesso" → "access"; "bollettino" → "bollettin" ≠ "bollett". The embedder's character n-grams
 * cover part of that gap ("acce", "cces").
 */
import { newStemmer } from 'snowball-stemmers';

/**
 * Snowball's Italian stop list (snowball.tartarus.org/algorithms/italian/stop.txt), accents
 * folded, plus the elided / apocopated forms that apostrophe splitting produces ("dell", "nell",
 * "quest", "c", "d", "l", "un", "po"), a few common forms missing from it (conjunctions and
 * adverbs: "oppure", "pero", "quindi", "anche", "gia", "solo"), and the infinitives of the
 * auxiliaries. Content words people search for ("fattura", "pagare") are never here; "non" is a
 * stop word (as in Snowball) — negation is a poor lexical signal.
 */
const SNOWBALL_IT = `
ad al allo ai agli all agl alla alle con col coi da dal dallo dai dagli dall dagl dalla dalle
di del dello dei degli dell degl della delle in nel nello nei negli nell negl nella nelle su sul
sullo sui sugli sull sugl sulla sulle per tra contro io tu lui lei noi voi loro mio mia miei mie
tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre mi ti
ci vi lo la li le gli ne il un uno una ma ed se perché anche come dov dove che chi cui non più
quale quanto quanti quanta quante quello quelli quella quelle questo questi questa queste si
tutto tutti a c e i l o ho hai ha abbiamo avete hanno abbia abbiate abbiano avrò avrai avrà
avremo avrete avranno avrei avresti avrebbe avremmo avreste avrebbero avevo avevi aveva avevamo
avevate avevano ebbi avesti ebbe avemmo aveste ebbero avessi avesse avessimo avessero avendo
avuto avuta avuti avute sono sei è siamo siete sia siate siano sarò sarai sarà saremo sarete
saranno sarei saresti sarebbe saremmo sareste sarebbero ero eri era eravamo eravate erano fui
fosti fu fummo foste furono fossi fosse fossimo fossero essendo faccio fai facciamo fanno faccia
facciate facciano farò farai farà faremo farete faranno farei faresti farebbe faremmo fareste
farebbero facevo facevi faceva facevamo facevate facevano feci facesti fece facemmo faceste
fecero facessi facesse facessimo facessero facendo sto stai sta stiamo stanno stia stiate stiano
starò starai starà staremo starete staranno starei staresti starebbe staremmo stareste
starebbero stavo stavi stava stavamo stavate stavano stetti stesti stette stemmo steste stettero
stessi stesse stessimo stessero stando`;

const EXTRA_IT = `
d n s t m v un quest quell nessun qualcun alcun po gl fra
essere avere stare stato stata stati state
oppure pero quindi inoltre infatti ovvero cioe ossia invece poi allora mentre dunque pure
gia solo ancora sempre molto poco troppo tanto cosi qui qua li la
ogni altro altra altri altre stesso stessa
`;

/** Accent-folded, lower-case stop words (see above). */
export const ITALIAN_STOPWORDS: ReadonlySet<string> = new Set(
  `${SNOWBALL_IT} ${EXTRA_IT}`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => foldAccents(w.toLowerCase())),
);

/**
 * Conversational filler common in user QUESTIONS and rare in knowledge text ("salve, vorrei
 * sapere come posso…"). Not stop words for documents; the query side may drop them (it measurably
 * helps lexical search on real queries, because their document frequency is low and BM25 would
 * give them a high weight). Accent-folded, unstemmed.
 */
export const ITALIAN_QUERY_FILLER: ReadonlySet<string> = new Set(
  `salve buongiorno buonasera ciao gentili gentile grazie cortesemente prego per favore
   vorrei volevo vorremmo desidero desideravo sapere chiedere chiedo domanda domando
   posso puo possiamo possono potrei potrebbe potete devo deve dobbiamo devono dovrei dovrebbe
   bisogna occorre serve servono
   cosa fare faccio fa si qual quali quale quando perche come mai dove chi
   qualcuno qualcosa buon giorno sera`
    .split(/\s+/)
    .filter(Boolean),
);

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

/** Removes combining marks after canonical decomposition, then recomposes (NFC). */
export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/** NFKC, lower case, accents folded. Every tokenizer path starts here. */
export function normalizeText(text: string): string {
  return foldAccents(text.normalize('NFKC').toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

/**
 * One alternation, applied to normalised text. Group 1: dotted numbers / versions (v4.2.1,
 * 800.085.853); group 2: runs joined by - or _ with a digit somewhere. The look-arounds stop a
 * match from starting or ending inside a word, and the look-ahead skips runs without a digit
 * cheaply (most words). Bounded repetitions keep it linear.
 */
const CODE_RE =
  /(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_.-]{0,400}?\p{N})(?:(v?\d{1,12}(?:\.\d{1,12}){1,8})|([\p{L}\p{N}]{1,40}(?:[-_][\p{L}\p{N}]{1,40}){0,8}))(?![\p{L}\p{N}_]|[-./][\p{L}\p{N}])/gu;

const HAS_DIGIT = /\p{N}/u;

function isIdentifierCode(s: string): boolean {
  if (!HAS_DIGIT.test(s)) return false; // a code has a digit
  if (/[-_]/.test(s)) return true; // e-4021, err_502, 2015-03-01, covid-19
  return /\p{L}/u.test(s); // a1234, 0x1f, mp3 (letters and digits mixed in one run)
}

/** The codes in `text`, normalised (lower case, accents folded), in order, duplicates kept. */
export function extractCodes(text: string): string[] {
  return tokenize(text).filter(isCode);
}

/** True for a token `tokenize` produced from a code. */
export function isCode(token: string): boolean {
  if (!HAS_DIGIT.test(token)) return false;
  if (/^v?\d+(?:\.\d+)+$/.test(token)) return true;
  return /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u.test(token) && isIdentifierCode(token);
}

/** A code as ONE word for FULLTEXT parsers that split on "-", "." and "/": "e-4021" → "e_4021". */
export function codeKey(code: string): string {
  return code.replace(/[-./]/g, '_');
}

// ---------------------------------------------------------------------------------------------
// Tokens, stems, analysis
// ---------------------------------------------------------------------------------------------

/** A code (as CODE_RE) or, failing that, a plain alphanumeric run: one left-to-right scan. */
const TOKEN_RE = new RegExp(`${CODE_RE.source}|[\\p{L}\\p{N}]+`, 'gu');

/**
 * Normalised tokens in text order: codes whole, everything else split on non-alphanumerics
 * (apostrophes included). Nothing is removed here (stop words, short tokens stay).
 */
export function tokenize(text: string): string[] {
  const norm = normalizeText(text);
  const out: string[] = [];
  const re = HAS_DIGIT.test(norm) ? TOKEN_RE : WORD_ONLY_RE;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(norm)) !== null) {
    const t = m[0];
    // a code-shaped match that is not a code is a digit run, i.e. a plain word anyway
    if (m[2] !== undefined && !isIdentifierCode(t)) {
      for (const w of t.match(WORD_RE) ?? []) out.push(w);
    } else out.push(t);
  }
  return out;
}

const WORD_RE = /[\p{L}\p{N}]+/gu;
const WORD_ONLY_RE = /[\p{L}\p{N}]+/gu;

const stemmer = newStemmer('italian');
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_MAX = 200_000;

/**
 * Snowball Italian stem of one normalised word (lower case, accents already folded). Codes and
 * numbers come back unchanged. Cached (bounded: cleared when it reaches 200k entries).
 */
export function stemItalian(word: string): string {
  let s = STEM_CACHE.get(word);
  if (s !== undefined) return s;
  if (/\d/.test(word) || !/^\p{L}+$/u.test(word)) s = word;
  else s = foldAccents(stemmer.stem(word));
  if (STEM_CACHE.size >= STEM_CACHE_MAX) STEM_CACHE.clear();
  STEM_CACHE.set(word, s);
  return s;
}

export interface AnalyzeOptions {
  /** Also drop ITALIAN_QUERY_FILLER words (query side). Default false. */
  dropQueryFiller?: boolean;
  /** Shortest term kept (codes are always kept). Default 2. */
  minLength?: number;
}

/** Stems of the content words of `text`, in order: stop words removed, codes kept verbatim. */
export function analyze(text: string, opts: AnalyzeOptions = {}): string[] {
  const minLength = opts.minLength ?? 2;
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (isCode(t)) {
      out.push(t);
      continue;
    }
    if (ITALIAN_STOPWORDS.has(t)) continue;
    if (opts.dropQueryFiller && ITALIAN_QUERY_FILLER.has(t)) continue;
    const s = stemItalian(t);
    if (s.length >= minLength) out.push(s);
  }
  return out;
}

/**
 * The stemmed copy of a text for the FULLTEXT index (column `content_stemmed`): space-separated
 * stems of the content words (stop words removed, terms shorter than 3 characters dropped since
 * InnoDB's innodb_ft_min_token_size = 3 would ignore them anyway), and every code twice: verbatim
 * ("e-4021", found by the quoted phrase) and as one word ("e_4021", indexed even where the
 * parts are shorter than the minimum token size, as in "4.2.1" → "4_2_1").
 * Query with `buildBooleanQuery` (fulltext-query.ts), which produces the same forms.
 */
export function stemmedText(text: string): string {
  const out: string[] = [];
  for (const t of analyze(text, { minLength: 3 })) {
    if (isCode(t)) {
      if (t.length < 3) continue; // "0a": nothing InnoDB would index
      const key = codeKey(t);
      out.push(t);
      if (key !== t) out.push(key);
    } else out.push(t);
  }
  return out.join(' ');
}
