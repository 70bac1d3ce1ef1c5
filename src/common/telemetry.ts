import { Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry and the measurements made inside other modules' code (search
 * stages). It lives here, below the modules, so that the search module can observe into it without
 * depending on the metrics module (which depends on chat, which depends on search). GET /metrics
 * (src/modules/metrics) adds the HTTP, queue and chat series and renders the whole registry.
 */
export const telemetryRegistry = new Registry();

/** Search runs in a few milliseconds (README figures): buckets from 0.25 ms to 2.5 s. */
const SEARCH_BUCKETS = [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export const searchStageSeconds = new Histogram({
  name: 'distillo_search_stage_duration_seconds',
  help: 'Time spent in each stage of one search (embed, semantic, lexical, fuse, rerank; total = the whole search), in seconds.',
  labelNames: ['stage'] as const,
  buckets: SEARCH_BUCKETS,
  registers: [telemetryRegistry],
});

/** The stage timings SearchService measures (milliseconds), observed in seconds. */
export function observeSearchTimings(timings: Record<string, number>): void {
  for (const [key, ms] of Object.entries(timings)) {
    if (!key.endsWith('_ms') || !Number.isFinite(ms)) continue;
    searchStageSeconds.observe({ stage: key.slice(0, -3) }, ms / 1000);
  }
}
