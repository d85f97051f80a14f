/**
 * `npm run db:check`: fails when the schema has changes without a migration, i.e. when
 * `drizzle-kit generate` would write one. Run `npm run generate -w @solo/db` to write it.
 */
import { pendingMigration } from './migration-drift.ts';

const statements = await pendingMigration();
if (statements.length > 0) {
  console.error('The schema has changes without a migration; drizzle-kit generate would write:');
  console.error(statements.join('\n'));
  process.exitCode = 1;
} else {
  console.log('Migrations match the schema: nothing to generate.');
}
