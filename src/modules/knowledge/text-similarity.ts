/**
 * Text similarity for Italian support text, on normalised words: lower-cased, accents folded,
 * stopwords dropped, each word cut to a 6-letter prefix (a cheap stemmer: "accedere" and
 * "accesso" share "acce", "fattura"/"fatture" share "fattur"). Similarity is the cosine of the
 * two prefix-count vectors: O(n) in the text length, unlike similar_text's O(n³).
 * Pure: no framework imports.
 */

const STOPWORDS = new Set(
  (
    'a ad al allo ai agli all alla alle anche ancora avere abbiamo ho ha hanno che chi ci come con col così da dal dallo dai ' +
    'dagli dall dalla dalle del dello dei degli dell della delle di dove e ed è era essere fa fare gli ha il in io la le lei ' +
    'li lo loro lui ma mi mia mio ne nei nel nello negli nell nella nelle no non noi o per perché più poi può quando quale ' +
    'quello questa questo qui se sei si sia siamo sono su sua sue sui sul sullo sugli sull sulla sulle suo ti tra tu tutti ' +
    'tutto un una uno vi voi già solo ora stato stata fatto molto sempre mai dopo prima oggi ieri salve buongiorno buonasera ' +
    'grazie cordiali saluti gentili ciao ok'
  ).split(/\s+/),
);

export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOPWORDS.has(word));
}

export function prefixCounts(text: string, prefixLength = 6): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of normalizeWords(text)) {
    const key = word.slice(0, prefixLength);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function cosine(a: Map<string, number>, b: Map<string, number>, weight: (term: string) => number = () => 1): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [term, count] of a) {
    const w = count * weight(term);
    normA += w * w;
    const other = b.get(term);
    if (other !== undefined) dot += w * other * weight(term);
  }
  for (const [term, count] of b) {
    const w = count * weight(term);
    normB += w * w;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** 0..1: how much two texts say the same thing, word-wise. */
export function textSimilarity(a: string, b: string): number {
  return cosine(prefixCounts(a), prefixCounts(b));
}
