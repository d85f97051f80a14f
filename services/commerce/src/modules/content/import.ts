import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries, contentEntryVersions, meta } from '@solo/db/schema';
import { putMedia, sameMedia } from '../media/index.ts';
import { syncCommunityIndex } from './community-index.ts';
import { readContentFolder, type FolderEntry, type FolderProblem } from './folder.ts';
import {
  appendVersion,
  IMPORT_ACTOR,
  keyLabel,
  removePublished,
  sameContent,
  writePublished,
  type EntryKey,
  type Tx,
} from './versions.ts';

/**
 * The content import (`npm run content:import`, and every start whose folder changed): the folder
 * is the source of the entries it holds. Rules (docs/decisions/content-as-data-and-management-api.md):
 * - an entry whose file differs from what is published is written and published, as a version
 *   by "import", unless it was changed through the management API since the import last wrote
 *   it and its file did not change since then: the operator's change stays;
 * - an entry served but no longer in the folder is deleted only when the import wrote it last;
 *   what an operator created or changed through the API is never deleted;
 * - nothing is written when any file is invalid, and a second run changes nothing.
 */
export interface ImportReport {
  dryRun: boolean;
  created: string[];
  updated: string[];
  deleted: string[];
  /** Changed through the management API since the import wrote them; their files did not change. */
  kept: string[];
  unchanged: number;
  /** Asset paths written (created or replaced). */
  assets: string[];
  problems: FolderProblem[];
}

/** meta key of the digest of the folder last imported (a start imports when it differs). */
export const CONTENT_FOLDER_KEY = 'content_folder';

interface Latest {
  version: number;
  action: string;
  actor: string;
}

const label = (k: EntryKey) => keyLabel(k);

/** The newest version of every entry with a history. */
async function latestVersions(tx: Database | Tx): Promise<Map<string, Latest>> {
  const rows = await tx
    .selectDistinctOn(
      [contentEntryVersions.contentTypeUid, contentEntryVersions.uid, contentEntryVersions.locale],
      {
        contentTypeUid: contentEntryVersions.contentTypeUid,
        uid: contentEntryVersions.uid,
        locale: contentEntryVersions.locale,
        version: contentEntryVersions.version,
        action: contentEntryVersions.action,
        actor: contentEntryVersions.actor,
      },
    )
    .from(contentEntryVersions)
    .orderBy(
      contentEntryVersions.contentTypeUid,
      contentEntryVersions.uid,
      contentEntryVersions.locale,
      desc(contentEntryVersions.version),
    );
  return new Map(rows.map((r) => [label(r), r]));
}

/** The body the import itself last wrote for an entry, if it ever did. */
async function lastImported(tx: Database | Tx, key: EntryKey) {
  const [row] = await tx
    .select({ title: contentEntryVersions.title, body: contentEntryVersions.body })
    .from(contentEntryVersions)
    .where(
      and(
        eq(contentEntryVersions.contentTypeUid, key.contentTypeUid),
        eq(contentEntryVersions.uid, key.uid),
        eq(contentEntryVersions.locale, key.locale),
        eq(contentEntryVersions.actor, IMPORT_ACTOR),
      ),
    )
    .orderBy(desc(contentEntryVersions.version))
    .limit(1);
  return row;
}

interface Plan {
  write: Array<{ entry: FolderEntry; created: boolean }>;
  remove: EntryKey[];
  kept: string[];
  unchanged: number;
}

async function plan(tx: Database | Tx, entries: FolderEntry[]): Promise<Plan> {
  // Every entry, not only the folder's types: a type whose files all went is deleted too.
  const published = new Map((await tx.select().from(contentEntries)).map((r) => [label(r), r]));
  const latest = await latestVersions(tx);
  const result: Plan = { write: [], remove: [], kept: [], unchanged: 0 };
  const inFolder = new Set<string>();
  for (const entry of entries) {
    const key = label(entry);
    inFolder.add(key);
    const live = published.get(key);
    if (live && sameContent(live, entry)) {
      result.unchanged++;
      continue;
    }
    const last = latest.get(key);
    if (last && last.actor !== IMPORT_ACTOR) {
      const imported = await lastImported(tx, entry);
      if (imported && sameContent(imported, entry)) {
        result.kept.push(key);
        continue;
      }
    }
    result.write.push({ entry, created: !live });
  }
  for (const [key, row] of published) {
    const last = latest.get(key);
    if (!inFolder.has(key) && last?.actor === IMPORT_ACTOR && last.action === 'import')
      result.remove.push(row);
  }
  return result;
}

async function apply(tx: Tx, p: Plan): Promise<void> {
  for (const { entry } of p.write) {
    const key = { contentTypeUid: entry.contentTypeUid, uid: entry.uid, locale: entry.locale };
    const content = { title: entry.title, body: entry.body };
    await writePublished(tx, key, content);
    await appendVersion(tx, key, content, 'import', IMPORT_ACTOR);
  }
  for (const key of p.remove) {
    const [row] = await tx
      .select()
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.contentTypeUid, key.contentTypeUid),
          eq(contentEntries.uid, key.uid),
          eq(contentEntries.locale, key.locale),
        ),
      );
    if (!row || !(await removePublished(tx, key))) continue;
    await appendVersion(tx, key, { title: row.title, body: row.body }, 'delete', IMPORT_ACTOR);
  }
  await syncCommunityIndex(tx, [...p.write.map((w) => w.entry), ...p.remove]);
}

/**
 * Imports the content folder at `root`. With `dryRun` it reports what it would do and writes
 * nothing. Invalid files are reported (with their path and field) and nothing is imported.
 */
export async function importContentFolder(
  db: Database,
  root: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  const folder = readContentFolder(root);
  const report: ImportReport = {
    dryRun,
    created: [],
    updated: [],
    deleted: [],
    kept: [],
    unchanged: 0,
    assets: [],
    problems: folder.problems,
  };
  if (folder.problems.length) return report;
  const assets = [];
  for (const asset of folder.assets) if (!(await sameMedia(db, asset))) assets.push(asset);
  report.assets = assets.map((a) => a.path);
  const run = async (tx: Database | Tx) => {
    const p = await plan(tx, folder.entries);
    report.created = p.write.filter((w) => w.created).map((w) => label(w.entry));
    report.updated = p.write.filter((w) => !w.created).map((w) => label(w.entry));
    report.deleted = p.remove.map(label);
    report.kept = p.kept;
    report.unchanged = p.unchanged;
    return p;
  };
  if (dryRun) {
    await run(db);
    return report;
  }
  for (const asset of assets) await putMedia(db, asset);
  await db.transaction(async (tx) => {
    // Two instances starting at once: one imports, the other then finds nothing to change.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('solo:content-import'))`);
    await apply(tx, await run(tx));
    await tx
      .insert(meta)
      .values({ key: CONTENT_FOLDER_KEY, value: { digest: folder.digest } })
      .onConflictDoUpdate({
        target: meta.key,
        set: { value: { digest: folder.digest }, updatedAt: sql`now()` },
      });
  });
  return report;
}

/** Whether the folder differs from the one last imported (a start then imports it). */
export async function contentFolderChanged(db: Database, root: string): Promise<boolean> {
  const [row] = await db
    .select({ value: meta.value })
    .from(meta)
    .where(eq(meta.key, CONTENT_FOLDER_KEY));
  const stored = row?.value as { digest?: string } | undefined;
  return stored?.digest !== readContentFolder(root).digest;
}
