import { createCommerceApp, loadConfig } from '@solo/commerce';
import type { DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
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
