import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Ticket } from '../../database/database.types';
import { retryOn } from '../../database/retry';
import { dedupKey, textSimilarity } from '../../lib/text/comparison';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import type { DistillScope, TicketSource } from '../knowledge/distill-scope';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import type { Unit } from '../knowledge/unit.types';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { containsPii } from '../pii/redact';
import { TicketsService } from '../tickets/tickets.service';
import { bestParaphrase, discardReason, DISTILL_POLICY } from './distill-policy';
import { DISTILLER, DistillerError, type Distiller, type DistillOutput } from './distiller';
import { buildTranscript } from './transcript';

export type DistillResult =
  | { status: 'ticket-gone' | 'stale' | 'already-done' }
  | { status: 'discarded'; reason: string }
  | { status: 'created'; unit_id: number; suggested_merge_with: number | null }
  | { status: 'joined'; unit_id: number; link: 'exact' | 'paraphrase'; conflict: boolean }
  | { status: 'already-linked'; unit_id: number };

const MAX_TRANSACTION_RETRIES = 4;

/**
 * The DistillTicket job: redacted transcript → distiller → discard, or a new unit, or one more
 * ticket on an existing unit (exact key or near-paraphrase), or a conflict on an approved unit.
 * The ticket↔unit link is the idempotency key: however often the job runs, a ticket counts once.
 */
@Injectable()
export class DistillationService {
  private readonly logger = new Logger(DistillationService.name);

  constructor(
    private readonly tickets: TicketsService,
    private readonly lifecycle: UnitLifecycleService,
    @Inject(DISTILLER) private readonly distiller: Distiller,
    private readonly usage: LlmUsageService,
  ) {}

  @OnJob(JobName.DistillTicket)
  async handleDistillTicket(data: JobData<JobName.DistillTicket>, job?: Job): Promise<DistillResult> {
    const ticket = await this.tickets.findById(data.ticketId);
    if (!ticket) return { status: 'ticket-gone' };
    // An older job for content that has since changed: the newer job does the work.
    if (ticket.content_hash !== data.contentHash) return { status: 'stale' };
    if (ticket.kb_status === 'distilled' || ticket.kb_status === 'not_distillable') return { status: 'already-done' };

    await this.tickets.countDistillAttempt(ticket.id);
    const messages = await this.tickets.findMessages(ticket.id, ['public', 'internal']);
    const { input } = buildTranscript(ticket, messages);

    // One key per attempt (the counter was just incremented): a billed call is recorded once.
    const callKey = `distill:${ticket.id}:${ticket.distill_attempts + 1}`;
    let output: DistillOutput;
    try {
      output = await this.distiller.distill(input);
    } catch (error) {
      if (error instanceof DistillerError && error.usage) await this.usage.record(callKey, { role: 'distill', ticketId: ticket.id }, error.usage);
      return this.failAttempt(ticket, job, error, 'distiller');
    }
    if (output.usage) await this.usage.record(callKey, { role: 'distill', ticketId: ticket.id }, output.usage);

    const reason = discardReason(output.unit);
    if (reason) return this.discard(ticket, output, reason);
    try {
      return await this.storeUnit(ticket, output);
    } catch (error) {
      // A database error is retried like any other; after the last attempt the ticket says so.
      return this.failAttempt(ticket, job, error, 'storing the unit');
    }
  }

  /**
   * What a distiller's output does, outside a DistillTicket job (a Message Batch result): a
   * discard, or the unit stored (idempotent: a ticket already linked counts once).
   */
  async applyOutput(ticket: Ticket, output: DistillOutput): Promise<DistillResult> {
    const reason = discardReason(output.unit);
    return reason ? this.discard(ticket, output, reason) : this.storeUnit(ticket, output);
  }

  private async discard(ticket: Ticket, output: DistillOutput, reason: string): Promise<DistillResult> {
    await this.tickets.recordDistillation(ticket.id, {
      kb_status: 'not_distillable',
      reason,
      distilled_by: output.model,
      input_tokens: output.usage?.input_tokens,
      output_tokens: output.usage?.output_tokens,
    });
    return { status: 'discarded', reason };
  }

