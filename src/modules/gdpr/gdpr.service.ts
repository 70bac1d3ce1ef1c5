import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { gdprHashKey } from '../../config/gdpr.config';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../audit/audit.types';
import { ChatCustomerDataService } from '../chat/customer-data.service';
import { ConnectorEscalationService } from '../connectors/escalation/connector-escalation.service';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { TicketCustomerDataService } from '../tickets/customer-data.service';
import { GAP_QUESTIONS, type ConversationQuestions, type CustomerData, type CustomerDataHolder } from './customer-data-holder';
import { subjectHash } from './subject-hash';

export type ErasureCounts = Record<string, Record<string, number>>;

export interface ErasureReport {
  /** How the audit log names the customer (HMAC of the reference; the reference is not kept). */
  subject: string;
  /** Per module, what was deleted (or unlinked); all 0 when there was nothing (left) to erase. */
  counts: ErasureCounts;
  /** Modules whose part was not run because they are not installed in this build. */
  not_installed: string[];
}

/**
 * Erasure and access (GDPR articles 17 and 15) across modules. A customer is a reference (the
 * ticketing system's `customer_ref`, the embedding site's user id on a conversation); what is
 * theirs is found through the owning modules' services (GdprService.resolve), then every module
 * exports or erases its own part (CustomerDataHolder). Erasure runs the holders in dependency
 * order — knowledge (which reads the ticket links), gaps, LLM usage, chat, tickets — each in its
 * own transaction, so a failure half way leaves a consistent state and the next run finishes
 * the job (everything is found again by reference until the tickets and conversations are gone).
 */
@Injectable()
export class GdprService {
  private readonly holders: CustomerDataHolder[];
  readonly notInstalled: string[];

  constructor(
    private readonly tickets: TicketCustomerDataService,
    private readonly chat: ChatCustomerDataService,
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
    private readonly llmUsage: LlmUsageService,
    private readonly audit: AuditService,
    private readonly escalations: ConnectorEscalationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(GAP_QUESTIONS) gaps: ConversationQuestions | null,
  ) {
    const ids = (data: CustomerData) => data.tickets.map((t) => t.id);
    const knowledgeHolder: CustomerDataHolder = {
      name: 'knowledge',
      exportData: (data) => this.knowledge.exportSources(ids(data), data.conversationIds),
      eraseData: async (data, actor, reason) => ({ ...(await this.lifecycle.eraseSources(data, actor, reason)) }),
    };
    const gapsHolder: CustomerDataHolder | null = gaps
      ? {
          name: 'gaps',
          exportData: (data) => gaps.exportConversations(data.conversationIds),
          eraseData: async (data) => ({ gap_questions: data.conversationIds.length === 0 ? 0 : await gaps.eraseConversations(data.conversationIds) }),
        }
      : null;
    const llmHolder: CustomerDataHolder = {
      name: 'llm_usage',
      exportData: (data) => this.llmUsage.exportCalls(ids(data), data.conversationIds),
      eraseData: async (data) => ({ calls_unlinked: await this.llmUsage.unlinkCalls(ids(data), data.conversationIds) }),
    };
    const chatHolder: CustomerDataHolder = {
      name: 'chat',
      exportData: (data) => this.chat.export(data.conversationIds),
      eraseData: async (data) => {
        const conversations = await this.chat.erase(data.conversationIds);
        // Tickets erased without their conversations (ticket retention): only the escalation links go.
        const links = await this.chat.eraseEscalationsOfTickets(ids(data));
        return { ...conversations, escalations: conversations.escalations + links.escalations, webhook_deliveries: conversations.webhook_deliveries + links.webhook_deliveries };
      },
    };
    const ticketsHolder: CustomerDataHolder = {
      name: 'tickets',
      exportData: (data) => this.tickets.export(ids(data)),
      eraseData: (data) => this.tickets.erase(ids(data)),
    };
    this.holders = [knowledgeHolder, ...(gapsHolder ? [gapsHolder] : []), llmHolder, chatHolder, ticketsHolder];
    this.notInstalled = gapsHolder ? [] : ['gaps'];
  }

  /**
   * The customer's tickets and conversations: tickets sent with the reference and conversations
   * created with it, plus the escalation ticket of each such conversation and every conversation
   * escalated into one of those tickets (one round reaches the fixpoint: an escalation links one
   * conversation to one ticket).
   */
  async resolve(customerRef: string): Promise<CustomerData> {
    const own = await this.tickets.ofCustomer(customerRef);
    const ownConversations = await this.chat.conversationsOfCustomer(customerRef);
    const escalationTickets = await this.chat.escalationTicketsOf(ownConversations);
    const ticketIds = [...new Set([...own.map((t) => t.id), ...escalationTickets])];
    const escalated = await this.chat.conversationsEscalatedInto(ticketIds);
    return {
      tickets: await this.tickets.byIds(ticketIds),
      conversationIds: [...new Set([...ownConversations, ...escalated])].sort(),
    };
  }

  subjectOf(customerRef: string): string {
    return subjectHash(gdprHashKey(this.config), customerRef);
  }

  /** Article 15: everything held about the customer, per module. The export itself is audited (hash and counts, no data). */
  async export(customerRef: string, actor: Actor): Promise<Record<string, unknown>> {
    const data = await this.resolve(customerRef);
    const parts: Array<[string, unknown]> = [];
    for (const holder of this.holders) parts.push([holder.name, await holder.exportData(data)]);
    await this.audit.record(undefined, actor, {
      action: 'gdpr.export',
      entityType: 'erasure',
      entityId: null,
      after: { subject: this.subjectOf(customerRef), tickets: data.tickets.length, conversations: data.conversationIds.length },
    });
    return { customer_ref: customerRef, exported_at: new Date().toISOString(), not_installed: this.notInstalled, ...Object.fromEntries(parts) };
  }

  /**
   * Article 17: first a tombstone for every external id of the customer's tickets (and of the
   * ticketing system's tickets their escalations created), so no sync or import brings them back;
   * then every module's part, then one audit row naming who asked, the keyed hash and the counts.
   */
  async erase(customerRef: string, actor: Actor, via: 'cli' | 'api'): Promise<ErasureReport> {
    const subject = this.subjectOf(customerRef);
    const data = await this.resolve(customerRef);
    const ticketIds = data.tickets.map((t) => t.id);
    const remote = await this.escalations.remoteTicketIdsOf(data.conversationIds, ticketIds);
    const tombstones = { external_ids: await this.tickets.tombstone(ticketIds, remote) };
    const counts = { tombstones, ...(await this.eraseData(data, actor, 'personal data erased on request (GDPR art. 17)')) };
    await this.audit.record(undefined, actor, { action: 'gdpr.erase', entityType: 'erasure', entityId: null, after: { subject, via, counts } });
    return { subject, counts, not_installed: this.notInstalled };
  }

  /** The holders in order, each in its own transaction; the retention job calls this with what is past its time. */
  async eraseData(data: CustomerData, actor: Actor, reason: string): Promise<ErasureCounts> {
    const counts: Array<[string, Record<string, number>]> = [];
    for (const holder of this.holders) counts.push([holder.name, await holder.eraseData(data, actor, reason)]);
    return Object.fromEntries(counts);
  }
}
