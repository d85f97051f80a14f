/** Where the test files live that vitest runs on PGlite and again on PostgreSQL. */
export const DATABASE_TEST_GLOBS = ['packages/**/*.test.ts', 'services/**/*.test.ts'];

/** Whether `path` is one of those (the storefront's tests run on PGlite only). */
export const isDatabaseTestRoot = (path: string): boolean =>
  /(^|\/)(packages|services)\//.test(path) && !path.includes('node_modules');

/**
 * How a test file says it opens a database: it calls a test-database helper (directly, or a
 * `testing` module's) or reads TEST_DB. Vitest runs exactly these files a second time on
 * PostgreSQL (vitest.config.ts), and `createTestDatabase` refuses a file that opens a database
 * without saying so, so no database test silently skips PostgreSQL.
 */
export const OPENS_DATABASE =
  /createTestCommerce|createTestDatabase|TEST_DB|from '[^']*testing(\.ts)?'/;
