import { createHash } from 'node:crypto';
import { normalizeWords } from './text-similarity';

/**
 * The exact-duplicate key of a unit: product + category + the sorted, unique 6-letter prefixes
 * of the problem's words of 5+ letters, first 6 of them, hashed with sha256.
 * The product is part of the key (the seed design had category only): the same words in two
 * products are two problems with two fixes, and a unit must never serve the other product.
 */
export function dedupKey(product: string | null, category: string, problem: string): string {
  const prefixes = [...new Set(normalizeWords(problem).filter((w) => w.length >= 5).map((w) => w.slice(0, 6)))]
    .sort()
    .slice(0, 6);
  return createHash('sha256')
    .update(`${product ?? ''}|${category}|${prefixes.join(' ')}`)
    .digest('hex');
}
