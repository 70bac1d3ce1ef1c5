import { DistillerError } from '../../distillation/distiller';
import type { ModelRunner } from '../../distillation/model-task';
import { placementOf, TopicBoard } from '../gap-topic-placement';
import { gapTopicsTask } from '../gap-topics-task';
import { clusterByAverageLinkage } from '../topic-clustering';

export interface ModelTopicsRun {
  /** Topics as the page shows them: the model's, then the local clustering of what it left unplaced (indices into the questions). */
  clusters: number[][];
  /** The model's topics by name, with their questions (indices). */
  named: Array<{ name: string; questions: number[] }>;
  calls: number;
  /** Calls with no usable answer: an error, or (recorded answers) a request not recorded yet. */
  failed: Array<{ batch: number[]; error: string }>;
  /** Batches never asked because an earlier batch of their product failed (they would be shown its topics). */
  skipped: number;
  unplaced: number;
  input_tokens: number;
  output_tokens: number;
}

/**
 * The job's grouping (GapTopicsService.assignUnplaced) run in memory on one set: the questions in
 * order, a batch of up to `batchSize` of one product per call, each batch shown the topics the
 * earlier ones opened; what stays unplaced is grouped by the local clustering, as the page does.
 */
export async function groupByModel(
  runner: ModelRunner,
  questions: readonly string[],
  products: ReadonlyArray<string | null>,
  batchSize: number,
  local: { vectors: Float32Array[]; threshold: number },
): Promise<ModelTopicsRun> {
  const board = new TopicBoard(questions, products);
  const asked = new Set<number>();
  const blocked = new Set<string | null>();
  const run: ModelTopicsRun = { clusters: [], named: [], calls: 0, failed: [], skipped: 0, unplaced: 0, input_tokens: 0, output_tokens: 0 };
  for (;;) {
    const pending = questions.map((_, i) => i).filter((i) => !asked.has(i));
    if (pending.length === 0) break;
    const product = products[pending[0]!] ?? null;
    const batch = pending.filter((i) => (products[i] ?? null) === product).slice(0, batchSize);
    for (const i of batch) asked.add(i);
    if (blocked.has(product)) {
      run.skipped++;
      continue;
    }
    const shown = board.shown(product);
    run.calls++;
    try {
      const result = await runner.run(gapTopicsTask({ product, topics: shown, questions: batch.map((i) => questions[i]!) }));
      run.input_tokens += (result.usage?.input_tokens ?? 0) + (result.usage?.cache_read_tokens ?? 0) + (result.usage?.cache_write_tokens ?? 0);
      run.output_tokens += result.usage?.output_tokens ?? 0;
      board.apply(batch, placementOf(result.value, batch.length, shown));
    } catch (error) {
      if (!(error instanceof DistillerError)) throw error;
      run.failed.push({ batch, error: error.message });
      blocked.add(product);
    }
  }
  const unplaced = board.unplaced();
  const localClusters = clusterByAverageLinkage(unplaced.map((i) => local.vectors[i]!), local.threshold).map((members) => members.map((k) => unplaced[k]!));
  run.named = [...board.topics.values()].filter((t) => t.members.length > 0).map((t) => ({ name: t.name, questions: [...t.members] }));
  run.clusters = [...run.named.map((t) => t.questions), ...localClusters];
  run.unplaced = unplaced.length;
  return run;
}
