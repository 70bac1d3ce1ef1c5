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
