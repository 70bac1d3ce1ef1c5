import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJsonl } from './jsonl';

async function collect(content: Buffer | string, maxLineBytes?: number) {
  const path = join(mkdtempSync(join(tmpdir(), 'jsonl-')), 'f.jsonl');
  writeFileSync(path, content);
  const out = [];
  for await (const entry of readJsonl(path, maxLineBytes)) out.push({ line: entry.line, value: entry.value, error: entry.error });
  return out;
}

describe('readJsonl', () => {
  it('numbers lines as an editor does, skipping blank ones', async () => {
    expect(await collect('{"a":1}\n\n{"a":2}\r\n{"a":3}')).toEqual([
      { line: 1, value: { a: 1 }, error: undefined },
      { line: 3, value: { a: 2 }, error: undefined },
      { line: 4, value: { a: 3 }, error: undefined },
    ]);
  });

  it('reports invalid JSON and invalid UTF-8 with their line numbers and goes on', async () => {
    const content = Buffer.concat([Buffer.from('{"a":1}\n{"a":\n'), Buffer.from([0x7b, 0x22, 0xe8, 0x22, 0x7d, 0x0a]), Buffer.from('{"a":4}\n')]);
    const out = await collect(content);
    expect(out.map((o) => o.line)).toEqual([1, 2, 3, 4]);
    expect(out[1].error).toMatch(/invalid JSON/);
    expect(out[2].error).toBe('invalid UTF-8');
    expect(out[3].value).toEqual({ a: 4 });
  });

  it('keeps multi-byte characters split across read chunks intact', async () => {
    const long = 'è'.repeat(200_000); // > 64 KiB: spans several stream chunks
    const out = await collect(`${JSON.stringify({ t: long })}\n`);
    expect(out[0].value).toEqual({ t: long });
  });

  it('refuses an over-long line without buffering it whole', async () => {
    const out = await collect(`{"a":"${'x'.repeat(5000)}"}\n{"a":2}\n`, 1000);
    expect(out[0].error).toMatch(/longer than 1000 bytes/);
    expect(out[1]).toEqual({ line: 2, value: { a: 2 }, error: undefined });
  });
});
