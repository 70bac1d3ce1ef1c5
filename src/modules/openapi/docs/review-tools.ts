import { z } from 'zod';
import { ErrorCode } from '../../../common/domain-error';
import { ConnectorsStatusController } from '../../connectors/connectors.controller';
import { GapsController } from '../../gaps/gaps.controller';
import { LlmUsageController } from '../../llm-usage/llm-usage.controller';
import { ReviewMetricsController } from '../../metrics/metrics.controller';
import { PhraseSuggestionsController } from '../../review/phrase-suggestions.controller';
import { docsFor } from '../operation-docs';

/** The review page's other tabs: phrase suggestions, gaps, metrics, LLM costs, ticketing systems. */

const int = z.number().int();
const date = z.iso.datetime();
const count = z.number().int();
const rate = z.number().nullable().describe('0–1; null with nothing to count');
const cost = z.number().nullable().describe('USD; null when a model has no price (LLM_PRICES)');

const phraseSuggestion = z
  .object({ id: int, unit_id: int, phrase: z.string(), status: z.enum(['pending', 'accepted', 'rejected']), conversations: count, decided_by: z.string().nullable(), decided_at: date.nullable(), created_at: date })
  .meta({ id: 'PhraseSuggestion' });

const usage = { calls: count, input_tokens: count, output_tokens: count, cache_read_tokens: count, cache_write_tokens: count, cost_usd: cost, unpriced_calls: count };
const usageTotals = z.object(usage).meta({ id: 'LlmUsage' });

const gapOutcome = z.enum(['suggested', 'declined', 'escalated', 'unhelpful']);
const gapTopic = z.object({
  key: int,
  topic_id: int.nullable().describe("the model's topic, whose name is the label; null: grouped by the local clustering, labelled by its words"),
  label: z.string(),
  words: z.array(z.string()),
  typical_question: z.string(),
  questions: count,
  conversations: count,
  outcomes: z.record(gapOutcome, count),
  trend: z.array(count).describe('questions per week, oldest first'),
  examples: z.array(z.object({ id: int, question: z.string(), product: z.string().nullable(), locale: z.string(), outcome: gapOutcome, created_at: z.string(), ticket_id: int.nullable() })),
  question_ids: z.array(int),
  products: z.array(z.string()),
  tickets: z.array(int),
  status: z.enum(['open', 'covered', 'ignored', 'closed']),
  covered_by: int.nullable(),
  closed_by: z.array(int),
  undecided: count,
});

const outcomes = z.enum(['answered', 'suggested', 'declined']);
const figures = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: int }),
  conversations: z.object({ total: count, escalated: count, rated_negative: count, deflected: count, escalation_rate: rate, deflection_rate: rate }),
  turns: z.object({ total: count, unknown: count, answered: count, suggested: count, declined: count, rates: z.record(outcomes, rate) }),
  ratings: z.object({ helpful_rate: rate, helpful: count, unhelpful: count }),
  first_event_ms: z.object({ turns: count, p50: z.number().nullable(), p95: z.number().nullable(), mean: z.number().nullable() }),
  units: z.object({
    by_status: z.record(z.string(), count),
    with_activity: count,
    top: z.array(z.object({ unit_id: int, title: z.string().nullable(), helpfulness: z.number().nullable(), served: count, suggested: count, helpful: count, unhelpful: count })),
  }),
  review: z.object({
    pending: count,
    oldest_pending_at: z.string().nullable(),
    oldest_pending_age_hours: z.number().nullable(),
    stale: count,
    overdue: count,
    due_soon: count,
    due_soon_days: int,
    decisions: count,
    by_reviewer: z.array(z.object({ reviewer: z.string(), approved: count, rejected: count, archived: count, conflicts: count, merges: count, phrases: count, total: count })),
  }),
  llm: z.object({
    distill: z.object({ ...usage, tickets: count, cost_per_ticket: cost }),
    chat: z.object({ ...usage, conversations: count, cost_per_conversation: cost }),
    by_month: z.array(z.object({ month: z.string(), role: z.string(), calls: count, tokens: count, cost_usd: cost, unpriced_calls: count, cost_per_unit: cost })),
  }),
  daily: z.array(
    z.object({
      day: z.string(),
      conversations: count,
      escalated: count,
      deflected: count,
      answered: count,
      suggested: count,
      declined: count,
      first_event_p50_ms: z.number().nullable(),
      first_event_p95_ms: z.number().nullable(),
      decisions: count,
      distill_tokens: count,
      chat_tokens: count,
      distill_cost_usd: cost,
      chat_cost_usd: cost,
    }),
  ),
});

