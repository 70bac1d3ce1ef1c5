import { createConnection } from 'mysql2/promise';
import { mysqlOptions } from '../../../config/config';

/** Scratch databases (eval, bench) are dropped before each run; only names ending in _eval/_bench. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { database, ...server } = mysqlOptions(databaseUrl);
  if (!/_(eval|bench)$/.test(database)) throw new Error(`Refusing to drop "${database}": scratch databases end in _eval or _bench`);
  const connection = await createConnection(server);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end();
  }
}
