import { spawnSync, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = join(__dirname, '..');

/** A node on PATH older than the 22.12 the scripts switch to (the machine's own), else the current one. */
function oldestNode(): { path: string; version: string } {
  const found = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'node'))
    .filter((path) => existsSync(path))
    .map((path) => ({ path, version: execFileSync(path, ['--version'], { encoding: 'utf8' }).trim() }));
  const older = found.find(({ version }) => {
    const [major, minor] = version.slice(1).split('.').map(Number);
    return major < 22 || (major === 22 && minor < 12);
  });
  return older ?? { path: process.execPath, version: process.version };
}

/**
 * The README's first command, `npm ci`, as a new user runs it: with the machine's own node (here
 * Node 20, older than what the dependencies declare) and a fresh checkout's package.json,
 * package-lock.json and .npmrc. `--dry-run` resolves and checks the whole tree (engines, install
 * scripts) without downloading.
 */
describe('npm ci on the machine node', () => {
  const node = oldestNode();
  const npmCli = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'distillo-npm-ci-'));
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) if (existsSync(join(root, file))) copyFileSync(join(root, file), join(dir, file));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const npmCi = (...extra: string[]) => {
    // Not the npm_config_* that `npm test` exports: only the checkout's own settings count.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    const result = spawnSync(node.path, [npmCli, 'ci', '--dry-run', '--no-audit', '--no-fund', ...extra], { cwd: dir, env, encoding: 'utf8' });
    expect([result.status, result.stderr.slice(-500)]).toEqual([0, expect.any(String)]);
    return `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /^npm warn/i.test(line));
  };

  it(`prints no warning (npm ci on node ${node.version})`, () => {
    expect(npmCi()).toEqual([]);
  });

  it('what the settings hide is only the engine notice of the older node: install scripts are decided', () => {
    const warnings = npmCi('--loglevel=warn');
    expect(warnings.filter((line) => !/^npm warn EBADENGINE/.test(line))).toEqual([]);
  });
});
