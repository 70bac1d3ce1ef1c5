import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { termVector } from '../../lib/text/comparison';
import { KnowledgeService } from '../knowledge/knowledge.service';
import type { Candidate } from '../knowledge/unit-synthesis';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DISTILL_POLICY } from './distill-policy';
import { DistillerError } from './distiller';
import { candidateGroupingText, fixSignature, linkSimilarity, type LinkItem } from './grouping';
import { statedPolarityOf } from './grouping-contrast';
import type { ModelRunner } from './model-task';
import { MODEL_RUNNER } from './model-runner.provider';
import { pairCheckTask, pairsToAsk } from './pair-check';
import { PairChecksRepository } from './pair-checks.repository';

/** What the model said of one pair, as grouping reads it. */
export interface PairAnswer {
  same_problem: boolean;
  same_fix: boolean;
}

/** Answers by pair of ticket ids (the smaller first). */
export type PairAnswers = ReadonlyMap<string, PairAnswer>;

export function pairId(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** A reading as one side of a link (what the DistillTicket job compares). */
export function linkItemOfReading(c: Candidate): LinkItem {
  return { vector: termVector(candidateGroupingText(c)), oneOff: c.is_one_off, fix: fixSignature(c.solution), stated: statedPolarityOf(c) };
}

/** The two readings a pair check compared: an answer holds while both tickets read the same. */
function readingsHash(a: Candidate, b: Candidate): string {
  const side = (c: Candidate) => [c.ticket_id, c.title, c.problem, c.symptoms, c.cause, c.solution];
  const [first, second] = a.ticket_id < b.ticket_id ? [a, b] : [b, a];
  return createHash('sha256').update(JSON.stringify([side(first), side(second)])).digest('hex');
}

/**
 * Grouping the model can settle (pair-check.ts): before a new reading is grouped, the pairs it
 * forms with its scope's readings that the similarity cannot decide are asked to the model, at
 * most PAIR_CHECK_POLICY.maxPerTicket, and the answers stored. A retried job finds them stored
 * and asks nothing twice; a ticket read anew (content changed) is asked again.
 */
@Injectable()
export class PairCheckService {
  private readonly logger = new Logger(PairCheckService.name);
  /** The model, when pair checks are on (a model is configured and DISTILL_PAIR_CHECKS_PER_TICKET > 0). */
  private readonly runner: ModelRunner | null;

  constructor(
    @Inject(MODEL_RUNNER) runner: ModelRunner | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: PairChecksRepository,
    private readonly knowledge: KnowledgeService,
    private readonly usage: LlmUsageService,
  ) {
    this.runner = config.DISTILL_PAIR_CHECKS_PER_TICKET > 0 ? runner : null;
  }

  /** Asks what is undecided about the new reading; returns how many pairs were asked and how many the cap left out. */
  async checkNewReading(reading: Candidate, scopeKey: string): Promise<{ asked: number; capped: number }> {
    if (!this.runner) return { asked: 0, capped: 0 };
    const others = (await this.knowledge.scopeReadings(scopeKey)).filter((c) => c.ticket_id !== reading.ticket_id);
    const mine = linkItemOfReading(reading);
    const { ask, capped } = pairsToAsk(
      others.map((c) => ({ key: c, similarity: linkSimilarity(mine, linkItemOfReading(c)) })),
      DISTILL_POLICY.groupLink,
      this.config.DISTILL_PAIR_CHECKS_PER_TICKET,
    );
    const stored = new Set((await this.repository.among([reading.ticket_id, ...ask.map((c) => c.ticket_id)])).map((s) => `${pairId(s.ticket_a, s.ticket_b)}:${s.readings_hash}`));
    let asked = 0;
    for (const other of ask) {
      const hash = readingsHash(reading, other);
      const id = pairId(reading.ticket_id, other.ticket_id);
      if (stored.has(`${id}:${hash}`)) continue;
      const callKey = `pair:${id}:${hash.slice(0, 16)}`;
      try {
        const { value, model, usage } = await this.runner.run(pairCheckTask(reading, other));
        if (usage) await this.usage.record(callKey, { role: 'pair_check', ticketId: reading.ticket_id }, usage);
        const [a, b] = reading.ticket_id < other.ticket_id ? [reading.ticket_id, other.ticket_id] : [other.ticket_id, reading.ticket_id];
        await this.repository.insert({ ticket_a: a, ticket_b: b, readings_hash: hash, same_problem: value.same_problem, same_fix: value.same_problem && value.same_fix, reason: value.reason.slice(0, 300), model: model.slice(0, 100) });
        asked++;
      } catch (error) {
        if (!(error instanceof DistillerError)) throw error;
        if (error.usage) await this.usage.record(`${callKey}:failed`, { role: 'pair_check', ticketId: reading.ticket_id }, error.usage);
        // A provider that is down fails the job (retried later); an answer the model could not give leaves the pair to the similarity.
        if (error.retryable && error.kind !== 'invalid_output') throw error;
        this.logger.warn(`Pair check ${id} left to the similarity: ${error.message}`);
      }
    }
    return { asked, capped };
  }

  /** The stored answers about pairs of these readings, where both still read as they were asked. */
  async answersAmong(readings: readonly Candidate[]): Promise<PairAnswers> {
    const answers = new Map<string, PairAnswer>();
    if (!this.runner || readings.length < 2) return answers;
    const byId = new Map(readings.map((r) => [r.ticket_id, r]));
    for (const s of await this.repository.among([...byId.keys()])) {
      const a = byId.get(s.ticket_a);
      const b = byId.get(s.ticket_b);
      if (a && b && readingsHash(a, b) === s.readings_hash) answers.set(pairId(s.ticket_a, s.ticket_b), { same_problem: s.same_problem, same_fix: s.same_fix });
    }
    return answers;
  }
}
