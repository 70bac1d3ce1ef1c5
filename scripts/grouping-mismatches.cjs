// Wrongly linked (and missed) ticket pairs of the grouping on a reference set, with what linked them.
// ROOT=<worktree> node scripts/grouping-mismatches.cjs ninth [--missed] [--threshold 0.33]
// Build first (npm run build). Distilled tickets are cached in $CACHE (default /tmp/grouping-cache):
// delete the cache when the distiller changes; grouping code is read fresh from dist every run.
const fs = require('node:fs');
const root = process.env.ROOT || process.cwd();
const d = (p) => require(`${root}/dist/src/${p}`);
const { readCorpus } = d('modules/distillation/eval/corpus-reader');
const { buildTranscript } = d('modules/distillation/transcript');
const { distillWithTrace } = d('modules/distillation/rules');
const g = d('modules/distillation/grouping');
const c = d('modules/distillation/grouping-contrast');
const { replayGrouping, pairwiseGrouping } = d('modules/distillation/eval/distill-eval');
const { discardReason, DISTILL_POLICY } = d('modules/distillation/distill-policy');
const { termVector, vectorSimilarity } = d('lib/text/comparison');

const args = process.argv.slice(2);
const set = args.find((a) => !a.startsWith('--') && !/^\d/.test(a)) || 'main';
const threshold = Number(args[args.indexOf('--threshold') + 1]) || DISTILL_POLICY.groupLink;
const cacheDir = process.env.CACHE || '/tmp/grouping-cache';
fs.mkdirSync(cacheDir, { recursive: true });
const cacheFile = `${cacheDir}/${set.replace(/\W/g, '_')}.json`;
let distilled;
const { tickets, truth } = readCorpus(`${root}/corpus/${set}`);
if (fs.existsSync(cacheFile)) distilled = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
else {
  distilled = tickets.map((ticket) => {
    const { input } = buildTranscript({ ...ticket, locale: ticket.locale }, ticket.messages);
    const { unit, trace } = distillWithTrace(input);
    return { external_id: ticket.external_id, product: ticket.product, subject: input.subject, unit, notes: { unresolved: trace.unresolved } };
  });
  fs.writeFileSync(cacheFile, JSON.stringify(distilled));
}
const groups = new Map(truth.map((t) => [t.external_id, t.group]));
const known = distilled.filter((t) => groups.has(t.external_id));
const assignment = replayGrouping(known, { paraphrase: true, linkThreshold: threshold });
const m = pairwiseGrouping(assignment, groups);
console.log(`${set} at ${threshold}: precision ${m.precision.toFixed(3)} recall ${m.recall.toFixed(3)} (${m.units} units, ${m.tickets} tickets)`);
if (args.includes('--summary')) process.exit(0);

const byId = new Map(known.map((t) => [t.external_id, t]));
const item = (t) => {
  const text = g.candidateGroupingText({ ...t.unit, subject: t.subject ?? '' });
  return { text, vector: termVector(text), oneOff: t.unit.is_one_off, fix: g.fixSignature(t.unit.solution), stated: c.statedPolarityOf({ ...t.unit, subject: t.subject }) };
};
const items = new Map(known.filter((t) => assignment.has(t.external_id)).map((t) => [t.external_id, item(t)]));
function why(a, b) {
  const A = items.get(a), B = items.get(b);
  const cos = vectorSimilarity(A.vector, B.vector);
  const fixCos = vectorSimilarity(A.fix.vector, B.fix.vector);
  // Each shared term's share of the cosine, largest first.
  const na = Math.sqrt([...A.vector.values()].reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt([...B.vector.values()].reduce((s, x) => s + x * x, 0));
  const shared = [...A.vector].filter(([t]) => B.vector.has(t)).map(([t, x]) => [t, (x * B.vector.get(t)) / (na * nb)]).sort((x, y) => y[1] - x[1]);
  const flags = [];
  if (A.oneOff !== B.oneOff) flags.push('one-off×recurring');
  if (c.contrasted(A.stated, B.stated)) flags.push(`contrast ${c.contrastedTerms(A.stated, B.stated)}`);
  if (g.sameFixLabel(A.fix, B.fix)) flags.push(`same label ${[...A.fix.labels].filter((l) => B.fix.labels.has(l))}`);
  if (g.differentFixes(A.fix, B.fix)) flags.push('different fixes');
  if (g.eachHasOwnLabel(A.fix, B.fix)) flags.push('each has its own step');
  if (g.keptApart(A, B)) flags.push('kept apart');
  return { link: g.linkSimilarity(A, B), cos, fixCos, shared, flags };
}
const show = (id) => {
  const t = byId.get(id);
  const u = t.unit;
  return `${id} [${groups.get(id)}]${u.is_one_off ? ' one-off' : ''}${t.notes?.unresolved ? ' UNRESOLVED' : ''} conf ${u.confidence}\n      subject: ${t.subject}\n      problem: ${u.problem.slice(0, 200)}\n      fix: ${u.solution.replace(/\n/g, ' / ').slice(0, 260)}\n      labels: ${[...items.get(id).fix.labels].join(' | ')}  objects: ${[...items.get(id).fix.objects].join(' ')}`;
};
const clusters = new Map();
for (const [id, k] of assignment) clusters.set(k, [...(clusters.get(k) ?? []), id]);
const missed = args.includes('--missed');
for (const [, ids] of clusters) {
  const wrong = [];
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) if (groups.get(ids[i]) !== groups.get(ids[j])) wrong.push([ids[i], ids[j]]);
  if (!wrong.length) continue;
  console.log(`\n=== unit of ${ids.length}: ${ids.map((id) => `${id}[${groups.get(id)}]`).join(' ')}; ${wrong.length} wrong pairs`);
  for (const id of ids) console.log('   ' + show(id));
  for (const [a, b] of wrong) {
    const w = why(a, b);
    console.log(`  ${a} ~ ${b}: link ${w.link.toFixed(3)} cos ${w.cos.toFixed(3)} fix×0.7 ${(0.7 * w.fixCos).toFixed(3)} ${w.flags.join('; ')}\n      words: ${w.shared.slice(0, 12).map(([t, x]) => `${t} ${x.toFixed(3)}`).join(', ')}`);
  }
}
if (missed) {
  console.log('\n=== missed pairs (truly together, apart)');
  const ids = [...assignment.keys()];
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) {
    if (groups.get(ids[i]) === groups.get(ids[j]) && assignment.get(ids[i]) !== assignment.get(ids[j])) {
      const w = why(ids[i], ids[j]);
      console.log(`  ${ids[i]} ~ ${ids[j]} [${groups.get(ids[i])}]: link ${w.link.toFixed(3)} cos ${w.cos.toFixed(3)} ${w.flags.join('; ')}`);
    }
  }
}
