import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { DistillerError } from '../distillation/distiller';
import type { ModelRunner } from '../distillation/model-task';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { placementOf } from './gap-topic-placement';
import { GAP_TOPICS_POLICY, gapTopicsTask } from './gap-topics-task';
import { GAP_TOPICS_RUNNER } from './gap-topics-runner.provider';
import { GapsRepository } from './gaps.repository';
import type { GapQuestion } from './gaps.tables';

/** One id for every run: a gap recorded while a run is waiting joins it (BullMQ ignores an add whose id exists). */
export const ASSIGN_GAP_TOPICS_JOB_ID = 'assign-gap-topics';

export interface AssignReport {
  /** Model calls answered. */
  batches: number;
  placed: number;
  opened: number;
  left_out: number;
  /** Calls whose answer could not be used (invalid twice): their questions wait for the next run. */
  failed_batches: number;
}

/**
 * Gaps grouped by meaning (GAPS_TOPICS=model): recording a gap asks for a run of the
 * AssignGapTopics job a little later; the run puts every question without a topic into one, a
 * batch per model call (the questions of one product together), and writes each batch's answer
 * at once. The page never waits for it: what has no topic yet is grouped locally.
 */
@Injectable()
export class GapTopicsService {
  private readonly logger = new Logger(GapTopicsService.name);

  constructor(
    @Inject(GAP_TOPICS_RUNNER) private readonly runner: ModelRunner | null,
    private readonly repository: GapsRepository,
    private readonly usage: LlmUsageService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether a model groups the topics (GAPS_TOPICS=model, a model configured). */
  get byModel(): boolean {
    return this.runner !== null;
  }

  /** Asks for a run GAPS_TOPICS_DELAY_MS from now (none while one is waiting). Never throws: a lost request waits for the next gap or page view. */
  async requestRun(): Promise<void> {
    if (!this.runner) return;
    try {
      await this.jobs.enqueue({ name: JobName.AssignGapTopics, data: {} }, { jobId: ASSIGN_GAP_TOPICS_JOB_ID, delay: this.config.GAPS_TOPICS_DELAY_MS });
    } catch (error) {
      this.logger.warn(`Grouping the gaps by the model waits for the next request: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  @OnJob(JobName.AssignGapTopics)
  handleAssign(_data: JobData<JobName.AssignGapTopics>, job?: Job): Promise<AssignReport> {
    // The job id is always the same: its creation time and attempt tell the runs' calls apart in llm_usage.
    return this.assignUnplaced(job ? `${job.timestamp}-${job.attemptsMade + 1}` : `${Date.now()}`);
  }

  /**
   * Every question without a topic, a batch at a time, each asked about once per run (a question
   * that arrives meanwhile is taken too). A provider that is down fails the run (the job retries;
   * what was written stays); an answer the model cannot give leaves its batch for the next run.
   */
  async assignUnplaced(runKey: string): Promise<AssignReport> {
    const report: AssignReport = { batches: 0, placed: 0, opened: 0, left_out: 0, failed_batches: 0 };
    if (!this.runner) return report;
    const asked = new Set<number>();
    for (;;) {
      const pending = await this.repository.unplaced(this.config.GAPS_MAX_QUESTIONS, GAP_TOPICS_POLICY.maxAttempts, asked);
      if (pending.length === 0) return report;
      const product = pending[0]!.product;
      const batch = pending.filter((q) => q.product === product).slice(0, this.config.GAPS_TOPICS_BATCH);
      for (const q of batch) asked.add(q.id);
      await this.assignBatch(this.runner, batch, product, runKey, report);
    }
  }

  private async assignBatch(runner: ModelRunner, batch: Array<Pick<GapQuestion, 'id' | 'question'>>, product: string | null, runKey: string, report: AssignReport): Promise<void> {
    const topics = await this.repository.promptTopics(product, GAP_TOPICS_POLICY.shownTopics, GAP_TOPICS_POLICY.examples);
    const callKey = `gap-topics:${runKey}:${batch[0]!.id}-${batch[batch.length - 1]!.id}`;
    let result;
    try {
      result = await runner.run(gapTopicsTask({ product, topics, questions: batch.map((q) => q.question) }));
    } catch (error) {
      if (!(error instanceof DistillerError)) throw error;
      if (error.usage) await this.usage.record(`${callKey}:failed`, { role: 'gap_topics' }, error.usage);
      if (error.kind !== 'invalid_output') throw error;
      await this.repository.countAttempt(batch.map((q) => q.id));
      report.failed_batches++;
      this.logger.warn(`Gap questions ${batch[0]!.id}–${batch[batch.length - 1]!.id} stay without a topic for now: ${error.message}`);
      return;
    }
    if (result.usage) await this.usage.record(callKey, { role: 'gap_topics' }, result.usage);
    const placement = placementOf(result.value, batch.length, topics);
    for (const note of placement.notes) this.logger.warn(`Gap topics, questions ${batch[0]!.id}–${batch[batch.length - 1]!.id}: ${note}`);
    const ids = (indices: number[]) => indices.map((i) => batch[i]!.id);
    const written = await this.repository.place({
      product,
      model: result.model,
      join: placement.join.map((j) => ({ topicId: j.topicId, questionIds: ids(j.questions) })),
      open: placement.open.map((o) => ({ name: o.name, questionIds: ids(o.questions) })),
      leftOut: ids(placement.leftOut),
    });
    report.batches++;
    report.placed += written.placed;
    report.opened += written.opened;
    report.left_out += placement.leftOut.length;
  }
}
