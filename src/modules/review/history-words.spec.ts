import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

const SRC = join(__dirname, '../..');
const UI = join(__dirname, 'ui');

interface HistoryWords {
  ACTIONS: Record<string, string>;
  ACTORS: Record<string, string>;
  FIELDS: Record<string, string>;
  VALUES: Record<string, Record<string, string>>;
  REVISION_REASONS: Record<string, string>;
}

/** The page's history.js, run as the browser runs it (it only defines window.distilloHistory). */
function historyWords(): HistoryWords {
  const window: { distilloHistory?: HistoryWords } = {};
  runInNewContext(readFileSync(join(UI, 'history.js'), 'utf8'), { window });
  return window.distilloHistory!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Every audit action the code writes, as it is written: literals ('unit.approve', in ternaries
 * too) and the template actions whose variable part is a closed set (conflict.${action},
 * gap.${decision}), expanded from the types that bound them.
 */
function auditActions(): Set<string> {
  const actions = new Set<string>();
  const prefixes = '(?:unit|conflict|merge_suggestion|phrase|phrase_suggestion|retirement|gap|reviewer|auth|gdpr)';
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/\baction\b|unitEntry\(/.test(text)) continue;
    for (const m of text.matchAll(new RegExp(`'(${prefixes}\\.[a-z_]+)'`, 'g'))) actions.add(m[1]);
    if (text.includes('`conflict.${resolution.action}`')) ['keep', 'replace', 'merge'].forEach((a) => actions.add(`conflict.${a}`));
    if (text.includes('`gap.${decision}`')) ['covered', 'ignored'].forEach((d) => actions.add(`gap.${d}`));
  }
  return actions;
}

describe('the review page\'s history in words (ui/history.js)', () => {
  const words = historyWords();
  const italian = JSON.parse(readFileSync(join(UI, 'i18n.it.json'), 'utf8')) as { exact: Record<string, string> };

  it('has words for every audit action the code writes', () => {
    const actions = auditActions();
    expect(actions.size).toBeGreaterThan(25);
    expect([...actions].filter((a) => !words.ACTIONS[a]).sort()).toEqual([]);
  });

  it('has words for every system actor of the audit log', () => {
    const audit = readFileSync(join(SRC, 'modules/audit/audit.types.ts'), 'utf8');
    const actors = [...audit.matchAll(/name: '([^']+)'/g)].map((m) => m[1]);
    expect(actors).toContain('system:distillation');
    expect(actors.filter((a) => !words.ACTORS[a])).toEqual([]);
  });

  it('has each of its texts in Italian', () => {
    const texts = [
      ...Object.values(words.ACTIONS),
      ...Object.values(words.ACTORS),
      ...Object.values(words.FIELDS),
      ...Object.values(words.REVISION_REASONS),
      ...Object.values(words.VALUES).flatMap((v) => Object.values(v)),
    ];
    expect(texts.filter((t) => italian.exact[t] === undefined)).toEqual([]);
  });
});
