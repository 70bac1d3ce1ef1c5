// `eval "$(node scripts/dotenv-exports.mjs)"` (scripts/demo.sh, after node24.sh): prints an
// `export NAME='value'` line for each variable of ./.env that the environment leaves unset or
// blank, as the server, the worker and `kb` read the file (src/config/dotenv.ts), so the script's
// own defaults (PORT for the addresses it prints, DATABASE_URL and REDIS_URL for
// scripts/services.sh) agree with theirs. The environment wins; Node's own parser reads the file.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`;
if (existsSync('.env')) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync('.env', 'utf8')))) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && (process.env[name] ?? '').trim() === '') console.log(`export ${name}=${quote(value)}`);
  }
}
