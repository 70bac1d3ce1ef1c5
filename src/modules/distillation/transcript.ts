import type { MessageVisibility } from '../../database/database.types';
import { addCounts, emptyCounts, redact, type PiiCounts } from '../pii/redact';
import type { Category } from '../tickets/ticket.dto';
import type { DistillInput, TranscriptMessage } from './distiller';

export interface StoredTicketForTranscript {
  external_id: string;
  subject: string;
  category: string | null;
  product: string | null;
  locale: string;
}

export interface StoredMessageForTranscript {
  author: 'customer' | 'agent' | 'system';
  visibility: MessageVisibility;
  body: string;
  created_at: Date | string;
}

/**
 * The only way ticket text leaves the database for a distiller: public and internal messages
 * in time order, internal_confidential ones left out entirely, every text redacted first.
 * Pure, so what is sent can be tested without a database or a network.
 */
export function buildTranscript(
  ticket: StoredTicketForTranscript,
  messages: StoredMessageForTranscript[],
): { input: DistillInput; redactions: PiiCounts } {
  const redactions = emptyCounts();
  const clean = (text: string) => {
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
      body: clean(m.body),
      created_at: new Date(m.created_at).toISOString(),
    }));
  return {
    input: {
      ticket_external_id: ticket.external_id,
      subject: clean(ticket.subject),
      category: (ticket.category as Category | null) ?? null,
      product: ticket.product,
      locale: ticket.locale,
      messages: transcript,
    },
    redactions,
  };
}
