import { Kysely, sql } from 'kysely';

/**
 * chat_escalations.handed_over_at: when the conversation was last handed over to a person (the
 * escalation, or a later one after the handoff ended). A new handover waits
 * ESCALATION_COOLDOWN_SECONDS after it, claimed with one conditional UPDATE so racing calls hand
 * over once (issue 32: close-and-escalate cycles sent two webhooks each). Existing rows start from
 * their escalation's time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_escalations').addColumn('handed_over_at', sql`datetime(3)`).execute();
  await sql`UPDATE chat_escalations SET handed_over_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_escalations').dropColumn('handed_over_at').execute();
}
