import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSchema } from './config';
import { renderEnvExample } from './env-example';

const root = join(__dirname, '..', '..');

describe('.env.example', () => {
  const { text, undocumented } = renderEnvExample(root);

  it('is in sync with the config schema (regenerate: npm run env:example)', () => {
    expect(readFileSync(join(root, '.env.example'), 'utf8')).toBe(text);
  });

  it('says what every variable means (a doc comment above it in the schema)', () => {
    expect(undocumented).toEqual([]);
  });

  it('writes only defaults the schema takes back (uncommenting a line changes nothing)', () => {
    const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> = configSchema.shape;
    for (const [, key, value] of text.matchAll(/^# default: .*\n# ([A-Z][A-Z0-9_]*)=(.+)$/gm)) {
      expect([key, shape[key!]!.safeParse(value).success]).toEqual([key, true]);
    }
  });

  it('lists every variable with its default', () => {
    const keys = Object.keys(configSchema.shape);
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) expect(text).toMatch(new RegExp(`^# ${key}=`, 'm'));
    expect(text).toMatch(/^# default: 3000\n# PORT=3000$/m);
  });
});
