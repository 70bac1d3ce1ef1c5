import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentationProblems, GENERATED, repositoryRoot } from './checks';

/**
 * `npm run docs`: writes the generated reference pages (docs/configuration.md, docs/cli.md), then
 * reports what the docs checks find. `npm run check:docs` (--check) writes nothing and exits 1 when
 * a generated page is stale, the README is over its budget or a link of README.md or docs/ is broken.
 */
function main(): void {
  const root = repositoryRoot();
  const check = process.argv.includes('--check');
  if (!check) {
    for (const [file, render] of Object.entries(GENERATED)) {
      writeFileSync(join(root, file), render(root));
      console.log(`wrote ${file}`);
    }
  }
  const problems = documentationProblems(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  if (check) console.log('docs: generated pages current, README within budget, every link resolves');
}

main();
