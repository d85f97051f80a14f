import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { OPENS_DATABASE } from './packages/db/src/test-files.ts';

/**
 * Every test runs against PGlite. With DATABASE_URL set, the package and service tests that open
 * a database (packages/db/src/test-files.ts says which) run a second time against that PostgreSQL
 * server. The global setup gives each run its templates: test files copy a database migrated and
 * seeded once per run.
 */
const dbTests = globSync(['packages/**/*.test.ts', 'services/**/*.test.ts'], {
  exclude: (path) => path.includes('node_modules'),
}).filter((file) => OPENS_DATABASE.test(readFileSync(file, 'utf8')));
const globalSetup = ['./vitest.global-setup.ts'];

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: one worker on a 2-core machine, idle while
    // a file waits on PostgreSQL. Test files run as processes of their own, on every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'pglite',
          include: [
            'packages/**/*.test.ts',
            'services/**/*.test.ts',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            'apps/storefront/server/**/*.test.ts',
            'apps/storefront/vite/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          env: { TEST_DB: 'pglite' },
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: dbTests,
                env: { TEST_DB: 'postgres' },
                globalSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
