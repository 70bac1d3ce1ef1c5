import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Ticket } from '../../database/database.types';
import { retryOn } from '../../database/retry';
import { termVector, textSimilarity } from '../../lib/text/comparison';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import type { DistillScope, TicketSource } from '../knowledge/distill-scope';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import type { Unit } from '../knowledge/unit.types';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { TicketsService } from '../tickets/tickets.service';
import type { Candidate } from '../knowledge/unit-synthesis';
import { candidateOf } from './candidate';
import { discardReason, DISTILL_POLICY, groupingScope } from './distill-policy';
import { averageLinkage, averageLinkSimilarity, candidateGroupingText, fixSignature, linkSimilarity, sharesFixLabel, unitGroupingText, type PairVerdicts } from './grouping';
import { pairId, PairCheckService } from './pair-check.service';
import { UnitWriterService } from './unit-writer.service';
import { statedPolarityOf } from './grouping-contrast';
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
    private readonly pairChecks: PairCheckService,
    private readonly writer: UnitWriterService,
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
      // Pairs the similarity cannot settle go to the model first (none with the offline rules); a
      // provider that is down fails this attempt, and the answers already stored are not asked again.
      await this.pairChecks.checkNewReading(candidateOf(ticket, output), this.scopeOf(ticket.product, output.unit.category));
    } catch (error) {
      return this.failAttempt(ticket, job, error, 'checking similar tickets');
    }
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

  private scopeOf(product: string | null, category: string): string {
    return groupingScope(product, category, this.distiller.name !== 'rules');
  }

  private async storeUnit(ticket: Ticket, output: DistillOutput): Promise<DistillResult> {
    let due: ReadonlyMap<number, string> = new Map();
    const result = await retryOn(['ER_LOCK_DEADLOCK', 'ER_DUP_ENTRY'], MAX_TRANSACTION_RETRIES, () =>
      this.lifecycle.inDistillScope(this.scopeOf(ticket.product, output.unit.category), async (scope) => {
        const placed = await this.storeUnitIn(scope, ticket, output);
        due = scope.modelSynthesisDue;
        return placed;
      }),
    );
    // After the commit: the units whose tickets changed are written again by the model (with one).
    await this.writer.requestWriting(due);
    return result;
  }

  /**
   * Which unit the ticket belongs to (src/modules/distillation/grouping.ts: compared with every
   * ticket of its scope, so processing order does not change the units), written through the
   * knowledge scope.
   */
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

    const candidate = candidateOf(ticket, output);
    const source: TicketSource = {
      ticketId: ticket.id,
      product,
      category: unit.category,
      locale: ticket.locale,
      handleSeconds: ticket.handle_seconds ?? 0,
      seenAt: ticket.closed_at ?? new Date(),
      distilledBy: output.model,
    };
    const { candidates, units } = await scope.members(product, unit.category);
    const answers = await this.pairChecks.answersAmong([...candidates, candidate]);
    const answerOf = (other: number) => answers.get(pairId(ticket.id, other));
    const vector = termVector(candidateGroupingText(candidate));
    const vectors = new Map(candidates.map((c) => [c.ticket_id, termVector(candidateGroupingText(c))]));
    const inReview = (u: Unit) => u.status === 'pending_review' && u.synthesized;
    const mine = { vector, oneOff: candidate.is_one_off };
    const linkOf = (c: { ticket_id: number; is_one_off: boolean }) => ({ vector: vectors.get(c.ticket_id)!, oneOff: c.is_one_off });
    const alikeTo = (u: Unit) => {
      const members = candidates.filter((c) => c.unit_id === u.id);
      // A unit from before candidates were kept is compared by its own text.
      if (members.length === 0) return linkSimilarity(mine, { vector: termVector(unitGroupingText(u)), oneOff: u.is_one_off });
      // What the model said of a pair overrides the similarity: a near miss never joins, one problem joins.
      if (members.some((c) => answerOf(c.ticket_id)?.same_problem === false)) return 0;
      return members.reduce((sum, c) => sum + (answerOf(c.ticket_id)?.same_problem ? Math.max(1, linkSimilarity(mine, linkOf(c))) : linkSimilarity(mine, linkOf(c))), 0) / members.length;
    };

    // A reviewed unit (approved, stale, or edited by a reviewer) takes the ticket it reads like; its text never moves.
    const reviewed = [...units.values()]
      .filter((u) => !inReview(u))
      .map((u) => ({ unit: u, similarity: alikeTo(u) }))
      .sort((a, b) => b.similarity - a.similarity || a.unit.id - b.unit.id);
    if (reviewed.length > 0 && reviewed[0].similarity >= DISTILL_POLICY.groupLink) {
      const target = reviewed[0].unit;
      let conflict: { proposedSolution: string; similarity: number } | null = null;
      if (target.status !== 'pending_review') {
        // A different fix for a reviewed unit is a conflict: as the model said of a pair, else by the fixes' words.
        const said = candidates.filter((c) => c.unit_id === target.id).map((c) => answerOf(c.ticket_id)).filter((a) => a?.same_problem);
        const solutionSimilarity = textSimilarity(target.solution, unit.solution);
        const differs = said.length > 0 ? said.some((a) => !a!.same_fix) : solutionSimilarity < DISTILL_POLICY.conflictBelow;
        if (differs) conflict = { proposedSolution: unit.solution, similarity: round3(solutionSimilarity) };
      }
      await scope.joinUnit(target, candidate, source, { type: 'paraphrase', similarity: round3(reviewed[0].similarity) }, conflict);
      await markDistilled();
      return { status: 'joined', unit_id: target.id, link: 'paraphrase', conflict: conflict !== null };
    }

    // The tickets still in review are regrouped with the new one: average linkage over all of
    // them, so the units they form do not depend on the order the tickets came in.
    const pool = candidates.filter((c) => inReview(units.get(c.unit_id)!));
    const keyOf = (ref: string, ticketId: number) => `${ref}\u0000${ticketId}`;
    // Among tickets in review, fixes that end on different UI labels count less (grouping.ts); a
    // reviewed unit above compares without it, so a different fix for it opens a conflict instead.
    // So do what one customer says works and the other says does not (grouping-contrast.ts).
    const clusterLinkOf = (c: Candidate) => ({ ...linkOf(c), fix: fixSignature(c.solution), stated: statedPolarityOf(c) });
    const idOfKey = (key: string) => Number(key.split('\u0000')[1]);
    const verdicts: PairVerdicts = (a, b) => {
      const said = answers.get(pairId(idOfKey(a), idOfKey(b)));
      return said === undefined ? undefined : said.same_problem ? 'same' : 'apart';
    };
    const clusters = averageLinkage(
      [...pool.map((c) => ({ key: keyOf(c.source_ref, c.ticket_id), ...clusterLinkOf(c) })), { key: keyOf(candidate.source_ref, candidate.ticket_id), ...mine, fix: fixSignature(candidate.solution), stated: statedPolarityOf(candidate) }],
      DISTILL_POLICY.groupLink,
      verdicts,
    ).map((keys) => keys.map(idOfKey));
    const cluster = clusters.find((ticketIds) => ticketIds.includes(ticket.id))!;
    const byTicket = new Map(candidates.map((c) => [c.ticket_id, c]));
    const together = cluster.filter((id) => id !== ticket.id).map((id) => linkOf(byTicket.get(id)!));
    let mergeWith: { unitId: number; similarity: number } | null = null;
    if (together.length === 0) {
      const nearest = [...units.values()]
        .map((u) => ({ unit: u, similarity: alikeTo(u) }))
        .sort((a, b) => b.similarity - a.similarity || a.unit.id - b.unit.id)[0];
      // Similar words are not enough: the two fixes must end on the same UI label (grouping.ts).
      const solutionsOf = (u: Unit) => {
        const own = candidates.filter((c) => c.unit_id === u.id).map((c) => c.solution);
        return own.length > 0 ? own : [u.solution];
      };
      if (nearest && nearest.similarity >= DISTILL_POLICY.groupSuggest && sharesFixLabel([candidate.solution], solutionsOf(nearest.unit)).length > 0) {
        mergeWith = { unitId: nearest.unit.id, similarity: round3(nearest.similarity) };
      }
    }
    const placed = await scope.regroup(clusters, new Map(pool.map((c) => [c.ticket_id, c.unit_id])), {
      candidate,
      source,
      similarity: together.length > 0 ? round3(averageLinkSimilarity(mine, together)) : null,
      mergeWith,
    });
    await markDistilled();
    return placed.created
      ? { status: 'created', unit_id: placed.unitId, suggested_merge_with: mergeWith?.unitId ?? null }
      : { status: 'joined', unit_id: placed.unitId, link: 'paraphrase', conflict: false };
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
