import { Kysely } from 'kysely';

/**
 * kb_unit_candidates.failed_attempts: what failed for this ticket before its fix worked (the
 * agent's earlier steps a negative reply answered, the customer's own "l'ho fatto, ma…"), as a
 * JSON array of strings; NULL when nothing failed or the distiller does not say. A unit whose
 * usual fix failed for one of its tickets then adds that ticket's fix as what to do when the
 * usual one is not enough.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('kb_unit_candidates').addColumn('failed_attempts', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('kb_unit_candidates').dropColumn('failed_attempts').execute();
}
