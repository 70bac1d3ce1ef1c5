import { sql, Kysely } from 'kysely';

/**
 * A redacted copy of each ticket's subject and messages, written at intake, read by distillation
 * and by every review page view (which used to redact the raw text again on each view). The raw
 * text stays: it is what lets an improved redactor be run again (a copy made by an older
 * redactor_version is ignored and recomputed from it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('subject_redacted', 'text')
    .addColumn('redaction_counts', 'varchar(1000)')
    .addColumn('redactor_version', 'varchar(16)')
    .execute();
  await db.schema.alterTable('ticket_messages').addColumn('body_redacted', sql`mediumtext`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticket_messages').dropColumn('body_redacted').execute();
  await db.schema.alterTable('tickets').dropColumn('subject_redacted').dropColumn('redaction_counts').dropColumn('redactor_version').execute();
}
