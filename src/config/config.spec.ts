import { DEFAULT_ANSWER_CONFIDENCE } from '../modules/chat/confidence/weights';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ConfigError, mysqlOptions, parseConfig, searchSnapshotDir } from './config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    const config = parseConfig({});
    expect(config.DATABASE_URL).toBe('mysql://root@127.0.0.1:3306/distillo');
    expect(config.PORT).toBe(3000);
  });

  it('names every bad variable in one message', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'nope', PORT: 'abc', INTAKE_TOKEN: 'short' })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'nope', PORT: 'abc', INTAKE_TOKEN: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'INTAKE_TOKEN']) expect(message).toContain(name);
    }
  });

  it('refuses the development intake token in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/INTAKE_TOKEN/);
  });
  it('treats a blank variable exactly like an unset one: the default applies', () => {
    const blank = parseConfig({
      PORT: '',
      DATABASE_URL: '  ',
      NODE_ENV: '',
      OPENAI_BASE_URL: '',
      CHAT_ANSWER_CONFIDENCE: ' ',
      CHAT_CORS_ORIGINS: '',
      TRUST_PROXY: '',
      CHAT_MODEL: '',
      OPENAI_EMBEDDING_DIMENSIONS: '',
    });
    const unset = parseConfig({});
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'NODE_ENV',
      'OPENAI_BASE_URL',
      'CHAT_ANSWER_CONFIDENCE',
      'CHAT_CORS_ORIGINS',
      'TRUST_PROXY',
      'CHAT_MODEL',
      'OPENAI_EMBEDDING_DIMENSIONS',
    ] as const) {
      expect([key, blank[key]]).toEqual([key, unset[key]]);
    }
    expect(blank).toMatchObject({ PORT: 3000, CHAT_CORS_ORIGINS: '*', TRUST_PROXY: false, CHAT_ANSWER_CONFIDENCE: DEFAULT_ANSWER_CONFIDENCE });
    expect(blank.CHAT_MODEL).toBeUndefined();
  });

  it('reads a blank key as missing where a rule requires it', () => {
    expect(() => parseConfig({ CHAT: 'anthropic', ANTHROPIC_API_KEY: '   ' })).toThrow(/ANTHROPIC_API_KEY: required when CHAT=anthropic/);
    expect(() => parseConfig({ EMBEDDINGS: 'openai', OPENAI_API_KEY: '' })).toThrow(/OPENAI_API_KEY: required when EMBEDDINGS=openai/);
  });

  it('checks the rules across variables of every part together, naming each variable to set', () => {
    const env = { NODE_ENV: 'production', DISTILLER: 'anthropic', RERANKER: 'cohere', ESCALATION_WEBHOOK_URL: 'https://tickets.example.com/hook' };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        parseConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message.split('\n').slice(1).sort()).toEqual([
      '  ANTHROPIC_API_KEY: required when DISTILLER=anthropic',
      '  COHERE_API_KEY: required when RERANKER=cohere',
      '  ESCALATION_WEBHOOK_SECRET: required when ESCALATION_WEBHOOK_URL is set',
      '  GDPR_HASH_KEY: required when NODE_ENV=production (the key of the erasure hashes)',
      '  INTAKE_TOKEN: set a real secret in production',
    ]);
    const satisfied = parseConfig({
      ...env,
      INTAKE_TOKEN: 'a-real-secret-of-32-characters!!',
      ANTHROPIC_API_KEY: 'sk-test',
      COHERE_API_KEY: 'co-test',
      ESCALATION_WEBHOOK_SECRET: 'sixteen-chars-or-more',
      GDPR_HASH_KEY: 'a-real-erasure-key-of-32-characters',
    });
    expect(satisfied.ESCALATION_WEBHOOK_URL).toBe('https://tickets.example.com/hook');
  });

  it('keeps a non-blank value as written', () => {
    expect(parseConfig({ CHAT_CORS_ORIGINS: ' https://shop.example.com' }).CHAT_CORS_ORIGINS).toBe(' https://shop.example.com');
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });
});

describe('searchSnapshotDir', () => {
  const dir = (env: Record<string, string>) => searchSnapshotDir(parseConfig(env));

  it('unset: a folder of its own per database under the temporary folder, so two databases never share snapshots', () => {
    const main = dir({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/distillo' });
    expect(dirname(main)).toBe(join(tmpdir(), 'distillo-search'));
    expect(basename(main)).toMatch(/^distillo-[0-9a-f]{12}$/);
    expect(dir({})).toBe(main);
    expect(dir({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/distillo_demo' })).not.toBe(main);
    // Another server holding a database of the same name: another folder.
    expect(dir({ DATABASE_URL: 'mysql://root@127.0.0.1:3307/distillo' })).not.toBe(main);
    expect(dir({ DATABASE_URL: 'mysql://root@db.example.com:3306/distillo' })).not.toBe(main);
    // The same database reached with other credentials or options: the same folder.
    expect(dir({ DATABASE_URL: 'mysql://app:s3cret@127.0.0.1/distillo?charset=utf8mb4' })).toBe(main);
  });

  it('set: used as written; none: no snapshots', () => {
    expect(dir({ SEARCH_SNAPSHOT_DIR: '/var/cache/distillo', DATABASE_URL: 'mysql://root@127.0.0.1:3306/other' })).toBe('/var/cache/distillo');
    expect(dir({ SEARCH_SNAPSHOT_DIR: 'none' })).toBe('');
    expect(dir({ SEARCH_SNAPSHOT_DIR: ' ' })).toBe(dir({}));
  });
});

describe('mysqlOptions', () => {
  it('splits a URL with escaped credentials', () => {
    expect(mysqlOptions('mysql://kb%40user:p%3Ass@db.local:3307/distillo')).toEqual({
      host: 'db.local',
      port: 3307,
      user: 'kb@user',
      password: 'p:ss',
      database: 'distillo',
    });
  });
});
