import type { MessageVisibility } from '../../database/database.types';
import { addCounts, emptyCounts, redact, REDACTOR_VERSION, type PiiCounts } from '../pii/redact';
import { parseCounts } from '../pii/redacted-copy';
import type { Category } from '../tickets/ticket.dto';
import type { DistillInput, TranscriptMessage } from './distiller';

export interface StoredTicketForTranscript {
  external_id: string;
  subject: string;
  category: string | null;
  product: string | null;
  locale: string;
  /** Intake's redacted copy (absent for tickets not read from the database, such as the corpus files). */
  subject_redacted?: string | null;
  redaction_counts?: string | null;
  redactor_version?: string | null;
}

export interface StoredMessageForTranscript {
  author: 'customer' | 'agent' | 'system';
  visibility: MessageVisibility;
  body: string;
  body_redacted?: string | null;
  created_at: Date | string;
}

/**
 * The only way ticket text leaves the database for a distiller (and reaches a reviewer's page): public and internal messages
 * in time order, internal_confidential ones left out entirely, every text redacted first.
 * Pure, so what is sent can be tested without a database or a network.
 */
export function buildTranscript(
  ticket: StoredTicketForTranscript,
  messages: StoredMessageForTranscript[],
): { input: DistillInput; redactions: PiiCounts } {
  // Intake's copy when it was made by this redactor and covers every message; otherwise redact now.
  const storedCounts = ticket.redactor_version === REDACTOR_VERSION ? parseCounts(ticket.redaction_counts ?? null) : null;
  const stored =
    storedCounts !== null &&
    typeof ticket.subject_redacted === 'string' &&
    messages.every((m) => m.visibility === 'internal_confidential' || typeof m.body_redacted === 'string');
  const redactions = stored ? storedCounts : emptyCounts();
  const clean = (text: string, copy?: string | null) => {
    if (stored) return copy!;
    const result = redact(text);
    addCounts(redactions, result.counts);
    return result.text;
  };
  const transcript: TranscriptMessage[] = [...messages]
    .filter((m): m is StoredMessageForTranscript & { visibility: 'public' | 'internal' } => m.visibility !== 'internal_confidential')
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((m) => ({
      author: m.author,
      visibility: m.visibility,
      body: clean(m.body, m.body_redacted),
      created_at: new Date(m.created_at).toISOString(),
    }));
  return {
    input: {
      ticket_external_id: ticket.external_id,
      subject: clean(ticket.subject, ticket.subject_redacted),
      category: (ticket.category as Category | null) ?? null,
      product: ticket.product,
      locale: ticket.locale,
      messages: transcript,
    },
    redactions,
  };
}
