import { parseArgs } from 'node:util';
import { CassetteStore } from './cassettes';

/**
 * `npm run cassettes -- <status|file> DIR [--into SUBDIR] [--by WHO] [--kind KIND]`: the recorded answers of
 * one cassette folder. `status` counts the recorded answers and the pending requests (answered or
 * not); `file` checks each answered pending request and files it under DIR/SUBDIR/<kind>/ (see
 * docs/recorded-model.md). Exits 1 while requests wait for an answer or a reply was refused.
 */
function main(): number {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { into: { type: 'string' }, by: { type: 'string' }, kind: { type: 'string' } } });
  const [command, dir] = positionals;
  if (!dir || (command !== 'status' && command !== 'file')) {
    console.error('usage: npm run cassettes -- status DIR | file DIR --into SUBDIR [--by WHO] [--kind distill|pair_check|unit_synthesis|gap_topics|text]');
    return 2;
  }
  const store = new CassetteStore(dir);
  if (command === 'file') {
    if (!values.into) {
      console.error('file needs --into SUBDIR (the reference set and prompt version, e.g. distill-v2/main)');
      return 2;
    }
    const { filed, refused, waiting } = store.file(values.into, values.by ?? 'recorder', values.kind);
    console.log(`${filed.length} filed into ${dir}/${values.into}, ${refused.length} refused, ${waiting.length} still waiting for an answer`);
    for (const r of refused) console.log(`  refused ${r.key}: ${r.why}`);
    return refused.length || waiting.length ? 1 : 0;
  }
  const pending = store.pending();
  const byKind = new Map<string, number>();
  for (const p of pending) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
  console.log(`${store.size} recorded answers under ${dir}; ${pending.length} pending${pending.length ? ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`);
  return pending.length ? 1 : 0;
}

process.exit(main());
