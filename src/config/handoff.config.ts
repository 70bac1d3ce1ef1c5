import { intString } from './env';

/**
 * The chat's handoff to a person (issue 13.5), merged into the app config (src/config/config.ts)
 * with `...handoffConfigShape`. A blank variable counts as unset (src/config/env.ts).
 */
export const handoffConfigShape = {
  /**
   * How often an open handoff stream (GET /api/chat/conversations/:id/events) asks the tickets
   * service for agent replies it has not heard of in this process: intake may run in another API
   * process, or before this one started. Replies intake receives in this process arrive at once.
   */
  CHAT_HANDOFF_POLL_MS: intString(3000, 100),
  /** How long one handoff stream stays open before the widget reconnects (proxies drop idle streams). */
  CHAT_HANDOFF_STREAM_MS: intString(300_000, 1000),
  /**
   * A conversation is handed over to a person again (after the customer went back to the
   * assistant, or the operator closed the request) no sooner than this many seconds after its last
   * handover: close-and-escalate cycles cannot flood the ticketing system with notices. 0 = no wait.
   */
  ESCALATION_COOLDOWN_SECONDS: intString(300, 0),
  /**
   * Handovers that create or reopen a request, and contact addresses given, per client IP per
   * minute (each makes a ticket, a ticket in the ticketing system or a webhook); 0 = no limit.
   */
  ESCALATION_RATE_IP_PER_MINUTE: intString(5, 0),
};
