import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries, contentEntryVersions } from '@solo/db/schema';

/**
 * The history of content entries (docs/decisions/content-as-data-and-management-api.md): every
 * change appends a version; publishing writes the entry's row in content_entries, which is what
 * the content API serves (and whose write announces a `content` change to every instance).
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export const VERSION_ACTIONS = ['create', 'update', 'publish', 'delete', 'import'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/** The actor of changes made by the content import (`npm run content:import`, first start). */
export const IMPORT_ACTOR = 'import';

export interface EntryKey {
  contentTypeUid: string;
  uid: string;
  locale: string;
}

export interface EntryContent {
  title: string;
  body: Record<string, unknown>;
}

export type VersionRow = typeof contentEntryVersions.$inferSelect;

const keyIs = (t: typeof contentEntries | typeof contentEntryVersions, k: EntryKey) =>
  and(eq(t.contentTypeUid, k.contentTypeUid), eq(t.uid, k.uid), eq(t.locale, k.locale));

export const keyLabel = (k: EntryKey): string => `${k.contentTypeUid}/${k.uid}/${k.locale}`;

/** Appends the next version of an entry; the number comes from the rows, under a lock on the key. */
export async function appendVersion(
  tx: Tx,
  key: EntryKey,
  content: EntryContent,
  action: VersionAction,
  actor: string,
): Promise<VersionRow> {
  // Two writers of one entry (two instances) must not both take the same number.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${keyLabel(key)}`}))`);
  const [last] = await tx
    .select({ version: contentEntryVersions.version })
    .from(contentEntryVersions)
    .where(keyIs(contentEntryVersions, key))
    .orderBy(desc(contentEntryVersions.version))
    .limit(1);
  const [row] = await tx
    .insert(contentEntryVersions)
    .values({ ...key, ...content, version: (last?.version ?? 0) + 1, action, actor })
    .returning();
  return row!;
}

export async function listVersions(db: Db, key: EntryKey): Promise<VersionRow[]> {
  return db
    .select()
    .from(contentEntryVersions)
    .where(keyIs(contentEntryVersions, key))
    .orderBy(contentEntryVersions.version);
}

export async function findVersion(
  db: Db,
  key: EntryKey,
  version?: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentEntryVersions)
    .where(
      and(
        keyIs(contentEntryVersions, key),
        version === undefined ? undefined : eq(contentEntryVersions.version, version),
      ),
    )
    .orderBy(desc(contentEntryVersions.version))
    .limit(1);
  return row;
}

export async function findPublished(db: Db, key: EntryKey) {
  const [row] = await db.select().from(contentEntries).where(keyIs(contentEntries, key));
  return row;
}

/** Makes `content` what the content API serves for the entry. */
export async function writePublished(tx: Tx, key: EntryKey, content: EntryContent): Promise<void> {
  await tx
    .insert(contentEntries)
    .values({ ...key, ...content })
    .onConflictDoUpdate({
      target: [contentEntries.contentTypeUid, contentEntries.uid, contentEntries.locale],
      set: { title: content.title, body: content.body, updatedAt: sql`now()` },
    });
}

/** The entry is served no more (its versions stay). Whether there was a row to remove. */
export async function removePublished(tx: Tx, key: EntryKey): Promise<boolean> {
  const removed = await tx
    .delete(contentEntries)
    .where(keyIs(contentEntries, key))
    .returning({ uid: contentEntries.uid });
  return removed.length > 0;
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so compare this way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const sameContent = (a: EntryContent, b: EntryContent): boolean =>
  a.title === b.title && canonicalJson(a.body) === canonicalJson(b.body);
