import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { referenceSets } from '../../src/modules/distillation/eval/reference-sets';
import { JOB_QUEUE, JobName } from '../../src/queue/jobs';
import { table } from './markdown';

/**
 * The parts of the docs that are read off the code and the data, so they cannot drift: which module's
 * repositories name which table, every job with its queue, handler and schedule (architecture.md),
 * and the reference sets of corpus/sets.json (evaluation.md). `renderGeneratedBlocks` rewrites the
 * text between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`.
 */
function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

/** Tables the migrations create (in their `up`). */
function migrationTables(root: string): string[] {
  const tables = new Set<string>();
  for (const file of filesUnder(join(root, 'migrations'), (p) => /\d{8}T\d{4}_.+\.ts$/.test(p))) {
    const up = readFileSync(file, 'utf8').split(/export async function down/)[0]!;
    for (const m of up.matchAll(/createTable\('([a-z0-9_]+)'\)/g)) tables.add(m[1]!);
  }
  return [...tables].sort();
}

/** How often a file names a table: as a Kysely table argument or after a SQL keyword. */
function mentions(text: string, tableName: string): number {
  const quoted = new RegExp(`['"\`]${tableName}(\\s+as\\s+\\w+)?['"\`]`, 'g');
  const inSql = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+\`?${tableName}\\b`, 'g');
  return (text.match(quoted)?.length ?? 0) + (text.match(inSql)?.length ?? 0);
}

export function renderTableOwners(root: string): string {
  const modulesDir = join(root, 'src', 'modules');
  const modules = readdirSync(modulesDir).filter((m) => statSync(join(modulesDir, m)).isDirectory()).sort();
  const repositories = new Map(
    modules.map((m) => [m, filesUnder(join(modulesDir, m), (p) => p.endsWith('.repository.ts')).map((p) => readFileSync(p, 'utf8'))]),
  );
  const owned = new Map<string, string[]>(modules.map((m) => [m, []]));
  const alsoRead = new Map<string, string[]>(modules.map((m) => [m, []]));
  const unnamed: string[] = [];
  for (const tableName of migrationTables(root)) {
    const counts = modules
      .map((m) => ({ module: m, n: repositories.get(m)!.reduce((sum, text) => sum + mentions(text, tableName), 0) }))
      .filter((c) => c.n > 0)
      .sort((a, b) => b.n - a.n);
    if (counts.length === 0) {
      unnamed.push(tableName);
      continue;
    }
    owned.get(counts[0]!.module)!.push(`\`${tableName}\``);
    for (const other of counts.slice(1)) alsoRead.get(other.module)!.push(`\`${tableName}\` (of ${counts[0]!.module})`);
  }
  const rows = modules.map((m) => [
    `[\`${m}\`](../src/modules/${m})`,
    owned.get(m)!.join(', ') || '—',
    alsoRead.get(m)!.join(', '),
  ]);
  const note = unnamed.length
    ? `\n\nCreated by a migration and named by no repository: ${unnamed.map((t) => `\`${t}\``).join(', ')}.`
    : '';
  return table(['module', 'tables its repositories own', 'other tables its repositories name'], rows) + note;
}

/** `{ every: this.config.X }` → "every `X`", `{ pattern: '15 4 * * *' }` → "cron `15 4 * * *`". */
function scheduleText(kind: string, value: string): string {
  const v = value.trim();
  const config = /^this\.config\.([A-Z0-9_]+)$/.exec(v);
  const shown = config ? config[1]! : v.replace(/^'|'$/g, '').replace(/^(\d+)_?000$/, '$1 s');
  return kind === 'every' ? `every \`${shown}\`` : `cron \`${shown}\``;
}

export function renderJobs(root: string): string {
  const sources = filesUnder(join(root, 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.spec.ts'));
  const handlers = new Map<string, string[]>();
  const schedules = new Map<string, string[]>();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const link = `[${relative(join(root, 'src'), file)}](../${relative(root, file)})`;
    for (const m of text.matchAll(/@OnJob\(JobName\.(\w+)\)/g)) handlers.set(m[1]!, [...(handlers.get(m[1]!) ?? []), link]);
    for (const m of text.matchAll(/upsertJobScheduler\(\s*[^,]+,\s*\{\s*(every|pattern):\s*([^}]+?)\s*\},\s*\{\s*name:\s*JobName\.(\w+)/g)) {
      schedules.set(m[3]!, [...(schedules.get(m[3]!) ?? []), scheduleText(m[1]!, m[2]!)]);
    }
  }
  const rows = Object.values(JobName).map((name) => [
    `\`${name}\``,
    `\`${JOB_QUEUE[name]}\``,
    (handlers.get(name) ?? []).join(', ') || '—',
    [...new Set(schedules.get(name) ?? [])].join(', ') || 'when enqueued',
  ]);
  return table(['job', 'queue', 'handled in', 'runs'], rows);
}

/** The reference sets as corpus/sets.json describes them (read through the evaluation's own loader). */
export function renderReferenceSets(): string {
  const since = (date: string | null) => date ?? 'never';
  const rows = referenceSets().map((set) => [
    `[\`${set.name}\`](../corpus/${set.name})`,
    String(set.tickets),
    set.products.join(', '),
    `${set.written_on ?? '—'}${set.blind ? ', blind' : ''}`,
    since(set.tuned_on.rules),
    since(set.tuned_on.model),
    set.written + (set.role ? ` ${set.role}` : ''),
  ]);
  return table(['set', 'tickets', 'products', 'written', 'rules tuned on it since', "model's prompt tuned on it since", 'how it was written'], rows);
}

const BLOCKS: Record<string, (root: string) => string> = { tables: renderTableOwners, jobs: renderJobs, sets: () => renderReferenceSets() };

/** The generated blocks each file must hold. */
export const GENERATED_BLOCKS: Record<string, string[]> = {
  'docs/architecture.md': ['tables', 'jobs'],
  'docs/evaluation.md': ['sets'],
};

/** The file's text with every generated block rewritten from the code. */
export function renderGeneratedBlocks(root: string, text: string): string {
  return text.replace(/(<!-- generated:(\w+) -->)[\s\S]*?(<!-- \/generated:\2 -->)/g, (whole, open: string, name: string, close: string) => {
    const render = BLOCKS[name];
    return render ? `${open}\n${render(root)}\n${close}` : whole;
  });
}
