import type { z } from 'zod';
import type { ticketInputSchema } from '../tickets/ticket.dto';

/**
 * What Distillo needs from a ticketing system (Zendesk, Zammad, …), whatever its API looks like.
 * Each connector turns the system's own records into the intake's ticket shape, so every ticket
 * goes through the same intake service as `POST /api/tickets` (redaction, idempotency, outbox).
 */

/** A ticket as intake accepts it (the JSON body of POST /api/tickets, before parsing). */
export type IntakeTicket = z.input<typeof ticketInputSchema>;

export type ConnectorName = 'zendesk' | 'zammad';

/** Where a sync resumes. Opaque to everything but its connector; stored only after a batch is stored. */
export type SyncCursor = string;

export interface SyncPage {
  tickets: IntakeTicket[];
  /** The cursor to resume after this page. */
  cursor: SyncCursor;
  /** True when the system has nothing newer for now (the next run starts from `cursor`). */
  done: boolean;
  /** How far in the system's change history this page reached (its last ticket's change time), for a progress bar; optional. */
  reachedAt?: Date;
}

/** A public agent message of a ticket, for the customer's widget. */
export interface AgentMessage {
  /** The system's id of the comment/article, as text (the key that makes re-reading idempotent). */
  id: string;
  ticketExternalId: string;
  body: string;
  createdAt: Date;
}

export interface EscalationRequest {
  /** Our own idempotency key (the chat escalation id); a retry with the same key must not create a second ticket. */
  key: string;
  subject: string;
  /** The transcript, posted as the first public comment. */
  body: string;
  /** The contact the customer gave, if any (stored only on the remote ticket). */
  requesterEmail: string | null;
  requesterName: string | null;
  product: string | null;
  /** A link back to the conversation in Distillo's review app. */
  link: string;
}

/** What `kb connectors:test NAME` prints: each check, and what is missing when it fails. */
export interface ConnectorCheck {
  name: string;
  ok: boolean;
  detail: string;
  /** The connector works without it (a webhook secret: the scheduled sync still runs): failing is a warning, not an error. */
  optional?: boolean;
}

export interface Connector {
  readonly name: ConnectorName;
  /** One page of tickets updated since the cursor (null: from `since`, or from the beginning). */
  syncPage(cursor: SyncCursor | null, since: Date | null, signal?: AbortSignal): Promise<SyncPage>;
  /** Checks the headers of an incoming webhook; false for a bad or stale signature. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer, now?: Date): boolean;
  /**
   * The id the system gives a (verified) webhook delivery and how long to remember it: a repeat
   * within that window is a replay and is refused. Null when the signature bounds replays itself.
   */
  webhookDelivery(headers: Record<string, string | string[] | undefined>): { id: string; windowSeconds: number } | null;
  /** Creates the escalation ticket once: a second call with the same key returns the first ticket's id. */
  createTicket(request: EscalationRequest): Promise<{ externalId: string }>;
  /** Adds a message to a ticket: public (the customer's words) or an internal note (agent assist). */
  addMessage(ticketExternalId: string, body: string, visibility: 'public' | 'internal'): Promise<void>;
  /** Public agent messages of a ticket newer than `after` (for the widget, when no webhook is set up). */
  agentMessages(ticketExternalId: string, after: Date | null): Promise<AgentMessage[]>;
  /** Credentials and permissions, each named. */
  check(): Promise<ConnectorCheck[]>;
}
