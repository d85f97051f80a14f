/**
 * `npm run content:reindex`: rebuilds the community search index from the stored posts, in the
 * database the environment names (DATABASE_URL, else PGlite in DATA_DIR: stop the store first).
 * Never needed in normal running: every content write keeps the index current.
 */
import { openDatabaseFromEnv } from '@solo/db';
import { rebuildCommunityIndex } from './community-index.ts';

const handle = await openDatabaseFromEnv();
try {
  const { documents } = await rebuildCommunityIndex(handle.db);
  console.log(`community search index rebuilt: ${documents} documents`);
} finally {
  await handle.close();
}
