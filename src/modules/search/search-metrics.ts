import { Gauge } from 'prom-client';
import { telemetryRegistry } from '../../common/telemetry';

/**
 * What kb:cluster measured of the index this process serves, in GET /metrics: a recall that falls
 * below its target (new data, another embedder) shows on a dashboard instead of silently.
 */
const nprobe = new Gauge({
  name: 'distillo_search_nprobe',
  help: 'IVF lists each search probes, as kb:cluster chose them by measurement (0: every code is scanned exactly; SEARCH_NPROBE overrides it).',
  registers: [telemetryRegistry],
});
const clusters = new Gauge({ name: 'distillo_search_index_clusters', help: 'IVF lists (K) of the served index; 0: exact scan.', registers: [telemetryRegistry] });
const recall = new Gauge({
  name: 'distillo_search_measured_recall',
  help: 'Recall@10 of the semantic branch against the exact float scan, measured by kb:cluster at the chosen nprobe on question-like queries (stored chunks moved to SEARCH_RECALL_QUESTION_COSINE from themselves; absent: not measured).',
  registers: [telemetryRegistry],
});
const target = new Gauge({ name: 'distillo_search_recall_target', help: 'SEARCH_TARGET_RECALL when kb:cluster measured the index.', registers: [telemetryRegistry] });

/** Called whenever a process loads an index version. */
export function reportIndexQuality(index: { exactScan: boolean; nprobe: number; clusters: number; measuredRecall: number | null; recallTarget: number | null }): void {
  nprobe.set(index.exactScan ? 0 : index.nprobe);
  clusters.set(index.exactScan ? 0 : index.clusters);
  if (index.measuredRecall === null) recall.reset();
  else recall.set(index.measuredRecall);
  if (index.recallTarget === null) target.reset();
  else target.set(index.recallTarget);
}
