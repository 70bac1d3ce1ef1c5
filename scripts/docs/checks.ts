import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderCliReference } from './cli-reference';
import { GENERATED_BLOCKS, renderGeneratedBlocks } from './code-map';
import { renderConfigReference } from './config-reference';
import { brokenLinks, headings } from './markdown';

/** The README is for a newcomer's five minutes: it stays under this many lines. */
export const README_LINE_BUDGET = 250;

/** The files `npm run docs` writes, each from its source of truth. */
export const GENERATED: Record<string, (root: string) => string> = {
  'docs/configuration.md': (root) => renderConfigReference(root),
  'docs/cli.md': () => renderCliReference(),
  ...Object.fromEntries(
    Object.keys(GENERATED_BLOCKS).map((file) => [file, (root: string) => renderGeneratedBlocks(root, readFileSync(join(root, file), 'utf8'))]),
  ),
};

/** The repository's root: the nearest folder up with a package.json (works from scripts/ and dist/scripts/). */
export function repositoryRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'docs'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no repository root above ${from}`);
  }
}

/** README.md and every Markdown file of docs/, relative to the root. */
export function documentationFiles(root: string): string[] {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** A heading that names when or by whom something was done, not what it is about: history belongs to git. */
const DIARY_HEADING = /\bissues?\b|#\d+|\b\d{4}-\d{2}-\d{2}\b|\b(this|last|night|morning|afternoon|evening) (session|pass)\b|\bsession \d/i;

/** Everything the docs checks find wrong, one line each (empty: all good). */
export function documentationProblems(root: string): string[] {
  const problems: string[] = [];
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  if (lineCount(readme) >= README_LINE_BUDGET) problems.push(`README.md has ${lineCount(readme)} lines: keep it under ${README_LINE_BUDGET} (move detail into docs/)`);
  const files = documentationFiles(root);
  problems.push(...brokenLinks(root, files));
  for (const file of files) {
    for (const heading of headings(readFileSync(join(root, file), 'utf8'))) {
      if (DIARY_HEADING.test(heading)) problems.push(`${file}: heading "${heading}" names a session, an issue or a date: name the subject`);
    }
  }
  for (const [file, blocks] of Object.entries(GENERATED_BLOCKS)) {
    const text = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
    for (const name of blocks) if (!text.includes(`<!-- generated:${name} -->`)) problems.push(`${file} lacks its generated block "${name}"`);
  }
  for (const [file, render] of Object.entries(GENERATED)) {
    const path = join(root, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== render(root)) problems.push(`${file} is stale: run \`npm run docs\``);
  }
  return problems;
}
