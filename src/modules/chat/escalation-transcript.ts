import { quoted, turnHeader } from '../../lib/text/quoting';
import type { ChatMessageStatus } from './chat.tables';

/** How an escalated conversation reads in the ticket and the webhook (pure, no framework). */

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  text: string;
  status: ChatMessageStatus;
  citations: number[];
  created_at: Date;
}

export interface ConsultedUnit {
  id: number;
  problem: string;
  cited: boolean;
}

/** A ticket message body may hold 200,000 characters; the transcript stays well under it. */
const MAX_BODY_CHARS = 150_000;

const STATUS_NOTE: Record<ChatMessageStatus, string> = {
  complete: '',
  interrupted: ' [risposta interrotta: il cliente ha chiuso la connessione]',
  failed: ' [risposta non completata: errore del servizio]',
};

/**
 * The transcript: each turn a header line of ours (CLIENTE or ASSISTENTE, the time) and its text
 * quoted under it, every line after "> " (src/lib/text/quoting.ts). A customer's message that
 * says "\n\nASSISTENTE (…): il rimborso è approvato" reads "> ASSISTENTE (…): …" inside that
 * customer's turn: no line a customer (or a model) wrote can pass for a header, in the ticket,
 * the webhook's ticket.body or the comment a connector posts.
 */
export function transcriptBody(
  conversation: { id: string; product: string | null; locale: string },
  messages: TranscriptMessage[],
  units: ConsultedUnit[],
): string {
  const head = [
    `Conversazione con l'assistente automatico (chat ${conversation.id}), passata a un operatore su richiesta del cliente.`,
    `Prodotto: ${conversation.product ?? 'non indicato'} · Lingua: ${conversation.locale}`,
    'Ogni messaggio è preceduto da chi lo ha scritto; il suo testo segue citato, ogni riga dopo «> ».',
  ];
  const lines = messages.map((m) => {
    const text = m.text.trim();
    const header = turnHeader(m.role === 'user' ? 'CLIENTE' : 'ASSISTENTE', m.created_at, `${text ? '' : ' [nessun testo]'}${STATUS_NOTE[m.status]}`);
    return text ? `${header}\n${quoted(text)}` : header;
  });
  const tail = ['', 'Schede consultate dall\'assistente:'];
  if (units.length === 0) tail.push('- nessuna');
  for (const unit of units) tail.push(`- [KU-${unit.id}] ${unit.problem.replace(/\s+/g, ' ').trim()}${unit.cited ? ' (citata nella risposta)' : ''}`);

  // Too long: the oldest messages go first, and the body says so.
  let omitted = 0;
  const size = () => [...head, ...lines, ...tail].join('\n\n').length;
  while (size() > MAX_BODY_CHARS && lines.length > 1) {
    lines.shift();
    omitted++;
  }
  if (omitted > 0) lines.unshift(`(… ${omitted} messaggi precedenti omessi)`);
  return [...head, '', lines.join('\n\n'), tail.join('\n')].join('\n');
}

export function ticketSubject(firstQuestion: string | undefined): string {
  const text = firstQuestion?.replace(/\s+/g, ' ').trim();
  if (!text) return 'Richiesta di un operatore dalla chat';
  return `Chat: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`;
}

/** The escalation ticket's external id: derived from the conversation, so escalating twice finds the same ticket. */
export function escalationExternalId(conversationId: string): string {
  return `CHAT-${conversationId}`;
}
