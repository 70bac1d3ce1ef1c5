#!/usr/bin/env node
// Builds the reference corpus files from the hand-written sources in corpus/source/*.mjs:
//   tickets.jsonl       one ticket per line, in the intake API's shape (kb tickets:import reads it)
//   ground-truth.jsonl  per ticket: problem group, expected flags, every planted personal-data string
//   questions.jsonl     new customer questions (group null = not covered by the knowledge base)
// `node corpus/build.mjs` writes them; `--check` only verifies that the committed files are current.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(join(here, 'source')).filter((f) => f.endsWith('.mjs')).sort();
const tickets = [];
const truth = [];
const questions = [];
for (const file of sources) {
  const mod = await import(pathToFileURL(join(here, 'source', file)).href);
  tickets.push(...mod.tickets);
  truth.push(...mod.truth);
  questions.push(...mod.questions);
}

const problems = [];
const ids = new Set();
for (const t of tickets) {
  if (ids.has(t.external_id)) problems.push(`duplicate external_id ${t.external_id}`);
  ids.add(t.external_id);
}
const truthIds = new Set(truth.map((t) => t.external_id));
for (const id of ids) if (!truthIds.has(id)) problems.push(`no ground truth for ${id}`);
for (const t of truth) {
  const ticket = tickets.find((x) => x.external_id === t.external_id);
  if (!ticket) problems.push(`ground truth for unknown ticket ${t.external_id}`);
  const text = ticket ? ticket.messages.map((m) => m.body).join('\n') : '';
  for (const { value } of t.pii ?? []) if (!text.includes(value)) problems.push(`${t.external_id}: planted "${value}" not in the text`);
}
if (problems.length) {
  console.error(`corpus: ${problems.length} problem(s):\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}

const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const outputs = {
  'tickets.jsonl': jsonl(tickets),
  'ground-truth.jsonl': jsonl(truth),
  'questions.jsonl': jsonl(questions),
};
if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([name, body]) => {
    const path = join(here, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== body;
  });
  if (stale.length) {
    console.error(`corpus: ${stale.map(([n]) => n).join(', ')} out of date: run node corpus/build.mjs`);
    process.exit(1);
  }
} else {
  for (const [name, body] of Object.entries(outputs)) writeFileSync(join(here, name), body);
  const groups = new Set(truth.map((t) => t.group));
  console.log(`corpus: ${tickets.length} tickets, ${groups.size} problem groups, ${questions.length} questions`);
}
