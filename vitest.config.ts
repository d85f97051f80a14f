import { defineConfig } from 'vitest/config';

/**
 * Every test runs against PGlite. With DATABASE_URL set, the tests that touch the database
 * (packages, services) run a second time against that PostgreSQL server.
 */
const dbTests = ['packages/**/*.test.ts', 'services/**/*.test.ts'];

export default defineConfig({
  test: {
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
