import type { Candidate } from '../../knowledge/unit-synthesis';
import { synthesize } from '../../knowledge/unit-synthesis';
import { candidateOf } from '../candidate';
import { discardReason, DISTILL_POLICY, groupingScope } from '../distill-policy';
import { DistillerError } from '../distiller';
import { linkSimilarity, type PairVerdict } from '../grouping';
import type { ModelRunner } from '../model-task';
import { pairCheckTask, pairsToAsk, verdictOf } from '../pair-check';
import { synthesizedFromAnswer, unitSynthesisTask } from '../unit-synthesis-task';
import { countCall, type PairSettler, type UnitWriter } from './distil-set';
import { linkItemOf, type DistilledTicket } from './distill-eval';

/**
 * The model path's steps beside distillation, as the pipeline takes them, for the evaluation:
 * each ticket, in arrival order, asks about the pairs with the tickets before it in its scope
 * that the similarity cannot settle (pair-check.ts); a unit of several tickets is written by the
 * model from all of them (unit-synthesis-task.ts). A failed call keeps what the similarity or
 * the local synthesis gives, and is counted.
 */
export function modelPathHooks(runner: ModelRunner, options: { maxPerTicket: number; modelWritesUnits: boolean }): { settlePairs?: PairSettler; writeUnit?: UnitWriter } {
  const { maxPerTicket } = options;
  const settlePairs: PairSettler = async (distilled, usage) => {
    const kept = distilled.filter((t) => !discardReason(t.unit));
    const candidates = new Map(kept.map((t, i) => [t.external_id, candidateFromDistilled(t, i)]));
    const links = new Map(kept.map((t) => [t.external_id, linkItemOf(t)]));
    const verdicts = new Map<string, PairVerdict>();
    const scopeOf = (t: DistilledTicket) => groupingScope(t.product, t.unit.category, true);
    for (const [i, ticket] of kept.entries()) {
      const earlier = kept.slice(0, i).filter((t) => scopeOf(t) === scopeOf(ticket));
      const similarities = earlier.map((t) => ({ key: t.external_id, similarity: linkSimilarity(links.get(ticket.external_id)!, links.get(t.external_id)!) }));
      const { ask } = pairsToAsk(similarities, DISTILL_POLICY.groupLink, maxPerTicket);
      for (const other of ask) {
        try {
          const { value, usage: billed } = await runner.run(pairCheckTask(candidates.get(ticket.external_id)!, candidates.get(other)!));
          countCall(usage, 'pair_check', billed);
          verdicts.set(pairKey(ticket.external_id, other), verdictOf(value));
        } catch (error) {
          if (!(error instanceof DistillerError)) throw error;
          countCall(usage, 'pair_check', error.usage, true);
        }
      }
    }
    return (a, b) => verdicts.get(pairKey(a, b));
  };

  const writeUnit: UnitWriter = async (candidates, usage) => {
    try {
      const { value, usage: billed } = await runner.run(unitSynthesisTask(candidates));
      countCall(usage, 'synthesis', billed);
      return {
        text: synthesizedFromAnswer(value, synthesize(candidates).text),
        alternatives: value.alternatives.map((a) => ({ solution: a.solution, tickets: a.tickets, note: a.why })),
      };
    } catch (error) {
      if (!(error instanceof DistillerError)) throw error;
      countCall(usage, 'synthesis', error.usage, true);
      return null;
    }
  };

  return { ...(maxPerTicket > 0 && { settlePairs }), ...(options.modelWritesUnits && { writeUnit }) };
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

function candidateFromDistilled(t: DistilledTicket, index: number): Candidate {
  return candidateOf({ id: index + 1, external_id: t.external_id, subject_redacted: t.subject ?? '', handle_seconds: null, closed_at: null }, { unit: t.unit, model: '', notes: t.notes });
}
