import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { CliError } from '../../../cli/cli-output';

/**
 * The reference sets, as corpus/sets.json describes them: one folder each under corpus/, with
 * how it was written and since when each distiller path was tuned on it. "In-sample" is read
 * from here, never kept in a comment: a figure on a set whose `tuned_on` is set for the path
 * that made it is in-sample.
 */
const dateOrNull = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable();

const referenceSetSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  format: z.enum(['main', 'compact']),
  products: z.array(z.string()).min(1),
  tickets: z.number().int().positive(),
  questions: z.boolean().optional(),
  written: z.string(),
  written_on: dateOrNull,
  blind: z.boolean(),
  /** Since when the offline rules and the model's prompt were tuned on the set (null: never). */
  tuned_on: z.object({ rules: dateOrNull, model: dateOrNull }),
  role: z.string().optional(),
  checks: z
    .object({
      min_tickets: z.number().int().optional(),
      near_misses: z.array(z.tuple([z.string(), z.string()])).optional(),
      minimum: z.object({ oneOffs: z.number().int(), concessions: z.number().int(), unresolved: z.number().int() }).optional(),
      minimum_group_size: z.number().int().optional(),
      labels: z.array(z.string()).optional(),
    })
    .optional(),
});

export type ReferenceSet = z.infer<typeof referenceSetSchema>;
export type DistillerPath = keyof ReferenceSet['tuned_on'];

/** The set the demo and the evaluation commands read when none is named. */
export const DEFAULT_SET = 'main';

/** The repository's corpus/ folder: the nearest one up from this file (src/ or dist/src/), else the working directory's. */
export function corpusRoot(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'corpus', 'sets.json'))) return join(dir, 'corpus');
    if (dirname(dir) === dir) return resolve('corpus');
  }
}

let cached: ReferenceSet[] | undefined;

export function referenceSets(): ReferenceSet[] {
  if (cached) return cached;
  const path = join(corpusRoot(), 'sets.json');
  const parsed = z.object({ sets: z.array(referenceSetSchema).min(1) }).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  cached = parsed.data.sets;
  return cached;
}

export function referenceSet(name: string): ReferenceSet {
  const set = referenceSets().find((s) => s.name === name);
  if (!set) throw new CliError(`unknown reference set "${name}": corpus/sets.json has ${referenceSets().map((s) => s.name).join(', ')}`);
  return set;
}

export function setDir(name: string): string {
  return join(corpusRoot(), referenceSet(name).name);
}

/** How a figure on the set reads for one path: "in-sample for the rules (tuned on since …)" or "never tuned on for the model". */
export function sampleNote(set: ReferenceSet, path: DistillerPath): string {
  const since = set.tuned_on[path];
  const who = path === 'rules' ? 'the rules' : "the model's prompt";
  return since ? `in-sample: ${who} tuned on it since ${since}` : `never tuned on by ${who}`;
}

/** The folder a command reads: --corpus, else the named set's, else the default set's. */
export function corpusDirOf(options: { corpus?: string; set?: string }): string {
  if (options.corpus && options.set) throw new CliError('--corpus and --set go one at a time');
  if (options.set === 'all') throw new CliError('--set all: this command reads one set at a time');
  return options.corpus ?? setDir(options.set ?? DEFAULT_SET);
}
