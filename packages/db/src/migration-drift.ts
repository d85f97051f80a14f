import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * The SQL `drizzle-kit generate` would write for `schema` on top of the migrations (the same
 * snapshot diff, without writing files): empty when every schema change has its migration.
 * `upTo` keeps only the first `upTo` migrations (tests compare with an older one).
 */
export async function pendingMigration(
  options: { upTo?: number; schema?: Record<string, unknown> } = {},
): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const entries = journal.entries.slice(0, options.upTo);
  const last = entries.at(-1);
  if (!last) throw new Error(`no migrations in ${MIGRATIONS_DIR}`);
  const snapshotFile = `meta/${last.tag.split('_')[0]}_snapshot.json`;
  const previous = JSON.parse(readFileSync(join(MIGRATIONS_DIR, snapshotFile), 'utf8')) as {
    id: string;
  };
  // drizzle-kit types its snapshots with zod 3 while this repo has zod 4, so the snapshot type
  // does not resolve here: the snapshots pass through as opaque values.
  const current = generateDrizzleJson(options.schema ?? schema, previous.id) as object;
  return generateMigration(previous, current);
}
