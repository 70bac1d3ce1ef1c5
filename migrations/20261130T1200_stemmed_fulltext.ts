import { Kysely, sql } from 'kysely';

/**
 * A FULLTEXT index on the stemmed copy alone. Matching the raw text and its stemmed copy together
 * counted most words twice (once inflected, once as a stem); the stemmed column holds every
 * content word as a stem and every code verbatim and as one word, which is all the query uses.
 * Built with the Italian stopword table, like the first one (InnoDB reads it at creation).
 * Any later migration that rebuilds knowledge_chunks must set the stopword table again first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{ db: string }>`SELECT DATABASE() AS db`.execute(connection);
    await sql`SET SESSION innodb_ft_user_stopword_table = ${`${rows[0].db}/kb_ft_stopwords`}`.execute(connection);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_stemmed_ft ON knowledge_chunks (content_stemmed)`.execute(connection);
    await sql`SET SESSION innodb_ft_user_stopword_table = NULL`.execute(connection);
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX knowledge_chunks_stemmed_ft ON knowledge_chunks`.execute(db);
}