  /**
   * Retryable failures are thrown back to BullMQ (which retries with backoff); a client error,
   * or the last attempt, leaves the ticket 'failed' with the reason, visible to people.
   */
  private async failAttempt(ticket: Ticket, job: Job | undefined, error: unknown, stage: string): Promise<never> {
    const message = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof DistillerError) || error.retryable;
    const attempts = job?.opts.attempts ?? 1;
    const lastAttempt = (job?.attemptsMade ?? 0) + 1 >= attempts;
    if (!retryable || lastAttempt) {
      await this.tickets.recordDistillation(ticket.id, {
        kb_status: 'failed',
        reason: `${stage}: ${message}`.slice(0, 1000),
      });
      this.logger.warn(`Distillation of ${ticket.external_id} failed for good (${stage}): ${message}`);
      if (!retryable) throw new UnrecoverableError(message);
    } else {
      this.logger.warn(`Distillation of ${ticket.external_id}, attempt ${(job?.attemptsMade ?? 0) + 1} failed (${stage}): ${message}`);
      await this.tickets.setKbStatus(ticket.id, 'queued', `attempt ${(job?.attemptsMade ?? 0) + 1} failed (${stage}): ${message}`.slice(0, 1000));
    }
    throw error;
  }

  private async storeUnit(ticket: Ticket, output: DistillOutput): Promise<DistillResult> {
    return retryOn(['ER_LOCK_DEADLOCK', 'ER_DUP_ENTRY'], MAX_TRANSACTION_RETRIES, () =>
      this.lifecycle.inDistillScope(`${ticket.product ?? ''}|${output.unit.category}`, (scope) => this.storeUnitIn(scope, ticket, output)),
    );
  }

  /** Which unit the ticket belongs to (the policy's decision), written through the knowledge scope. */
  private async storeUnitIn(scope: DistillScope, ticket: Ticket, output: DistillOutput): Promise<DistillResult> {
    const { unit } = output;
    const product = ticket.product;
    const markDistilled = () =>
      this.tickets.recordDistillation(
        ticket.id,
        {
          kb_status: 'distilled',
          reason: null,
          distilled_by: output.model,
          input_tokens: output.usage?.input_tokens,
          output_tokens: output.usage?.output_tokens,
        },
        scope.trx,
      );

    const existingLink = await scope.linkedUnitOf(ticket.id);
    if (existingLink) {
      await markDistilled();
      return { status: 'already-linked', unit_id: existingLink.unit_id };
    }

    const key = dedupKey(product, unit.category, unit.problem);
    let target: Unit | undefined = await scope.unitByDedupKey(key);
    let link: 'exact' | 'paraphrase' = 'exact';
    let similarity: number | null = null;
    let suggestion: { id: number; similarity: number } | null = null;
    if (!target) {
      const best = bestParaphrase(unit.problem, unit.search_phrases, await scope.joinCandidates(product, unit.category));
      if (best && best.similarity >= DISTILL_POLICY.paraphraseLink) {
        target = await scope.unit(best.id);
        link = 'paraphrase';
        similarity = best.similarity;
      } else if (best && best.similarity >= DISTILL_POLICY.paraphraseSuggest) {
        suggestion = best;
      }
    }

    const source: TicketSource = {
      ticketId: ticket.id,
      product,
      locale: ticket.locale,
      handleSeconds: ticket.handle_seconds ?? 0,
      seenAt: ticket.closed_at ?? new Date(),
      distilledBy: output.model,
    };
    if (!target) {
      const unitId = await scope.createUnit(
        {
          problem: unit.problem,
          symptoms: unit.symptoms,
          cause: unit.cause,
          solution: unit.solution,
          applicability: unit.applicability,
          category: unit.category,
          dedup_key: key,
          contains_pii: containsPii(`${unit.problem}\n${unit.solution}`),
          is_commercial_exception: unit.is_commercial_exception,
          is_one_off: unit.is_one_off,
          confidence: round3(unit.confidence),
          search_phrases: unit.search_phrases,
        },
        source,
        suggestion && { unitId: suggestion.id, similarity: round3(suggestion.similarity) },
      );
      await markDistilled();
      return { status: 'created', unit_id: unitId, suggested_merge_with: suggestion?.id ?? null };
    }

    let conflict: { proposedSolution: string; similarity: number } | null = null;
    if (target.status === 'approved') {
      const solutionSimilarity = textSimilarity(target.solution, unit.solution);
      if (solutionSimilarity < DISTILL_POLICY.conflictBelow) conflict = { proposedSolution: unit.solution, similarity: round3(solutionSimilarity) };
    }
    await scope.joinUnit(target, source, { type: link, similarity: similarity === null ? null : round3(similarity) }, { phrases: unit.search_phrases, conflict });
    await markDistilled();
    return { status: 'joined', unit_id: target.id, link, conflict: conflict !== null };
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