const connectorStatus = z.object({
  name: z.string(),
  enabled: z.boolean(),
  status: z.enum(['never', 'running', 'ok', 'retrying', 'stopped']),
  last_sync_at: date.nullable(),
  last_success_at: date.nullable(),
  last_error: z.string().nullable(),
  last_error_at: date.nullable(),
  last_report: z
    .object({ fetched: count, imported: count, updated: count, unchanged: count, erased: count.describe('tickets erased on request (GDPR) that the system still has: skipped'), errors: count })
    .nullable(),
  problem: z.enum(['credentials', 'permission', 'not_found', 'temporary']).nullable().describe('what to fix when stopped or retrying'),
});

export const reviewToolsDocs = [
  docsFor(PhraseSuggestionsController, {
    list: { summary: 'Questions customers rated helpful, proposed as search phrases of the unit that answered them', response: { json: z.object({ items: z.array(phraseSuggestion) }) } },
    accept: {
      summary: 'Accept a phrase suggestion: the unit learns it',
      errors: [ErrorCode.PhraseSuggestionNotFound, ErrorCode.AlreadyDecided],
      response: { json: z.object({ suggestion: phraseSuggestion, learned: z.enum(['learned', 'duplicate', 'unit_not_approved', 'cap_reached', 'empty']), index_queued: z.boolean() }) },
    },
    reject: { summary: 'Reject a phrase suggestion', errors: [ErrorCode.PhraseSuggestionNotFound, ErrorCode.AlreadyDecided], response: { json: z.object({ suggestion: phraseSuggestion }) } },
  }),
  docsFor(GapsController, {
    topics: {
      summary: 'Questions the chat could not serve, grouped into topics, most asked first',
      response: {
        json: z.object({
          since: z.string(),
          days: int,
          total_questions: count,
          threshold: z.number(),
          grouped_by: z.enum(['model', 'local']).describe("model: the model's topics (GAPS_TOPICS=model), and the local clustering for the questions it has not placed yet; local: the local clustering only"),
          topics: z.array(gapTopic),
        }),
      },
    },
    decide: {
      summary: 'Mark gap questions covered by an approved unit (its phrases are suggested) or ignored',
      errors: [ErrorCode.UnitNotFound],
      response: { json: z.object({ questions: count, decision: z.enum(['covered', 'ignored']).nullable(), unit_id: int.nullable(), phrase_suggestions: count }) },
    },
  }),
  docsFor(ReviewMetricsController, { figures: { summary: 'Chat outcomes, ratings, latency, review work and LLM costs over a period, with daily series', response: { json: figures } } }),
  docsFor(LlmUsageController, {
    summary: {
      summary: 'Tokens and cost of the LLM calls per month and role',
      response: { json: z.object({ by_month: z.array(z.object({ ...usage, month: z.string(), role: z.string() })), by_role: z.array(z.object({ ...usage, role: z.string(), units: count })) }) },
    },
    ticket: { summary: "Tokens and cost of one ticket's distillation", response: { json: usageTotals } },
    conversation: { summary: "Tokens and cost of one conversation's answers", response: { json: usageTotals } },
  }),
  docsFor(ConnectorsStatusController, { status: { summary: "Each ticketing-system connector's last sync, last error and what to fix", response: { json: z.array(connectorStatus) } } }),
];
