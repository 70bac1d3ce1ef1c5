import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { synthesize } from '../knowledge/unit-synthesis';
import { UnitWritingService } from '../knowledge/unit-writing.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { DistillerError } from './distiller';
import type { ModelRunner } from './model-task';
import { MODEL_RUNNER } from './model-runner.provider';
import { synthesizedFromAnswer, unitSynthesisTask } from './unit-synthesis-task';

export type WriteUnitResult = { status: 'no-model' | 'not-due' | 'moved-on' | 'written' } | { status: 'left-local'; reason: string };

/**
 * With a model, a unit of several tickets is written by the model from all their readings
 * (unit-synthesis-task.ts), after the local synthesis gave it a first text. Asked for after each
 * change of its tickets, a little later (DISTILL_WRITE_UNIT_DELAY_MS), so a burst of tickets
 * costs one call; a job for readings that changed meanwhile does nothing (the newer job writes).
 */
@Injectable()
export class UnitWriterService {
  private readonly logger = new Logger(UnitWriterService.name);
  /** The model, when it writes units (a model is configured and DISTILL_WRITE_UNITS=model). */
  private readonly runner: ModelRunner | null;

  constructor(
    @Inject(MODEL_RUNNER) runner: ModelRunner | null,
    private readonly writing: UnitWritingService,
    private readonly usage: LlmUsageService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.runner = config.DISTILL_WRITE_UNITS === 'model' ? runner : null;
  }

  /** Asks for the units the last distillation changed (after its transaction). A lost enqueue only leaves the local text. */
  async requestWriting(due: ReadonlyMap<number, string>): Promise<void> {
    if (!this.runner || due.size === 0) return;
    for (const [unitId, readingsKey] of due) {
      try {
        await this.jobs.enqueue(
          { name: JobName.WriteUnit, data: { unitId, readingsKey } },
          { jobId: `write-unit-${unitId}-${readingsKey.slice(0, 24)}`, delay: this.config.DISTILL_WRITE_UNIT_DELAY_MS, removeOnComplete: true },
        );
      } catch (error) {
        this.logger.warn(`Unit ${unitId} keeps its local text for now: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  @OnJob(JobName.WriteUnit)
  async handleWriteUnit(data: JobData<JobName.WriteUnit>, job?: Job): Promise<WriteUnitResult> {
    if (!this.runner) return { status: 'no-model' };
    const readings = await this.writing.readingsToWrite(data.unitId, data.readingsKey);
    if (!readings) return { status: 'not-due' };
    const callKey = `synthesis:${data.unitId}:${data.readingsKey.slice(0, 16)}:${(job?.attemptsMade ?? 0) + 1}`;
    let result;
    try {
      result = await this.runner.run(unitSynthesisTask(readings));
    } catch (error) {
      if (!(error instanceof DistillerError)) throw error;
      if (error.usage) await this.usage.record(callKey, { role: 'synthesis' }, error.usage);
      if (error.retryable && error.kind !== 'invalid_output') throw error;
      this.logger.warn(`Unit ${data.unitId} keeps its local text: ${error.message}`);
      return { status: 'left-local', reason: error.message };
    }
    if (result.usage) await this.usage.record(callKey, { role: 'synthesis' }, result.usage);
    const { title, problem, symptoms, cause, solution, applicability, search_phrases } = synthesizedFromAnswer(result.value, synthesize(readings).text);
    const stored = await this.writing.storeWritten(
      data.unitId,
      data.readingsKey,
      { title, problem, symptoms, cause, solution, applicability, search_phrases },
      result.value.alternatives,
      result.model,
    );
    return { status: stored ? 'written' : 'moved-on' };
  }
}
