import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { telemetryRegistry } from '../../common/telemetry';
import { JobQueue } from '../../queue/job-queue.service';
import { ChatStatsService } from '../chat/chat-stats.service';

let defaultMetricsOn = false;

/**
 * GET /metrics in the Prometheus text format. Measured in this process: HTTP latency by route
 * (HttpMetricsMiddleware), search stage timings (SearchService), Node's process metrics. Read at
 * each scrape: queue depth, running and failed jobs by queue (BullMQ, through JobQueue), and the
 * chat's outcomes, escalations and ratings from the database (ChatStatsService), so every API
 * process reports the same installation-wide totals (aggregate them with max(), not sum()).
 */
@Injectable()
export class PrometheusService {
  private readonly logger = new Logger(PrometheusService.name);
  /** This instance's scrape-time series; merged with the process-wide registry when rendering. */
  private readonly registry = new Registry();
  private readonly queueDepth = new Gauge({ name: 'distillo_queue_depth', help: 'Jobs waiting to run (waiting, prioritized, delayed) per queue.', labelNames: ['queue'] as const, registers: [this.registry] });
  private readonly queueActive = new Gauge({ name: 'distillo_queue_active_jobs', help: 'Jobs running now per queue.', labelNames: ['queue'] as const, registers: [this.registry] });
  private readonly queueFailed = new Gauge({ name: 'distillo_queue_failed_jobs', help: 'Failed jobs kept per queue (they stay until someone retries or removes them).', labelNames: ['queue'] as const, registers: [this.registry] });
  private readonly turns = new Counter({ name: 'distillo_chat_turns_total', help: 'Assistant turns by outcome (answered, suggested, declined), from chat_messages.', labelNames: ['outcome'] as const, registers: [this.registry] });
  private readonly escalations = new Counter({ name: 'distillo_chat_escalations_total', help: 'Conversations escalated to a person, from chat_escalations.', registers: [this.registry] });
  private readonly ratings = new Counter({ name: 'distillo_chat_ratings_total', help: 'Customer ratings of answers by value (helpful, unhelpful).', labelNames: ['value'] as const, registers: [this.registry] });
  private readonly sourceUp = new Gauge({ name: 'distillo_metrics_source_up', help: '1 when the last scrape could read the source (queue = Redis, database = MySQL), else 0.', labelNames: ['source'] as const, registers: [this.registry] });
  /** The last chat message counted: each scrape adds only the turns after it. */
  private lastMessageId = 0;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly jobs: JobQueue,
    private readonly chat: ChatStatsService,
  ) {
    if (!defaultMetricsOn) {
      collectDefaultMetrics({ register: telemetryRegistry });
      defaultMetricsOn = true;
    }
    this.zeroTurns();
  }

  /** Every outcome is exported from the start, at 0 (a series that appears later breaks rate()). */
  private zeroTurns(): void {
    for (const outcome of ['answered', 'suggested', 'declined']) this.turns.inc({ outcome }, 0);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  async render(): Promise<string> {
    // Concurrent scrapes share one refresh (the chat totals are incremental: counted once).
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = null));
    await this.refreshing;
    return Registry.merge([telemetryRegistry, this.registry]).metrics();
  }

  private async refresh(): Promise<void> {
    await Promise.all([this.refreshQueues(), this.refreshChat()]);
  }

  private async refreshQueues(): Promise<void> {
    try {
      const queues = await this.jobs.jobCounts();
      for (const { queue, counts } of queues) {
        this.queueDepth.set({ queue }, (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0));
        this.queueActive.set({ queue }, counts.active ?? 0);
        this.queueFailed.set({ queue }, counts.failed ?? 0);
      }
      this.sourceUp.set({ source: 'queue' }, 1);
    } catch (error) {
      // Stale figures would look like a quiet queue: none rather than old ones.
      this.queueDepth.reset();
      this.queueActive.reset();
      this.queueFailed.reset();
      this.sourceUp.set({ source: 'queue' }, 0);
      this.logger.warn(`Queue metrics unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async refreshChat(): Promise<void> {
    try {
      const [fresh, totals] = await Promise.all([this.chat.outcomesAfter(this.lastMessageId), this.chat.escalationAndRatingTotals()]);
      if (fresh.last_message_id < this.lastMessageId) {
        // The messages table was emptied (ids start again): a counter reset, which rate() understands.
        this.turns.reset();
        this.zeroTurns();
        this.lastMessageId = 0;
        return await this.refreshChat();
      }
      for (const { outcome, turns } of fresh.outcomes) this.turns.inc({ outcome }, turns);
      this.lastMessageId = fresh.last_message_id;
      // Small tables, counted whole: a counter that equals the row count (rows are only deleted by erasure).
      this.escalations.reset();
      this.escalations.inc(totals.escalations);
      this.ratings.reset();
      this.ratings.inc({ value: 'helpful' }, totals.helpful);
      this.ratings.inc({ value: 'unhelpful' }, totals.unhelpful);
      this.sourceUp.set({ source: 'database' }, 1);
    } catch (error) {
      this.sourceUp.set({ source: 'database' }, 0);
      this.logger.warn(`Chat metrics unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
