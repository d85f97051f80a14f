import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import {
  DATABASE_TEST_GLOBS,
  isDatabaseTestRoot,
  OPENS_DATABASE,
} from './packages/db/src/test-files.ts';
import { NEEDS_OWN_MODULES } from './vitest.isolation.ts';

/**
 * Every test runs against PGlite. With DATABASE_URL set, the package and service tests that open
 * a database (packages/db/src/test-files.ts says which) run a second time against that PostgreSQL
 * server. The global setup gives each run its templates: test files copy a database migrated and
 * seeded once per run.
 *
 * Test files share their worker's modules (isolate: false): importing the service, PGlite and
 * React afresh for every file cost 40 % of the run's CPU. A file that changes the clock,
 * globals, the environment or the DOM gets modules of its own (vitest.isolation.ts says which).
 */
const ALL_TESTS = [
  ...DATABASE_TEST_GLOBS,
  'apps/storefront/app/**/*.test.{ts,tsx}',
  'apps/storefront/server/**/*.test.ts',
  'apps/storefront/vite/**/*.test.ts',
  'bench/**/*.test.ts',
];
const text = (file: string) => readFileSync(file, 'utf8');
const files = (globs: string[]) => globSync(globs).filter((f) => !f.includes('node_modules'));
const dbTests = files(DATABASE_TEST_GLOBS)
  .filter(isDatabaseTestRoot)
  .filter((file) => OPENS_DATABASE.test(text(file)));
const allTests = files(ALL_TESTS);
const ownModules = allTests.filter((file) => NEEDS_OWN_MODULES.test(text(file)));

/** One database's tests as two projects: files sharing modules, and files with their own. */
function onDatabase(
  name: 'pglite' | 'postgres',
  include: string[],
): TestProjectInlineConfiguration[] {
  const common = {
    env: { TEST_DB: name },
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  const own = include.filter((file) => ownModules.includes(file));
  return [
    { test: { ...common, name, include, exclude: own, isolate: false } },
    { test: { ...common, name: `${name} (own modules)`, include: own } },
  ];
}

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: one worker on a 2-core machine, idle while
    // a file waits on PostgreSQL. Test files run as processes of their own, on every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...onDatabase('pglite', allTests),
      ...(process.env.DATABASE_URL ? onDatabase('postgres', dbTests) : []),
    ],
  },
});
