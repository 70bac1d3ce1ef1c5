import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { costOf, type LlmUsage } from '../../providers/llm/llm-usage';
import { LlmUsageRepository, type UsageTotals } from './llm-usage.repository';

export type UsageSubject =
  | { role: 'distill'; ticketId: number }
  /** Whether the ticket being distilled and another one are one problem (the model's pair check). */
  | { role: 'pair_check'; ticketId: number }
  /** A unit written by the model from all its tickets. */
  | { role: 'synthesis' }
  /** Gap questions put into topics by the model (one batch of questions per call). */
  | { role: 'gap_topics' }
  | { role: 'chat'; conversationId: string; messageId: number };

/**
 * The LLM usage ledger: every billed call, priced with LLM_PRICES when it is recorded (a later
 * price change does not rewrite history). Distillation records each attempt's call (a failed
 * attempt was billed too); the chat records each turn. Cost per ticket, per conversation and per
 * month are read from here.
 */
@Injectable()
export class LlmUsageService {
  private readonly logger = new Logger(LlmUsageService.name);

  constructor(
    private readonly repository: LlmUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The cost in USD at the configured prices (null: the model has no price). */
  costOf(usage: LlmUsage): number | null {
    return costOf(usage, this.config.LLM_PRICES);
  }

  /**
   * Records one call. `callKey` names the call (job id + attempt, batch + ticket, chat message), so
   * recording it again changes nothing. A failure to record is logged, never thrown: the answer or
   * the unit matters more than its bookkeeping.
   */
  async record(callKey: string, subject: UsageSubject, usage: LlmUsage): Promise<void> {
    try {
      await this.repository.insert({
        call_key: callKey.slice(0, 191),
        role: subject.role,
        provider: usage.provider.slice(0, 32),
        model: usage.model.slice(0, 128),
        ticket_id: subject.role === 'distill' || subject.role === 'pair_check' ? subject.ticketId : null,
        conversation_id: subject.role === 'chat' ? subject.conversationId : null,
        chat_message_id: subject.role === 'chat' ? subject.messageId : null,
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
        cache_read_tokens: usage.cache_read_tokens,
        cache_write_tokens: usage.cache_write_tokens,
        cost_usd: this.costOf(usage),
      });
    } catch (error) {
      this.logger.warn(`Recording LLM usage ${callKey} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  forTicket(ticketId: number): Promise<UsageTotals> {
    return this.repository.totalsForTicket(ticketId);
  }

  forConversation(conversationId: string): Promise<UsageTotals> {
    return this.repository.totalsForConversation(conversationId);
  }

  /** Per role: totals, and how many tickets / conversations they were spent on (for per-ticket and per-conversation averages). */
  byRole(): ReturnType<LlmUsageRepository['totalsByRole']> {
    return this.repository.totalsByRole();
  }

  byMonth(): ReturnType<LlmUsageRepository['totalsByMonth']> {
    return this.repository.totalsByMonth();
  }

  /** Erasure and access: the calls recorded for these tickets and conversations. */
  exportCalls(ticketIds: number[], conversationIds: string[]): Promise<unknown[]> {
    return this.repository.rowsOf(ticketIds, conversationIds);
  }

  /** Erasure: the calls stay in the costs, no longer tied to the erased tickets and conversations. */
  unlinkCalls(ticketIds: number[], conversationIds: string[]): Promise<number> {
    return this.repository.unlink(ticketIds, conversationIds);
  }

  /** Tokens and cost of the calls recorded in [from, to): per role in all, per UTC day and per month (the metrics). */
  async inPeriod(from: Date, to: Date) {
    const [all, byDay, byMonth] = await Promise.all([
      this.repository.totalsIn(from, to, 'all'),
      this.repository.totalsIn(from, to, 'day'),
      this.repository.totalsIn(from, to, 'month'),
    ]);
    return { by_role: all, by_day: byDay, by_month: byMonth };
  }
}
