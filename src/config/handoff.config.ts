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
};
