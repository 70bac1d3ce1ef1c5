#!/usr/bin/env node
// Builds every reference set of corpus/sets.json from its hand-written sources (corpus/<name>/source/*.mjs):
//   tickets.jsonl       one ticket per line, in the intake API's shape (kb tickets:import reads it)
//   ground-truth.jsonl  per ticket: problem group, expected flags, every planted personal-data string,
//                       and the keywords the fix that worked must contain (solution_keywords) and
//                       those of a failed first attempt that must not be the solution (failed_keywords)
//   questions.jsonl     (sets with "questions": true) new customer questions, group null = not covered
// Two source shapes: "main" modules export full tickets, truth and questions; "compact" modules export
// { product, start, tickets: [{ id, g, cat, s, m: [[who, body]], sol, fail, f, pii }] } (the blind sets' shape).
// `node corpus/build.mjs [name ...]` writes the files; `--check` only verifies that the committed files are current.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'sets.json'), 'utf8'));
const check = process.argv.includes('--check');
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((name) => !manifest.sets.some((s) => s.name === name));
if (unknown.length) {
  console.error(`unknown set(s) ${unknown.join(', ')}: corpus/sets.json has ${manifest.sets.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const AUTHORS = { c: ['customer', 'public'], a: ['agent', 'public'], n: ['agent', 'internal'], x: ['agent', 'internal_confidential'], s: ['system', 'public'] };

async function modulesOf(dir) {
  const files = readdirSync(join(dir, 'source')).filter((f) => f.endsWith('.mjs')).sort();
  return Promise.all(files.map((f) => import(pathToFileURL(join(dir, 'source', f)).href)));
}

/** The main set's sources hold the finished rows. */
function fromMain(mods) {
  return { tickets: mods.flatMap((m) => m.tickets), truth: mods.flatMap((m) => m.truth), questions: mods.flatMap((m) => m.questions ?? []) };
}

/** The compact shape, expanded: deterministic timestamps (one ticket every ~19 hours from the product's start, replies 7-40 minutes apart). */
function fromCompact(mods, problems) {
  const tickets = [];
  const truth = [];
  for (const mod of mods) {
    mod.tickets.forEach((t, index) => {
      const start = Date.parse(mod.start) + index * 19 * 3600_000 + (index % 7) * 613_000;
      let at = start;
      const messages = t.m.map(([who, body], k) => {
        if (!AUTHORS[who]) problems.push(`${t.id}: unknown author "${who}"`);
        at += k === 0 ? 0 : (7 + ((index * 13 + k * 11) % 34)) * 60_000;
        const [author, visibility] = AUTHORS[who] ?? ['customer', 'public'];
        return { author, visibility, body, created_at: new Date(at).toISOString().replace('.000Z', 'Z') };
      });
      const flags = new Set(t.f ?? []);
      tickets.push({
        external_id: t.id,
        subject: t.s,
        category: t.cat,
        product: mod.product,
        locale: 'it',
        customer_ref: `CL-${(Number(t.id.replace(/\D/g, '')) * 7919) % 100000}`,
        status: 'closed',
        closed_at: new Date(at + 25 * 60_000).toISOString().replace('.000Z', 'Z'),
        handle_seconds: Math.round((at - start) / 1000) + 120,
        messages,
      });
      const concession = flags.has('concession');
      const oneOff = flags.has('oneoff');
      const unresolved = flags.has('unresolved');
      truth.push({
        external_id: t.id,
        group: t.g,
        expected: { reusable: !concession && !oneOff && !unresolved, commercial_exception: concession, one_off: oneOff, conflicting_fix: flags.has('conflict'), unresolved },
        pii: (t.pii ?? []).map(([label, value]) => ({ label, value })),
        solution_keywords: t.sol ?? [],
        failed_keywords: t.fail ?? [],
      });
    });
  }
  for (const row of truth) {
    const ticket = tickets.find((x) => x.external_id === row.external_id);
    if (row.expected.reusable && row.solution_keywords.length === 0) problems.push(`${row.external_id}: a reusable ticket needs solution keywords`);
    const publicAgent = ticket.messages.filter((m) => m.author === 'agent' && m.visibility === 'public').map((m) => m.body.toLowerCase()).join('\n');
    for (const k of [...row.solution_keywords, ...row.failed_keywords]) {
      if (!publicAgent.includes(k.toLowerCase())) problems.push(`${row.external_id}: keyword "${k}" not in the agent's public messages`);
    }
  }
  return { tickets, truth, questions: [] };
}

const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
let failed = false;
for (const set of manifest.sets.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  const dir = join(root, set.name);
  const problems = [];
  const built = set.format === 'main' ? fromMain(await modulesOf(dir)) : fromCompact(await modulesOf(dir), problems);
  const ids = new Set();
  for (const t of built.tickets) {
    if (ids.has(t.external_id)) problems.push(`duplicate external_id ${t.external_id}`);
    ids.add(t.external_id);
  }
  const truthIds = new Set(built.truth.map((t) => t.external_id));
  for (const id of ids) if (!truthIds.has(id)) problems.push(`no ground truth for ${id}`);
  for (const row of built.truth) {
    const ticket = built.tickets.find((x) => x.external_id === row.external_id);
    if (!ticket) problems.push(`ground truth for unknown ticket ${row.external_id}`);
    const text = ticket ? [ticket.subject, ...ticket.messages.map((m) => m.body)].join('\n') : '';
    for (const { value } of row.pii ?? []) if (!text.includes(value)) problems.push(`${row.external_id}: planted "${value}" not in the text`);
  }
  if (set.tickets !== built.tickets.length) problems.push(`sets.json says ${set.tickets} tickets, the sources hold ${built.tickets.length}`);
  if (problems.length) {
    console.error(`${set.name}: ${problems.length} problem(s):\n  ${problems.slice(0, 30).join('\n  ')}`);
    failed = true;
    continue;
  }
  const outputs = { 'tickets.jsonl': jsonl(built.tickets), 'ground-truth.jsonl': jsonl(built.truth), ...(set.questions ? { 'questions.jsonl': jsonl(built.questions) } : {}) };
  if (check) {
    const stale = Object.entries(outputs).filter(([name, body]) => !existsSync(join(dir, name)) || readFileSync(join(dir, name), 'utf8') !== body);
    if (stale.length) {
      console.error(`${set.name}: ${stale.map(([n]) => n).join(', ')} out of date: run node corpus/build.mjs ${set.name}`);
      failed = true;
    }
  } else {
    for (const [name, body] of Object.entries(outputs)) writeFileSync(join(dir, name), body);
    console.log(`${set.name}: ${built.tickets.length} tickets, ${new Set(built.truth.map((t) => t.group)).size} problem groups${set.questions ? `, ${built.questions.length} questions` : ''}`);
  }
}
process.exit(failed ? 1 : 0);
