#!/usr/bin/env node
// Builds the held-out reference set from the hand-written sources in corpus-heldout/source/*.mjs.
// Same file shapes as corpus/ (tickets.jsonl in the intake API's shape, ground-truth.jsonl), plus
// per-ticket `solution_keywords` (words the fix that worked must contain) and `failed_keywords`
// (words of a failed first attempt that must NOT be the solution). Written independently of the
// reference corpus and never used to tune the rules distiller: do not add its words to a lexicon.
// Product names are written as a ticketing system sends them ("Fibra Casa"), not as slugs.
// `node corpus-heldout/build.mjs` writes the files; `--check` only verifies they are current.
// `--dir corpus-third` (or `--dir corpus-fourth`) builds another reference set of the same shape from its own source/.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dirFlag = process.argv.indexOf('--dir');
const here = dirFlag > 0 ? resolve(process.argv[dirFlag + 1] ?? '') : dirname(fileURLToPath(import.meta.url));
const setName = basename(here);
const sources = readdirSync(join(here, 'source')).filter((f) => f.endsWith('.mjs')).sort();
const AUTHORS = {
  c: ['customer', 'public'],
  a: ['agent', 'public'],
  n: ['agent', 'internal'],
  x: ['agent', 'internal_confidential'],
  s: ['system', 'public'],
};
const tickets = [];
const truth = [];
const problems = [];
for (const file of sources) {
  const mod = await import(pathToFileURL(join(here, 'source', file)).href);
  mod.tickets.forEach((t, index) => {
    // Deterministic, plausible timestamps: one ticket every ~19 hours from the product's start
    // date, replies 7-40 minutes apart (the order of messages is what matters to distillers).
    const start = Date.parse(mod.start) + index * 19 * 3600_000 + (index % 7) * 613_000;
    let at = start;
    const messages = t.m.map(([who, body], k) => {
      if (!AUTHORS[who]) problems.push(`${t.id}: unknown author "${who}"`);
      at += k === 0 ? 0 : (7 + ((index * 13 + k * 11) % 34)) * 60_000;
      const [author, visibility] = AUTHORS[who] ?? ['customer', 'public'];
      return { author, visibility, body, created_at: new Date(at).toISOString().replace('.000Z', 'Z') };
    });
    const flags = new Set(t.f ?? []);
    const closed = new Date(at + 25 * 60_000).toISOString().replace('.000Z', 'Z');
    tickets.push({
      external_id: t.id,
      subject: t.s,
      category: t.cat,
      product: mod.product,
      locale: 'it',
      customer_ref: `CL-${(Number(t.id.replace(/\D/g, '')) * 7919) % 100000}`,
      status: 'closed',
      closed_at: closed,
      handle_seconds: Math.round((at - start) / 1000) + 120,
      messages,
    });
    const concession = flags.has('concession');
    const oneOff = flags.has('oneoff');
    const unresolved = flags.has('unresolved');
    truth.push({
      external_id: t.id,
      group: t.g,
      expected: {
        reusable: !concession && !oneOff && !unresolved,
        commercial_exception: concession,
        one_off: oneOff,
        conflicting_fix: flags.has('conflict'),
        unresolved,
      },
      pii: (t.pii ?? []).map(([label, value]) => ({ label, value })),
      solution_keywords: t.sol ?? [],
      failed_keywords: t.fail ?? [],
    });
  });
}

const ids = new Set();
for (const t of tickets) {
  if (ids.has(t.external_id)) problems.push(`duplicate external_id ${t.external_id}`);
  ids.add(t.external_id);
}
for (const row of truth) {
  const ticket = tickets.find((x) => x.external_id === row.external_id);
  const text = ticket.messages.map((m) => m.body).join('\n');
  for (const { value } of row.pii) if (!text.includes(value)) problems.push(`${row.external_id}: planted "${value}" not in the text`);
  const reusable = row.expected.reusable;
  if (reusable && row.solution_keywords.length === 0) problems.push(`${row.external_id}: a reusable ticket needs solution keywords`);
  const publicAgent = ticket.messages.filter((m) => m.author === 'agent' && m.visibility === 'public').map((m) => m.body.toLowerCase()).join('\n');
  for (const k of [...row.solution_keywords, ...row.failed_keywords]) {
    if (!publicAgent.includes(k.toLowerCase())) problems.push(`${row.external_id}: keyword "${k}" not in the agent's public messages`);
  }
}
if (problems.length) {
  console.error(`${setName}: ${problems.length} problem(s):\n  ${problems.slice(0, 30).join('\n  ')}`);
  process.exit(1);
}

const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const outputs = { 'tickets.jsonl': jsonl(tickets), 'ground-truth.jsonl': jsonl(truth) };
if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([name, body]) => {
    const path = join(here, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== body;
  });
  if (stale.length) {
    console.error(`${setName}: ${stale.map(([n]) => n).join(', ')} out of date: run node corpus-heldout/build.mjs${dirFlag > 0 ? ` --dir ${setName}` : ''}`);
    process.exit(1);
  }
} else {
  for (const [name, body] of Object.entries(outputs)) writeFileSync(join(here, name), body);
  const groups = new Set(truth.map((t) => t.group));
  console.log(`${setName}: ${tickets.length} tickets, ${groups.size} problem groups`);
}
