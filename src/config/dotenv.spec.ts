import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from './config';
import { loadDotEnv } from './dotenv';

describe('loadDotEnv', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'distillo-dotenv-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills in what the environment leaves unset; the environment wins', () => {
    const file = join(dir, '.env');
    writeFileSync(file, ['# a comment', 'PORT=4100', 'HOST=0.0.0.0', 'QUEUE_PREFIX="from-file"', 'LOG_LEVEL=debug', ''].join('\n'));
    const env: NodeJS.ProcessEnv = { HOST: '127.0.0.2', LOG_LEVEL: '  ' };
    expect(loadDotEnv(file, env).sort()).toEqual(['LOG_LEVEL', 'PORT', 'QUEUE_PREFIX']);
    const config = parseConfig(env);
    expect(config.PORT).toBe(4100);
    expect(config.QUEUE_PREFIX).toBe('from-file');
    // Set in the environment: kept. Blank there counts as unset, so the file's value applies.
    expect(config.HOST).toBe('127.0.0.2');
    expect(config.LOG_LEVEL).toBe('debug');
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(join(dir, '.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });
});
