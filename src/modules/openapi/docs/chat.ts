import { z } from 'zod';
import { ErrorCode } from '../../../common/domain-error';
import { ChatController } from '../../chat/chat.controller';
import type { EscalationView } from '../../chat/escalation.service';
import type { HandoffSummary } from '../../chat/handoff.service';
import { docsFor, sends } from '../operation-docs';

/** Every call on a conversation: its token, and the per-address limit. */
const ON_CONVERSATION = [ErrorCode.ConversationNotFound, ErrorCode.RateLimited] as const;

const handoff = z
  .object({
    status: z.enum(['open', 'handed_over']).describe('handed_over: a person has the conversation'),
    ticket_id: z.number().int().nullable(),
    reply_by: z.enum(['chat', 'chat_and_email']).describe('chat_and_email once the customer left an address'),
    ended_by: z.enum(['customer', 'operator']).nullable(),
  })
  .meta({ id: 'Handoff' });

const message = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant', 'agent']),
  text: z.string(),
  status: z.enum(['complete', 'interrupted', 'failed']),
  answered: z.boolean(),
  outcome: z.enum(['answered', 'suggested', 'declined']).nullable(),
  citations: z.array(z.object({ id: z.number().int(), problem: z.string(), title: z.string() })),
  suggestions: z.array(z.object({ unit_id: z.number().int(), title: z.string() })),
  offer_handoff: z.boolean().describe('the reply offers a person (the widget shows the operator button in it)'),
  rating: z.number().int().nullable(),
  created_at: z.string(),
});

const escalation = sends<EscalationView & { handoff: HandoffSummary }>()(
  z.object({
    ticket_id: z.number().int(),
    external_id: z.string().describe('CHAT-<conversation id>: the ticketing system sends replies back under it'),
    conversation_id: z.string(),
    created: z.boolean(),
    webhook: z.object({ status: z.enum(['not_configured', 'pending', 'delivered', 'failed']), attempts: z.number().int(), last_error: z.string().nullable() }),
    handoff,
  }),
);

const TURN_EVENTS =
  '`delta` {text} (pieces of the answer), `citations` {units: [{id, problem, title}]}, then `done` {message_id, answered, outcome: answered|suggested|declined, suggestions?: [{unit_id, title}], products?: [{key, name}], offer_handoff?: true}; or `error` {message}. While a person has the conversation: one `handoff` {message_id, ticket_id, status} instead of an answer.';

export const chatDocs = [
  docsFor(ChatController, {
    create: {
      summary: 'Start a conversation: its id and the token every later call sends',
      errors: [ErrorCode.RateLimited],
      response: { json: z.object({ id: z.string(), token: z.string().describe('send as Authorization: Bearer on this conversation only') }) },
    },
    show: {
      summary: 'A conversation with its messages and its handoff state',
      errors: ON_CONVERSATION,
      response: { json: z.object({ id: z.string(), status: z.string(), locale: z.string(), product: z.string().nullable(), ticket_id: z.number().int().nullable(), messages: z.array(message), handoff }) },
    },
    message: {
      summary: 'Ask a question (or answer the product question): the answer streams as Server-Sent Events',
      errors: [...ON_CONVERSATION, ErrorCode.AnswerInProgress],
      response: { events: TURN_EVENTS },
    },
    choose: {
      summary: 'Pick a unit a «Forse cercava:» message offered: its answer streams as Server-Sent Events',
      errors: [...ON_CONVERSATION, ErrorCode.AnswerInProgress, ErrorCode.MessageNotFound, ErrorCode.SuggestionNotOffered, ErrorCode.UnitNotFound],
      response: { events: TURN_EVENTS },
    },
    rate: {
      summary: 'Rate an answer (👍 1 / 👎 -1), once',
      errors: [...ON_CONVERSATION, ErrorCode.MessageNotFound, ErrorCode.AlreadyRated],
      response: {
        json: z.object({
          message_id: z.number().int(),
          value: z.union([z.literal(1), z.literal(-1)]),
          units: z.array(z.number().int()),
          learned: z.number().int().describe('phrases learned by the cited units'),
          suggested: z.number().int().describe('phrase suggestions queued for review'),
        }),
      },
    },
    escalate: {
      summary: 'Hand the conversation over to a person: an open ticket with the transcript (idempotent)',
      description:
        '201 when this call created the ticket, 200 when it returns the one created before (while handed over, nothing is announced again). Only a conversation with a customer message is handed over (409 nothing_to_escalate); after the handoff ended, again no sooner than ESCALATION_COOLDOWN_SECONDS after the last handover (429 escalation_cooldown, Retry-After); new and renewed handovers count against ESCALATION_RATE_IP_PER_MINUTE per client IP (429 rate_limited).',
      errors: [...ON_CONVERSATION, ErrorCode.NothingToEscalate, ErrorCode.EscalationCooldown],
      response: { json: escalation, status: [201, 200] },
    },
    closeHandoff: { summary: 'Go back to the assistant (the ticket stays open for the ticketing system)', errors: ON_CONVERSATION, response: { json: handoff } },
    contact: {
      summary: 'Leave an e-mail address to be answered at (with consent), kept on the escalation ticket only',
      description: 'The same address again changes nothing; a new one is announced and counts against ESCALATION_RATE_IP_PER_MINUTE per client IP.',
      errors: [...ON_CONVERSATION, ErrorCode.NotHandedOver],
      response: { json: handoff },
    },
    events: {
      summary: "A person's replies and the handoff's status, as Server-Sent Events (reconnect with ?after=<last id>)",
      errors: ON_CONVERSATION,
      response: {
        events:
          '`agent_message` {id, role: agent, text, created_at} and `status` {status, ticket_id, ended_by?}; a comment every 15 s. The stream ends after CHAT_HANDOFF_STREAM_MS, when the conversation is back with the assistant, or when the server shuts down: reconnect with the last id seen.',
      },
    },
  }),
];
