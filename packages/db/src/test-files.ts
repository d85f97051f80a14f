/**
 * How a test file says it opens a database: it calls a test-database helper (directly, or a
 * `testing` module's) or reads TEST_DB. Vitest runs exactly these files a second time on
 * PostgreSQL (vitest.config.ts), and `createTestDatabase` refuses a file that opens a database
 * without saying so, so no database test silently skips PostgreSQL.
 */
export const OPENS_DATABASE =
  /createTestCommerce|createTestDatabase|TEST_DB|from '[^']*testing(\.ts)?'/;
