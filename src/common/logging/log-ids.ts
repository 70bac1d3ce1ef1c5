import { createHmac } from 'node:crypto';

/** A UUID: what conversation ids are (the ids of the chat's URLs, CHAT-<id> tickets). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * Conversation ids in a logged path or message, replaced by a short keyed hash (`c~` + 12 hex of
 * HMAC-SHA256 under GDPR_HASH_KEY): the lines of one conversation still group together, but the
 * log keeps no id that an erasure would have to reach (log files are not erased). Pure.
 */
export function hashConversationIds(text: string, key: string): string {
  return text.replace(UUID, (id) => `c~${createHmac('sha256', key).update(id.toLowerCase()).digest('hex').slice(0, 12)}`);
}
