import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentationProblems, repositoryRoot } from './checks';
import { brokenLinks, headingAnchors, links } from './markdown';

const root = repositoryRoot();

describe('the documentation', () => {
  it('is current: README within budget, every link resolves, no diary headings, generated pages in sync (npm run docs)', () => {
    expect(documentationProblems(root)).toEqual([]);
  });
});

describe('the link check', () => {
  const fixture = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    mkdirSync(join(dir, 'docs'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('finds a missing file and a missing anchor, and follows neither web links nor code', () => {
    const dir = fixture({
      'README.md': [
        '# Title',
        '[ok](docs/a.md#the-b-section-really) [gone](docs/missing.md) [bad anchor](docs/a.md#nope) [web](https://example.com/x.md)',
        '`[not a link](nowhere.md)`',
        '```',
        '[also not](nowhere.md)',
        '```',
        '[self](#title)',
      ].join('\n'),
      'docs/a.md': '# A\n\n## The `b` section: *really*\n',
    });
    expect(brokenLinks(dir, ['README.md', 'docs/a.md'])).toEqual([
      'README.md:2: docs/missing.md: no such file docs/missing.md',
      'README.md:2: docs/a.md#nope: no heading of docs/a.md makes #nope',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect([...headingAnchors('# Intake\n## `kb tickets:import`\n## Redaction, erasure & retention\n## Intake\n')]).toEqual([
      'intake',
      'kb-ticketsimport',
      'redaction-erasure--retention',
      'intake-1',
    ]);
  });

  it('reads images and titled links', () => {
    expect(links('![shot](docs/x.png) [t](a.md "title")').map((l) => l.target)).toEqual(['docs/x.png', 'a.md']);
  });
});
