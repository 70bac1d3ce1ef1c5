/**
 * A user question → a MySQL/MariaDB `MATCH(content, content_stemmed) AGAINST(? IN BOOLEAN MODE)`
 * string. Pure.
 *
 * WHAT IT PRODUCES
 *  - content words: lower-cased, accent-folded, stop words removed, Snowball-stemmed. NOT
 *    truncated by default: the stemmed column already conflates inflections ("bollett" is in it
 *    for "bolletta"/"bollette"), and `stem*` only adds prefix noise ("pag*" also hits "pagina")
 *    and counts raw-column prefixes on top. Measured on MariaDB 10.11 with the QA4FAQ units
 *    indexed like `chunks.ts` does: hit@1 0.253 → 0.298 (hit@3 0.460 → 0.484) without `*`;
 *    `truncateMinLength` turns it back on. Stems shorter than 3 characters are dropped: InnoDB's
 *    innodb_ft_min_token_size (default 3) never indexes them.
 *  - codes (E-4021, ERR_502, 0x1F, 4.2.1, A1234): exact, never truncated. A code with "-" or "."
 *    becomes a quoted phrase of its verbatim form ("e-4021": unquoted, `e-4021*` would read as
 *    "e, but NOT 4021*") AND its one-word key `e_4021`, which `stemmedText` writes into
 *    `content_stemmed` (InnoDB splits words at "-" and "." but not at "_", so the key is one
 *    indexed token even when the parts are shorter than the minimum token size, as in 4.2.1).
 *    Codes without such separators (err_502, 0x1f, a1234) are plain terms. Checked on MariaDB
 *    10.11: `E-4021*` and `e-4021` find nothing; `"e-4021"` finds it but also a bare "4021"
 *    (the "e" is below the minimum token size); `e_4021` finds exactly it; `"4.2.1"` finds
 *    nothing, `4_2_1` finds it. Phrase + key rank the exact code first.
 *  - OR semantics: no `+` anywhere. Questions are full of words the answer does not contain
 *    ("non riesco a…", typos, greetings): requiring every term would empty the result, and
 *    requiring the codes would lose the unit when a customer mistypes one. Relevance ranking
 *    does the work; the local reranker lifts exact code matches afterwards.
 *  - at most 12 items: codes first, then the longest (most specific) stems; output in question
 *    order. Conversational filler ("vorrei", "sapere", "posso", "salve") is dropped when other
 *    words remain.
 *
 * SAFETY: user text never becomes an operator. Only letters and digits reach the query as terms
 * (every one of + - " * ( ) ~ < > @ and any other punctuation is a separator); the only quotes and
 * `*` are the ones this function writes, and quoted phrases contain letters, digits, "-", "_"
 * and "." only. Input beyond 4000 characters is ignored. Null when nothing searchable is left
 * (only stop words, only punctuation or emoji, only 1–2 letter words).
 */
import { ITALIAN_QUERY_FILLER, ITALIAN_STOPWORDS, codeKey, isCode, stemItalian, tokenize } from './italian';

export interface BooleanQuery {
  /** The AGAINST(... IN BOOLEAN MODE) string. */
  query: string;
  /** Single-word terms, without operators (stems and code keys). */
  terms: string[];
  /** Quoted phrases, without quotes (codes with "-" or "."). */
  phrases: string[];
}

export interface BooleanQueryOptions {
  /** Most terms + phrases in the query. Default 12. */
  maxItems?: number;
  /** Append `*` to stems of at least this length. Default Infinity (never: see above). */
  truncateMinLength?: number;
  /** Drop conversational filler when other words remain. Default true. */
  dropFiller?: boolean;
}

/** InnoDB's default innodb_ft_min_token_size: shorter words are never indexed. */
export const FT_MIN_TOKEN = 3;
/** InnoDB's innodb_ft_max_token_size: longer words are never indexed. */
export const FT_MAX_TOKEN = 84;
const MAX_INPUT = 4000;

interface Item {
  kind: 'phrase' | 'code' | 'stem';
  text: string;
  position: number;
}

export function buildBooleanQuery(question: string, options: BooleanQueryOptions = {}): BooleanQuery | null {
  const maxItems = options.maxItems ?? 12;
  const truncateMin = options.truncateMinLength ?? Number.POSITIVE_INFINITY;
  const dropFiller = options.dropFiller ?? true;

  const tokens = tokenize(String(question ?? '').slice(0, MAX_INPUT));
  const codes: Item[] = [];
  const words: Item[] = [];
  const filler: Item[] = [];
  const seen = new Set<string>();
  tokens.forEach((t, position) => {
    if (isCode(t)) {
      if (t.length > FT_MAX_TOKEN) return;
      const key = codeKey(t);
      if (key !== t && !seen.has(`p:${t}`)) {
        seen.add(`p:${t}`);
        codes.push({ kind: 'phrase', text: t, position });
      }
      if (key.length >= FT_MIN_TOKEN && !seen.has(`t:${key}`)) {
        seen.add(`t:${key}`);
        codes.push({ kind: 'code', text: key, position });
      }
      return;
    }
    if (ITALIAN_STOPWORDS.has(t)) return;
    const stem = stemItalian(t);
    if (stem.length < FT_MIN_TOKEN || stem.length > FT_MAX_TOKEN || seen.has(`t:${stem}`)) return;
    seen.add(`t:${stem}`);
    (dropFiller && ITALIAN_QUERY_FILLER.has(t) ? filler : words).push({ kind: 'stem', text: stem, position });
  });

  const content = words.length > 0 || codes.length > 0 ? words : filler;
  // codes first, then the longest stems (ties: earlier first)
  const byLength = [...content].sort((a, b) => b.text.length - a.text.length || a.position - b.position);
  const chosen = [...codes, ...byLength].slice(0, Math.max(0, maxItems));
  if (chosen.length === 0) return null;
  chosen.sort((a, b) => a.position - b.position || rank(a) - rank(b));

  const parts: string[] = [];
  const terms: string[] = [];
  const phrases: string[] = [];
  for (const item of chosen) {
    if (item.kind === 'phrase') {
      phrases.push(item.text);
      parts.push(`"${item.text}"`);
    } else if (item.kind === 'code' || /^\d+$/.test(item.text)) {
      terms.push(item.text);
      parts.push(item.text);
    } else {
      terms.push(item.text);
      parts.push(item.text.length >= truncateMin ? `${item.text}*` : item.text);
    }
  }
  return { query: parts.join(' '), terms, phrases };
}

function rank(item: Item): number {
  return item.kind === 'phrase' ? 0 : item.kind === 'code' ? 1 : 2;
}
