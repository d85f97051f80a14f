import { describe, expect, it } from 'vitest';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { pendingMigration } from './migration-drift.ts';
import * as schema from './schema/index.ts';

describe('migration drift', () => {
  it('finds nothing to generate: every schema change has its migration', async () => {
    expect(await pendingMigration()).toEqual([]);
  });

  it('reports what the last migration added when compared with the one before it', async () => {
    // 0013 created rate_limits: the schema is ahead of migration 0012 by exactly that table.
    const statements = await pendingMigration({ upTo: 13 });
    expect(statements.join('\n')).toContain('CREATE TABLE "rate_limits"');
  });

  it('reports a table the schema has and no migration creates', async () => {
    const extra = pgTable('not_migrated', { id: text('id').primaryKey() });
    const statements = await pendingMigration({ schema: { ...schema, extra } });
    expect(statements.join('\n')).toContain('CREATE TABLE "not_migrated"');
  });
});
