import { Kysely, sql } from 'kysely';

/**
 * A ticket the ticketing system solves or closes ends the handoff (issue 13.5).
 * - chat_conversations.handoff_ended_by / handoff_ended_at: how the last handoff ended — the
 *   customer went back to the assistant, or the operator closed the request — so the widget says
 *   so after a reload, and a re-opened ticket resumes only a handoff the operator's close ended.
 * - chat_escalations.ticket_closed_at: the escalation ticket's closing (its closed_at) the chat
 *   has acted on, so the same close seen again (a re-sent ticket, a retried sync, a second poll)
 *   changes nothing; NULL once the ticket is seen open again.
 * - connector_escalations.remote_external_id of Zendesk escalations: `zendesk-<id>`, the key the
 *   sync imports the ticket as (it was the bare id, so the sync never found the escalation again
 *   and the agents' replies and the close did not reach the chat).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_conversations')
    .addColumn('handoff_ended_by', sql`enum('customer','operator')`)
    .addColumn('handoff_ended_at', sql`datetime(3)`)
    .execute();
  await db.schema.alterTable('chat_escalations').addColumn('ticket_closed_at', sql`datetime(3)`).execute();
  await sql`UPDATE connector_escalations SET remote_external_id = CONCAT('zendesk-', remote_external_id)
    WHERE connector = 'zendesk' AND remote_external_id IS NOT NULL AND remote_external_id NOT LIKE 'zendesk-%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The Zendesk keys stay `zendesk-<id>`: the connector reads both forms.
  await db.schema.alterTable('chat_escalations').dropColumn('ticket_closed_at').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('handoff_ended_by').dropColumn('handoff_ended_at').execute();
}
