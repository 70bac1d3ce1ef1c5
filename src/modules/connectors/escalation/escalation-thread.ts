import { quoted, turnHeader, unquoted } from '../../../lib/text/quoting';
import type { IntakeTicket } from '../connector';

type Message = IntakeTicket['messages'][number];

/**
 * A synced escalation ticket's thread told as the local escalation ticket tells it (pure): the
 * remote message that is the transcript Distillo posted when it created the ticket (the local
 * transcript, followed by the link the connector adds) becomes that local transcript again, a
 * `system` message as the chat wrote it. So the assistant's words in it are never read as an
 * agent's reply (shown to the customer) nor as a customer's or an agent's words by distillation,
 * whichever author the ticketing system gives the API user's first comment.
 */
export function withLocalTranscript<M extends Message>(messages: M[], transcript: string | null): M[] {
  const local = transcript?.trim();
  if (!local) return messages;
  let found = false;
  return messages.map((message) => {
    if (found || !message.body.trim().startsWith(local)) return message;
    found = true;
    return { ...message, author: 'system', visibility: 'public', body: transcript! };
  });
}

const CUSTOMER_NOTE = ', dalla chat';
const CUSTOMER_COMMENT = /^CLIENTE \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\), dalla chat:\n([\s\S]+)$/;

/**
 * A customer's later chat message as the comment posted for them in the ticketing system, where
 * its author is the integration's account (an agent, for Zendesk): a header of ours says whose
 * words they are, and the words follow quoted, so none of their lines can pass for anyone else's.
 * The time is to the second: a connector that recognises a retry by the text (Zammad) then tells
 * the same words sent twice apart.
 */
export function customerComment(text: string, at: Date): string {
  return `${turnHeader('CLIENTE', at, CUSTOMER_NOTE, 'second')}\n${quoted(text.trim())}`;
}

/** A synced thread with each customer comment of ours back to the customer's own words (as the local ticket keeps them). */
export function withCustomerWords<M extends Message>(messages: M[]): M[] {
  return messages.map((message) => {
    const match = message.author === 'customer' ? CUSTOMER_COMMENT.exec(message.body.trim()) : null;
    const words = match ? unquoted(match[1]!) : null;
    return words === null ? message : { ...message, body: words };
  });
}
