import type { Category } from '../../tickets/ticket.dto';
import { CATEGORY_KEYWORDS } from './lexicon';

const CATEGORY_PATTERNS = (Object.entries(CATEGORY_KEYWORDS) as [Category, ReadonlyArray<readonly [string, number]>][]).map(
  ([category, keywords]) =>
    [
      category,
      keywords.map(([kw, weight]) => [new RegExp(`(?:^|[^\\p{L}\\p{N}])${kw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu'), weight] as const),
    ] as const,
);

export function categoryByKeywords(subject: string, customerText: string): Category {
  let best: Category = 'altro';
  let bestScore = 0;
  for (const [category, keywords] of CATEGORY_PATTERNS) {
    let score = 0;
    for (const [re, weight] of keywords) {
      if (re.test(subject)) score += 2 * weight;
      if (re.test(customerText)) score += weight;
    }
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  // A single weak keyword is not evidence.
  return bestScore >= 2 ? best : 'altro';
}
