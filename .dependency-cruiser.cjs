/**
 * Module boundaries of src/, checked by `npm run check:deps` (exits non-zero on any violation).
 *
 * - No import cycles: a cycle makes Nest's provider order and module load order depend on which
 *   file happens to be required first.
 * - A module's repository (src/modules/<X>/**\/*.repository.ts) is private to module X: other code
 *   goes through X's services, so X alone decides how its tables are read and written.
 * - src/lib holds framework-free algorithms: they may not depend on application modules or Nest.
 */
const REPOSITORY = '^src/modules/([^/]+)/.+\\.repository\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: break it by moving the shared piece down (a type, a pure helper) or by depending on a service instead.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-between-modules',
      severity: 'error',
      comment: 'Two modules depend on each other (through any of their files): one of them should own the shared piece.',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+/?$' },
      to: { path: '^src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'repository-private-to-module',
      severity: 'error',
      comment: "Another module's repository: use that module's service (a repository belongs to the module that owns its tables).",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/.+\\.repository\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'repository-private-outside-modules',
      severity: 'error',
      comment: 'A repository used from outside src/modules: go through the owning module\'s service.',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: REPOSITORY },
    },
    {
      name: 'lib-is-framework-free',
      severity: 'error',
      comment: 'src/lib holds plain algorithms: no application modules, no Nest.',
      from: { path: '^src/lib/' },
      to: { path: ['^src/modules/', '^@nestjs/', 'node_modules/@nestjs/'] },
    },
  ],
  options: {
    // Type-only imports count: they couple a file to another module's internals just the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
