import type { Actor } from '../audit/audit.types';

/** What one erasure or export is about: the customer's tickets and chat conversations, as found by GdprService.resolve. */
export interface CustomerData {
  /** Each ticket with the handling time it added to its unit (the knowledge counters go down by it). */
  tickets: Array<{ id: number; handle_seconds: number }>;
  conversationIds: string[];
}

/**
 * One module's part of erasure and access, through that module's own service: it exports and
 * erases only its own tables (ownership as in the README's table), in its own transaction, and
 * erasing twice changes nothing the second time (every count 0).
 */
export interface CustomerDataHolder {
  readonly name: string;
  exportData(data: CustomerData): Promise<unknown>;
  eraseData(data: CustomerData, actor: Actor, reason: string): Promise<Record<string, number>>;
}

/**
 * The gap questions of the "gaps" module, keyed by conversation: what GapsService offers
 * (`eraseConversations` returns how many questions it deleted). Provided under GAP_QUESTIONS;
 * see gdpr.module.ts for where it is wired.
 */
export interface ConversationQuestions {
  eraseConversations(conversationIds: string[]): Promise<number>;
  exportConversations(conversationIds: string[]): Promise<unknown[]>;
}

export const GAP_QUESTIONS = Symbol('GAP_QUESTIONS');
