import type { LlmUsage } from '../../providers/llm/llm-usage';
import type { Category } from '../tickets/ticket.dto';
import type { DistilledUnit } from './distilled-unit.schema';

/** One message of a transcript: already redacted, never internal_confidential. */
export interface TranscriptMessage {
  author: 'customer' | 'agent' | 'system';
  visibility: 'public' | 'internal';
  body: string;
  created_at: string;
}

/** What a distiller sees of a ticket: redacted text only, with the declared category and product. */
export interface DistillInput {
  ticket_external_id: string;
  subject: string;
  category: Category | null;
  product: string | null;
  locale: string;
  messages: TranscriptMessage[];
}

/** Tokens of the four kinds, with the provider and model that billed them (recorded in llm_usage). */
export type DistillUsage = LlmUsage;

export interface DistillOutput {
  unit: DistilledUnit;
  /** Which model or heuristic produced it, stored with the unit for audit. */
  model: string;
  usage?: DistillUsage;
  /** What the distiller noticed beyond the unit's fields, for evaluation and review (not stored yet). */
  notes?: DistillNotes;
}

export interface DistillNotes {
  /** Why the ticket closed without a fix that worked ("deferred", "failed_last", …), or null. */
  unresolved?: string | null;
  /** The agent's sentence that makes the fix a one-off ("Ho corretto io il dato…"). */
  one_off_reason?: string;
  /** What failed for this ticket before the fix: the agent's earlier steps, the customer's own tries. */
  failed_attempts?: string[];
}

export interface Distiller {
  /** The DISTILLER value that selects it; adding a provider = one file in ./providers and one case in distiller.provider.ts. */
  readonly name: 'anthropic' | 'rules' | 'openai-compatible';
  distill(input: DistillInput, signal?: AbortSignal): Promise<DistillOutput>;
}

export const DISTILLER = Symbol('DISTILLER');

/**
 * A distiller failure the job knows how to treat: retryable ones (429, 529, 5xx, timeouts,
 * invalid output) are retried by the job with backoff, honouring `retryAfterMs` when the
 * provider said how long to wait; the others (bad key, bad request) fail the job at once.
 */
export class DistillerError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    readonly kind: 'rate_limited' | 'overloaded' | 'server' | 'timeout' | 'invalid_output' | 'client' = 'server',
    /** What the failed attempt was billed (an answer that failed validation still cost its tokens). */
    readonly usage?: LlmUsage,
  ) {
    super(message);
    this.name = 'DistillerError';
  }
}
