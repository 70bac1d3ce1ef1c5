import { ConfigError, mysqlOptions, parseConfig } from './config';

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
