import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { productKey } from './common/fields';
import { BUILT_IN_NAMES } from './lib/tables/text-table';
import { restoreOrthography } from './lib/text/orthography';
import { parseCookies } from './modules/auth/session-token';
import { articleText } from './modules/connectors/zammad/zammad-mapping';
import { run, ticket } from './modules/distillation/rules/tickets.spec-helper';
import { normalizedFields, ticketFieldMapSchema } from './modules/tickets/ticket.dto';
import { costOf, DEFAULT_LLM_PRICES, priceOf } from './providers/llm/llm-usage';

/**
 * Issue 32, finding 1: no table of src/ (or of the browser scripts it serves) is looked up by
 * arbitrary text on a plain object, where "constructor" or "__proto__" find Object.prototype's
 * members. scripts/check-lookups.mjs says where; this runs it, so a new one fails `npm test`.
 */
const ROOT = resolve(__dirname, '..');
const CHECK = join(ROOT, 'scripts/check-lookups.mjs');

describe('check:lookups', () => {
  it('finds no lookup by text on a plain object in src/ and the browser scripts', () => {
    const run = spawnSync(process.execPath, [CHECK], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout.split('\n').filter((line) => /^\S+:\d+: /.test(line))).toEqual([]);
    expect(run.status).toBe(0);
  }, 120_000);

  it('flags plain-object lookups by text, `in` and prototype builtins, and lets Maps, arrays and own-key reads through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-lookups-'));
    const file = join(dir, 'fixture.ts');
    writeFileSync(
      file,
      [
        'const TABLE: Record<string, string> = { perchè: "perché" };',
        'const MAP = new Map([["perchè", "perché"]]);',
        'type Kind = "a" | "b";',
        'const KINDS: Record<Kind, number> = { a: 1, b: 2 };',
        'export function bad(word: string, kind: string, json: any) {',
        '  return [TABLE[word], KINDS[kind as Kind], word in TABLE, TABLE.hasOwnProperty(word), json[word], `${word}` in KINDS];',
        '}',
        'export function good(word: string, kind: Kind, list: string[], i: number) {',
        '  return [MAP.get(word), KINDS[kind], list[i], word[i], Object.hasOwn(TABLE, word) ? TABLE[word] : undefined, Object.hasOwn(TABLE, word) && TABLE[word], TABLE["perchè"]];',
        '}',
      ].join('\n'),
    );
    let output = '';
    try {
      execFileSync(process.execPath, [CHECK, file], { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const lines = output.trim().split('\n');
    expect(lines.map((line) => line.replace(/^.*fixture\.ts:(\d+): ([^:]+):.*$/, '$1 $2'))).toEqual([
      '6 lookup by text on a plain object (use a Map, or ownValue)',
      '6 lookup by text on a plain object (use a Map, or ownValue)',
      '6 `in` finds inherited keys (use a Map, or Object.hasOwn)',
      '6 prototype builtin called on an object (use Object.hasOwn)',
      '6 lookup by text on a plain object (use a Map, or ownValue)',
      '6 `in` finds inherited keys (use a Map, or Object.hasOwn)',
    ]);
  }, 60_000);
});

/**
 * Every table behind a pure function that reads text from outside, fed Object.prototype's names
 * (the medium spec test/text-lookups.medium-spec.ts does the same through the API, the import,
 * the worker and the review assets).
 */
describe("tables read with Object.prototype's names", () => {
  it('restores orthography without ever inserting a member of Object.prototype', () => {
    for (const name of BUILT_IN_NAMES) {
      expect(restoreOrthography(name)).toBe(name);
      expect(restoreOrthography(`errore ${name} al login, ${name.toLowerCase()} e ${name.toUpperCase()}`)).toBe(`errore ${name} al login, ${name.toLowerCase()} e ${name.toUpperCase()}`);
    }
  });

  it('maps a ticketing system’s product and category named like a built-in, with and without an operator map', () => {
    const map = ticketFieldMapSchema.parse({ products: { 'Fibra Casa': 'fibra-casa' }, categories: { Guasto: 'guasto' } });
    for (const name of BUILT_IN_NAMES) {
      for (const fields of [normalizedFields(name, name), normalizedFields(name, name, map), normalizedFields(name.toLowerCase(), name.toUpperCase(), map)]) {
        expect(typeof fields.product).toBe('string');
        expect(fields.product).toBe(productKey(fields.product_name ?? fields.product!));
        expect(fields.category).toBe('altro');
      }
    }
  });

  it('decodes Zammad HTML without turning &constructor; into a function', () => {
    for (const name of BUILT_IN_NAMES) {
      expect(articleText({ body: `<p>a &${name}; b</p>`, content_type: 'text/html' })).toBe(`a &${name}; b`);
    }
  });

  it('reads cookies named like a built-in as cookies, and no other', () => {
    for (const name of BUILT_IN_NAMES) {
      const cookies = parseCookies(`${name}=x; distillo_session=abc`);
      expect(cookies.get(name)).toBe('x');
      expect(cookies.get('distillo_session')).toBe('abc');
      expect(parseCookies('a=1').get(name)).toBeUndefined();
    }
  });

  it('prices a model named like a built-in as unknown, and a provider named so at full price', () => {
    for (const name of BUILT_IN_NAMES) {
      expect(priceOf(name, DEFAULT_LLM_PRICES)).toBeUndefined();
      const usage = { provider: name, model: 'claude-haiku-5', input_tokens: 1_000_000, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0 };
      expect(costOf(usage, DEFAULT_LLM_PRICES)).toBe(1);
    }
  });

  it('distils a ticket written with built-in names into a unit with none of Object.prototype’s members in its text', () => {
    const names = BUILT_IN_NAMES.join(', ');
    for (const name of ['constructor', 'Constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty']) {
      const { unit } = run(
        ticket(`Errore ${name} all'avvio`, [
          ['customer', `Buongiorno, all'avvio del gestionale compare l'errore ${name} e ${name.toLowerCase()} non si apre. Ho provato con ${names}.`],
          ['agent', `Il ${name} dipende dalla cache: 1) vada in Impostazioni → Cache e prema Svuota 2) riavvii l'app con ${name.toLowerCase()} attivo.`],
          ['customer', `perfetto, adesso ${name} funziona. grazie!`],
        ]),
      );
      expect(JSON.stringify(unit)).not.toMatch(/native code|\[object |function Object/);
    }
  });
});
