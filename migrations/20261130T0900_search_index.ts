import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * Italian stopwords for the FULLTEXT index (the Snowball Italian list). InnoDB reads the user
 * stopword table named in innodb_ft_user_stopword_table when the index is created, on MySQL
 * and MariaDB alike; the table must be InnoDB with a single VARCHAR column named `value`.
 */
const ITALIAN_STOPWORDS = `ad al allo ai agli all agl alla alle con col coi da dal dallo dai dagli dall dagl dalla dalle
di del dello dei degli dell degl della delle in nel nello nei negli nell negl nella nelle su sul sullo sui sugli sull
sugl sulla sulle per tra contro io tu lui lei noi voi loro mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro
nostra nostri nostre vostro vostra vostri vostre mi ti ci vi lo la li le gli ne il un uno una ma ed se perché anche come
dov dove che chi cui non più quale quanto quanti quanta quante quello quelli quella quelle questo questi questa queste
si tutto tutti a c e i l o ho hai ha abbiamo avete hanno abbia abbiate abbiano avrò avrai avrà avremo avrete avranno
avrei avresti avrebbe avremmo avreste avrebbero avevo avevi aveva avevamo avevate avevano ebbi avesti ebbe avemmo
aveste ebbero avessi avesse avessimo avessero avendo avuto avuta avuti avute sono sei è siamo siete sia siate siano
sarò sarai sarà saremo sarete saranno sarei saresti sarebbe saremmo sareste sarebbero ero eri era eravamo eravate
erano fui fosti fu fummo foste furono fossi fosse fossimo fossero essendo faccio fai facciamo fanno faccia facciate
facciano farò farai farà faremo farete faranno farei faresti farebbe faremmo fareste farebbero facevo facevi faceva
facevamo facevate facevano feci facesti fece facemmo faceste fecero facessi facesse facessimo facessero facendo sto
stai sta stiamo stanno stia stiate stiano starò starai starà staremo starete staranno starei staresti starebbe
staremmo stareste starebbero stavo stavi stava stavamo stavate stavano stetti stesti stette stemmo steste stettero
stessi stesse stessimo stessero stando`.split(/\s+/);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_ft_stopwords')
    .addColumn('value', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.insertInto('kb_ft_stopwords').values(ITALIAN_STOPWORDS.filter(Boolean).map((value) => ({ value }))).execute();

  await db.schema.alterTable('knowledge_units').addColumn('external_id', 'varchar(191)', (col) => col.unique()).execute();

  await db.schema
    .createTable('knowledge_chunks')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    // content: problem + solution (split when long); phrases: the unit's search phrases;
    // question: one learned customer question.
    .addColumn('kind', sql`enum('content','phrases','question')`, (col) => col.notNull())
    .addColumn('position', 'smallint', (col) => col.unsigned().notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_stemmed', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'char(64)', (col) => col.notNull())
    // Scope, copied from the unit so both branches filter inside the index, not after top-k.
    // '' = a unit for every product.
    .addColumn('product', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('is_served', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('embedder', 'varchar(64)', (col) => col.notNull())
    .addColumn('embedder_version', 'varchar(64)', (col) => col.notNull())
    .addColumn('embedding', sql`mediumblob`, (col) => col.notNull())
    .addColumn('embedding_small', sql`varbinary(256)`, (col) => col.notNull())
    .addColumn('cluster_id', 'smallint')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .addUniqueConstraint('knowledge_chunks_unit_kind_position_uq', ['unit_id', 'kind', 'position'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema
    .createIndex('knowledge_chunks_probe_idx')
    .on('knowledge_chunks')
    .columns(['is_served', 'locale', 'product', 'cluster_id'])
    .execute();
  await db.schema.createIndex('knowledge_chunks_cluster_idx').on('knowledge_chunks').column('cluster_id').execute();

  // The stopword table is read when the FULLTEXT index is created, from this session's setting.
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{ db: string }>`SELECT DATABASE() AS db`.execute(connection);
    await sql`SET SESSION innodb_ft_user_stopword_table = ${`${rows[0].db}/kb_ft_stopwords`}`.execute(connection);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_ft ON knowledge_chunks (content, content_stemmed)`.execute(connection);
    await sql`SET SESSION innodb_ft_user_stopword_table = NULL`.execute(connection);
  });

  await db.schema
    .createTable('kb_centroids')
    .addColumn('version', 'integer', (col) => col.unsigned().notNull())
    .addColumn('id', 'smallint', (col) => col.notNull())
    .addColumn('centroid', sql`varbinary(256)`, (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.unsigned().notNull())
    .addPrimaryKeyConstraint('kb_centroids_pk', ['version', 'id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  // One row: what the index is built with, and the version every API process watches.
  await db.schema
    .createTable('kb_index_state')
    .addColumn('id', 'integer', (col) => col.unsigned().primaryKey())
    .addColumn('version', 'integer', (col) => col.unsigned().notNull())
    .addColumn('embedder', 'varchar(64)')
    .addColumn('embedder_version', 'varchar(64)')
    .addColumn('embedder_state', sql`longtext`)
    .addColumn('projection', sql`mediumblob`)
    .addColumn('clusters', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('exact_scan', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('trained_chunks', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('trained_at', sql`datetime(3)`)
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.insertInto('kb_index_state').values({ id: 1, version: 0 }).execute();

  // Real customer questions learned as phrases of a unit; a reviewer can remove them.
  await db.schema
    .createTable('kb_learned_phrases')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('phrase', 'varchar(1500)', (col) => col.notNull())
    .addColumn('phrase_key', 'char(64)', (col) => col.notNull())
    .addColumn('source', sql`enum('cli','chat_feedback')`, (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('kb_learned_phrases_unit_key_uq', ['unit_id', 'phrase_key'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['kb_learned_phrases', 'kb_index_state', 'kb_centroids', 'knowledge_chunks', 'kb_ft_stopwords']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('knowledge_units').dropColumn('external_id').execute();
}
