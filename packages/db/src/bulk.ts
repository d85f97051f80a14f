import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

type Executor = Pick<Database, 'execute'>;

/**
 * Inserts many rows with one JSON parameter per chunk, expanded by jsonb_populate_recordset:
 * the database parses one JSON text far faster than thousands of bind parameters (about three
 * times on PGlite). Rows must share their keys (the first row's are used): columns left out get
 * their defaults, an undefined value is written as null. Values go through JSON, so bytea columns
 * are not supported.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  chunkSize = 5000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => columns[k] && !columns[k].generated);
  const names = keys.map((k) => columns[k]!.name);
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const type = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((row): Record<string, unknown> => {
      const record = row as Record<string, unknown>;
      return Object.fromEntries(
        keys.map((k, j): [string, unknown] => [names[j]!, record[k] ?? null]),
      );
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${type}, ${JSON.stringify(chunk)}::jsonb)`,
    );
  }
}
