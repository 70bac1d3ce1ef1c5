import type { LlmUsage } from '../../../providers/llm/llm-usage';
import { synthesize, type Candidate, type SynthesizedText } from '../../knowledge/unit-synthesis';
import type { TicketInput } from '../../tickets/ticket.dto';
import { candidateOf } from '../candidate';
import { discardReason } from '../distill-policy';
import { DistillerError, type Distiller, type DistillOutput } from '../distiller';
import type { PairVerdicts } from '../grouping';
import type { ModelTaskKind } from '../model-task';
import { buildTranscript } from '../transcript';
import { replayGrouping, type DistilledTicket } from './distill-eval';

/**
 * A reference set through the distillation path as the pipeline runs it, without a database:
 * every ticket distilled, the kept ones grouped (with the pairs a model settles, when asked),
 * and each unit written from its tickets (by the model, or by the local synthesis). What the
 * pipeline converges to whatever order the tickets come in; the units are what a reviewer
 * finds in the queue, so they are what the blind judges read.
 */

export interface CallTally {
  calls: number;
  failed: number;
  input_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  output_tokens: number;
}

/** The distillation's tasks (grouping gap questions is another module's and another evaluation's). */
export type DistillationTaskKind = Exclude<ModelTaskKind, 'gap_topics'>;

export type UsageByKind = Record<DistillationTaskKind, CallTally>;

export function emptyUsage(): UsageByKind {
  const zero = (): CallTally => ({ calls: 0, failed: 0, input_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0, output_tokens: 0 });
  return { distill: zero(), synthesis: zero(), pair_check: zero() };
}

export function countCall(usage: UsageByKind, kind: DistillationTaskKind, billed: LlmUsage | undefined, failed = false): void {
  const t = usage[kind];
  t.calls += 1;
  if (failed) t.failed += 1;
  if (!billed) return;
  t.input_tokens += billed.input_tokens;
  t.cache_read_tokens += billed.cache_read_tokens;
  t.cache_write_tokens += billed.cache_write_tokens;
  t.output_tokens += billed.output_tokens;
}

/** A unit of the evaluation's review queue. */
export interface EvalUnit extends SynthesizedText {
  /** U1, U2 … in the order of their first ticket. */
  ref: string;
  product: string | null;
  category: string;
  tickets: string[];
  /** Who wrote the text: the model from all its tickets, or the local synthesis (one ticket's reading, or the offline rules). */
  written_by: 'model' | 'local';
  /** Other fixes its tickets report that the unit does not carry, for the reviewer. */
  alternatives: Array<{ solution: string; tickets: string[]; note?: string }>;
}

/** Writes one unit from its tickets' candidates (the model's synthesis task); null = keep the local synthesis. */
export type UnitWriter = (candidates: Candidate[], usage: UsageByKind) => Promise<{ text: SynthesizedText; alternatives: EvalUnit['alternatives'] } | null>;

/** Settles the pairs the similarity cannot decide (the model's pair checks); undefined = none asked. */
export type PairSettler = (distilled: DistilledTicket[], usage: UsageByKind) => Promise<PairVerdicts | undefined>;

export interface SetRun {
  distilled: DistilledTicket[];
  failed: Array<{ external_id: string; error: string }>;
  units: EvalUnit[];
  usage: UsageByKind;
  verdicts: PairVerdicts | undefined;
}

export async function distilSet(tickets: TicketInput[], distiller: Distiller, options: { settlePairs?: PairSettler; writeUnit?: UnitWriter } = {}): Promise<SetRun> {
  const usage = emptyUsage();
  const distilled: DistilledTicket[] = [];
  const failed: SetRun['failed'] = [];
  const outputs = new Map<string, DistillOutput>();
  for (const ticket of tickets) {
    const { input } = buildTranscript({ ...ticket, locale: ticket.locale }, ticket.messages);
    try {
      const output = await distiller.distill(input);
      if (distiller.name !== 'rules') countCall(usage, 'distill', output.usage);
      outputs.set(ticket.external_id, output);
      distilled.push({ external_id: ticket.external_id, product: ticket.product, subject: input.subject, unit: output.unit, notes: output.notes });
    } catch (error) {
      if (!(error instanceof DistillerError)) throw error;
      countCall(usage, 'distill', error.usage, true);
      failed.push({ external_id: ticket.external_id, error: error.message });
    }
  }
  const verdicts = options.settlePairs ? await options.settlePairs(distilled, usage) : undefined;
  const grouped = replayGrouping(distilled, { paraphrase: true, verdicts, byModel: distiller.name !== 'rules' });
  const byCluster = new Map<number, string[]>();
  for (const t of distilled) {
    const cluster = grouped.get(t.external_id);
    if (cluster !== undefined) byCluster.set(cluster, [...(byCluster.get(cluster) ?? []), t.external_id]);
  }
  const ticketOf = new Map(tickets.map((t, index) => [t.external_id, { t, index }]));
  const units: EvalUnit[] = [];
  const clusters = [...byCluster.values()].sort((a, b) => ticketOf.get(a[0]!)!.index - ticketOf.get(b[0]!)!.index);
  for (const refs of clusters) {
    const candidates = refs.map((ref) => {
      const { t, index } = ticketOf.get(ref)!;
      const closed = t.closed_at ? new Date(t.closed_at) : null;
      return candidateOf({ id: index + 1, external_id: ref, subject_redacted: t.subject, handle_seconds: t.handle_seconds ?? null, closed_at: closed }, outputs.get(ref)!);
    });
    const local = synthesize(candidates);
    const written = candidates.length > 1 && options.writeUnit ? await options.writeUnit(candidates, usage) : null;
    const first = outputs.get(refs[0]!)!.unit;
    const refOf = new Map(candidates.map((c) => [c.ticket_id, c.source_ref]));
    units.push({
      ref: `U${units.length + 1}`,
      product: ticketOf.get(refs[0]!)!.t.product,
      category: first.category,
      tickets: refs,
      ...(written?.text ?? local.text),
      written_by: written ? 'model' : 'local',
      alternatives: written ? written.alternatives : local.solutions.slice(1).map((s) => ({ solution: s.solution, tickets: s.ticket_ids.map((id) => refOf.get(id)!) })),
    });
  }
  return { distilled, failed, units, usage, verdicts };
}

/** Only tickets a unit can come from reach grouping: what was discarded is listed apart. */
export function discardedTickets(run: SetRun): Array<{ external_id: string; reason: string }> {
  return run.distilled.flatMap((t) => {
    const reason = discardReason(t.unit);
    return reason ? [{ external_id: t.external_id, reason }] : [];
  });
}
