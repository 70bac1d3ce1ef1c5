import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * dist/ as `npm run build` makes it, for the specs that start the real processes (`node
 * dist/src/main.js`): rebuilt when a file of src/ or migrations/ is newer than it.
 */
export function ensureBuilt(): string {
  const main = join(root, 'dist', 'src', 'main.js');
  if (!existsSync(main) || statSync(main).mtimeMs < Math.max(newest(join(root, 'src')), newest(join(root, 'migrations')))) {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'pipe' });
  }
  return join(root, 'dist');
}
