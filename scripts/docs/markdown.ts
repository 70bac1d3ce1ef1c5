import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The few Markdown facts the docs checks need: the anchors a file's headings make, and the links
 * it holds, with code (fenced blocks and `spans`) left out, as a renderer would.
 */

/** The text of a file without its code: fenced blocks blanked line for line, inline code removed. */
function withoutCode(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      return '';
    }
    if (opening) {
      fence = opening[1]!;
      return '';
    }
    return line.replace(/(`+)(?:(?!\1).)+\1/g, '');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1]!;
      else if (opening[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text stays, its target goes
      .replace(/<[^>]+>/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** The headings of a file (their text as written), outside code. */
export function headings(markdown: string): string[] {
  return withoutCode(markdown)
    .map((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
    .filter((h): h is string => h !== undefined);
}

export interface Link {
  line: number;
  target: string;
}

/** Every inline link and image of a file (`[text](target)`, `![alt](target)`), with its line. */
export function links(markdown: string): Link[] {
  const found: Link[] = [];
  withoutCode(markdown).forEach((text, index) => {
    for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ line: index + 1, target: m[1]! });
  });
  return found;
}

/**
 * What is wrong with the links of these files (paths relative to root): a relative path that does
 * not exist, or an #anchor no heading of the target makes. Web and mail links are not followed.
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let set = anchorsOf.get(path);
    if (!set) anchorsOf.set(path, (set = headingAnchors(readFileSync(path, 'utf8'))));
    return set;
  };
  for (const file of files) {
    const source = join(root, file);
    for (const { line, target } of links(readFileSync(source, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
      const path = pathPart === '' ? source : resolve(dirname(source), decodeURIComponent(pathPart));
      const where = `${file}:${line}: ${target}`;
      if (!existsSync(path)) {
        problems.push(`${where}: no such file ${relative(root, path)}`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (statSync(path).isDirectory() || !path.endsWith('.md')) {
        problems.push(`${where}: an anchor into a file that is not Markdown`);
      } else if (!anchors(path).has(decodeURIComponent(anchor).toLowerCase())) {
        problems.push(`${where}: no heading of ${relative(root, path)} makes #${anchor}`);
      }
    }
  }
  return problems;
}

/** A Markdown table; cells may hold `|` (escaped) but not line breaks. */
export function table(header: string[], rows: string[][]): string {
  const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
