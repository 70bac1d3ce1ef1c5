import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ownValue, setOwn } from '../lib/tables/text-table';

/**
 * `.env` of the working directory (what `.env.example` says to copy): its variables fill in what
 * the environment leaves unset, so a variable set in the environment always wins. Node's own
 * parser reads the file (the syntax of `node --env-file`). A variable set blank in the environment
 * counts as unset, as everywhere in the configuration (./env.ts), so `.env` fills it in too.
 * Read by the entry points (server, worker, `kb`) before the configuration is parsed; the tests
 * build their apps from the environment alone. Returns the names taken from the file.
 */
export function loadDotEnv(file = resolve('.env'), env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(file)) return [];
  const taken: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if ((ownValue(env, name) ?? '').trim() !== '') continue;
    setOwn(env, name, value);
    taken.push(name);
  }
  return taken;
}
