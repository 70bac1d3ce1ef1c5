import { Command } from 'nest-commander';
import { z } from 'zod';
import { printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { readJsonl } from '../../common/jsonl';
import { zodIssues } from '../../common/zod';
import { IMPORT_ACTOR } from '../audit/audit.types';
import { UnitLifecycleService, type LearnOutcome } from './unit-lifecycle.service';

const lineSchema = z.object({
  question: z.string().trim().min(3).max(1500),
  unit_id: z.coerce.number().int().positive(),
});

@Command({
  name: 'aliases:learn',
  arguments: '<file>',
  description: 'Add real customer questions as learned phrases of approved units (JSONL: {"question","unit_id"})',
})
export class AliasesLearnCommand extends JsonCommandRunner() {
  constructor(private readonly lifecycle: UnitLifecycleService) {
    super();
  }

  async run([file]: string[], options: { json?: boolean }): Promise<void> {
    const counts: Record<LearnOutcome, number> = { learned: 0, duplicate: 0, unit_not_approved: 0, cap_reached: 0, empty: 0 };
    const errors: Array<{ line: number; error: string }> = [];
    const touched = new Set<number>();
    for await (const entry of readJsonl(file)) {
      const parsed = entry.error === undefined ? lineSchema.safeParse(entry.value) : undefined;
      if (!parsed?.success) {
        errors.push({ line: entry.line, error: entry.error ?? zodIssues(parsed!.error).map((i) => `${i.path}: ${i.message}`).join('; ') });
        continue;
      }
      const outcome = await this.lifecycle.learnPhrase(parsed.data.unit_id, parsed.data.question, 'cli', IMPORT_ACTOR);
      counts[outcome]++;
      if (outcome === 'learned') touched.add(parsed.data.unit_id);
      else if (outcome === 'unit_not_approved') errors.push({ line: entry.line, error: `unit ${parsed.data.unit_id} is not an approved unit` });
    }
    if (options.json) return printJson({ ...counts, units_reindexed: touched.size, errors });
    console.log(
      `Learned ${counts.learned} phrase(s) for ${touched.size} unit(s); ${counts.duplicate} duplicates, ` +
        `${counts.cap_reached} over the per-unit cap, ${errors.length} bad lines`,
    );
    for (const { line, error } of errors.slice(0, 20)) console.log(`  line ${line}: ${error}`);
  }
}
