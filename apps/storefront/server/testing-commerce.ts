import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCommerceApp, loadConfig, openCommerce, type Commerce } from '@solo/commerce';
import type { DatabaseHandle } from '@solo/db';
import { copyPgliteTemplate, createTestDatabase, currentTestRun } from '@solo/db/testing';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { silentLogger } from './testing.ts';

/** The real commerce app over a fresh, migrated test database (no demo data). */
export async function openTestCommerce(env: NodeJS.ProcessEnv = {}): Promise<{
  app: ReturnType<typeof createCommerceApp>;
  db: DatabaseHandle;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}> {
  const db = await createTestDatabase();
  const config = loadConfig({ VITEST: 'true', ...env });
  const app = createCommerceApp({ db, config, logger: silentLogger() });
  return { app, db, config, close: () => db.close() };
}

/**
 * The commerce service as `npm start` opens it — its own embedded database in a temporary folder,
 * migrated and seeded with the demo catalog and shoppers — for tests that need real products.
 * `close()` also removes the folder. In a vitest run the folder starts as a copy of the run's
 * demo-data template (seeding takes seconds, copying a fraction of that): open it once per file.
 */
export async function openSeededCommerce(
  name: string,
  /** Further configuration, e.g. the PUBLIC_ORIGIN `npm start` hands the mounted service. */
  env: NodeJS.ProcessEnv = {},
): Promise<Commerce> {
  const run = currentTestRun();
  const dataDir = run
    ? await copyPgliteTemplate(run, DEMO_DATA, name)
    : mkdtempSync(join(tmpdir(), `solo-${name}-`));
  const commerce = await openCommerce({
    env: { ...env, DATA_DIR: dataDir, VITEST: 'true' },
    logger: silentLogger(),
  });
  return {
    ...commerce,
    async close() {
      await commerce.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Demo shoppers of the seeded data (packages/fixtures), as sign-in credentials. */
export const DEMO_SHOPPERS = {
  jordan: { username: 'jordan.miller@example.com', password: 'Campfire#2024' },
  lena: { username: 'lena.schmidt@example.com', password: 'Feuerstelle#2024' },
  /** Stored cards (one not removable) and a PayPal account. */
  casey: { username: 'casey.park@example.com', password: 'Kindling#2024' },
} as const;
