/**
 * `npm run content:import [-- --dry-run] [--dir <folder>]`: loads the content folder
 * (packages/fixtures/content) into the database the environment names (DATABASE_URL, else PGlite
 * in DATA_DIR; PGlite is one process's database, so stop the store first). Exits 1 when a file
 * is invalid: then nothing is imported.
 */
import { openDatabaseFromEnv } from '@solo/db';
import { CONTENT_DIR } from '@solo/fixtures';
import { formatReport } from './import-report.ts';
import { importContentFolder } from './import.ts';

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const root = dirAt >= 0 ? (args[dirAt + 1] ?? CONTENT_DIR) : CONTENT_DIR;
const handle = await openDatabaseFromEnv();
try {
  const report = await importContentFolder(handle.db, root, { dryRun: args.includes('--dry-run') });
  console.log(formatReport(report));
  if (report.problems.length) process.exitCode = 1;
} finally {
  await handle.close();
}
