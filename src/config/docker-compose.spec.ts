import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { configSchema } from './config';

const root = join(__dirname, '..', '..');

/**
 * No Docker engine (nor compose) runs where the tests run: this checks what can be checked
 * without one — the file parses with its anchors, the app's services exist beside MySQL and Redis,
 * and every variable they set is one the config schema knows.
 */
describe('docker-compose.yml and Dockerfile', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string>; depends_on?: object; build?: string }>;
  };

  it('runs the API, the worker and the demo load beside MySQL 8.4 and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'demo', 'mysql', 'redis', 'worker']);
    expect(compose.services.api.command).toEqual(['node', 'dist/src/main.js']);
    expect(compose.services.worker.command).toEqual(['node', 'dist/src/worker.js']);
    expect(compose.services.api.build).toBe('.');
  });

  it('sets only variables the config schema knows', () => {
    const known = new Set(Object.keys(configSchema.shape));
    for (const name of ['api', 'worker', 'demo']) {
      for (const key of Object.keys(compose.services[name].environment ?? {})) expect([name, key, known.has(key)]).toEqual([name, key, true]);
    }
  });

  it('Dockerfile: multi-stage, production dependencies only, not root', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBe(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    // Every file the runtime reads from the source tree is copied into the image.
    for (const dir of ['src/modules/review/ui', 'src/modules/widget/assets', 'src/modules/openapi/ui']) expect(dockerfile).toContain(`COPY ${dir} ./${dir}`);
  });
});
