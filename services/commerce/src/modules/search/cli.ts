/**
 * `npm run search:reindex`: rebuilds the search index of the database the environment names
 * (DATABASE_URL, else PGlite in DATA_DIR), e.g. after catalog rows were changed by hand.
 */
import { openDatabaseFromEnv } from '@solo/db';
import { rebuildSearchIndex } from './index-build.ts';

const handle = await openDatabaseFromEnv();
try {
  const logger = {
    info: (obj: object, msg?: string) => console.log(JSON.stringify({ msg, ...obj })),
  };
  await rebuildSearchIndex(handle.db, { logger });
} finally {
  await handle.close();
}
