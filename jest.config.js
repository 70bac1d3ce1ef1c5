/**
 * Two projects: "unit" specs live beside the code and need nothing running;
 * "medium" specs under test/ talk to the real MariaDB/MySQL and Redis.
 * NODE_OPTIONS=--experimental-vm-modules is required (set by the npm scripts):
 * Nest 12 packages are ESM-only and Jest's CommonJS loader can only reach them that way.
 */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
module.exports = {
  testTimeout: 60_000,
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, roots: ['<rootDir>/src', '<rootDir>/scripts'], testMatch: ['**/*.spec.ts'] },
    {
      displayName: 'medium',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.medium-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
    },
  ],
};
