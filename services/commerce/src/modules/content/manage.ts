import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries, contentEntryVersions } from '@solo/db/schema';
import { validateEntry } from '@solo/content-model/schemas';
import { HttpProblem, invalidFields, notFound } from '../../errors.ts';
import { syncCommunityIndex } from './community-index.ts';
import {
  appendVersion,
  findPublished,
  findVersion,
  keyLabel,
  listVersions,
  removePublished,
  writePublished,
  type EntryContent,
  type EntryKey,
  type VersionRow,
} from './versions.ts';

/**
 * The content management API's domain (issue 18 "Operators change content without code"):
 * drafts, publishing, deleting and the history of entries. Every change is validated against the
 * content model and appended to the entry's versions with the actor that made it.
 */

/** An entry's history line: what happened, by whom, when (the body is read per version). */
export interface VersionSummary {
  version: number;
  action: string;
  actor: string;
  at: string;
  title: string;
}

export interface EntryState extends EntryKey {
  title: string;
  /** The newest version: a draft when it is newer than what was published. */
  version: number | null;
  /** The version the content API serves, null when the entry is not published. */
  publishedVersion: number | null;
}

export const summary = (v: VersionRow): VersionSummary => ({
  version: v.version,
  action: v.action,
  actor: v.actor,
  at: new Date(v.at).toISOString(),
  title: v.title,
});

/** 400 naming every field at fault when `content` does not fit the content model. */
export function assertValid(contentTypeUid: string, content: unknown): EntryContent {
  const issues = validateEntry(contentTypeUid, content);
  if (issues.length) throw invalidFields(issues.map((i) => ({ name: i.field, reason: i.message })));
  return content as EntryContent;
}

const entryNotFound = (key: EntryKey) =>
  notFound(`No content entry ${keyLabel(key)}`, 'content-entry-not-found');

/** Saves a new version of the entry as a draft: created when it has no history yet. */
export async function saveDraft(
  db: Database,
  key: EntryKey,
  content: unknown,
  actor: string,
): Promise<VersionSummary> {
  const valid = assertValid(key.contentTypeUid, content);
  return db.transaction(async (tx) => {
    const exists = (await findVersion(tx, key)) ?? (await findPublished(tx, key));
    return summary(await appendVersion(tx, key, valid, exists ? 'update' : 'create', actor));
  });
}

/**
 * Publishes a version (the newest when none is named): the content API serves it from now on, on
 * every instance. Recorded as a version of its own, so the history shows what was live when.
 */
export async function publishEntry(
  db: Database,
  key: EntryKey,
  version: number | undefined,
  actor: string,
): Promise<VersionSummary> {
  return db.transaction(async (tx) => {
    const source = await findVersion(tx, key, version);
    if (!source) {
      if (version === undefined) throw entryNotFound(key);
      throw notFound(
        `Content entry ${keyLabel(key)} has no version ${version}`,
        'version-not-found',
      );
    }
    if (source.action === 'delete')
      throw new HttpProblem({
        status: 409,
        slug: 'entry-deleted',
        title: 'Conflict',
        detail: `Version ${source.version} of ${keyLabel(key)} records its deletion; publish an earlier version`,
      });
    // Validated again: the content model may have become stricter since it was saved.
    const content = assertValid(key.contentTypeUid, { title: source.title, body: source.body });
    await writePublished(tx, key, content);
    await syncCommunityIndex(tx, [key]);
    return summary(await appendVersion(tx, key, content, 'publish', actor));
  });
}

/** Takes the entry off the content API; its versions stay, so it can be published again. */
export async function deleteEntry(
  db: Database,
  key: EntryKey,
  actor: string,
): Promise<VersionSummary> {
  return db.transaction(async (tx) => {
    const published = await findPublished(tx, key);
    const last = await findVersion(tx, key);
    if (!published && (!last || last.action === 'delete')) throw entryNotFound(key);
    await removePublished(tx, key);
    await syncCommunityIndex(tx, [key]);
    const content = published ?? last!;
    return summary(
      await appendVersion(tx, key, { title: content.title, body: content.body }, 'delete', actor),
    );
  });
}

/** The newest version of an entry (a draft or what was published) with its body. */
export async function readVersion(
  db: Database,
  key: EntryKey,
  version?: number,
): Promise<VersionSummary & EntryContent & { published: boolean }> {
  const row = await findVersion(db, key, version);
  if (!row) throw entryNotFound(key);
  const published = await findPublished(db, key);
  return { ...summary(row), title: row.title, body: row.body, published: Boolean(published) };
}

export async function entryHistory(db: Database, key: EntryKey): Promise<VersionSummary[]> {
  const rows = await listVersions(db, key);
  if (rows.length === 0 && !(await findPublished(db, key))) throw entryNotFound(key);
  return rows.map(summary);
}

/** The newest version of each entry (of `contentTypeUid`), among `actions` when given. */
function newestVersions(db: Database, contentTypeUid?: string, actions?: string[]) {
  const v = contentEntryVersions;
  return db
    .selectDistinctOn([v.contentTypeUid, v.uid, v.locale], {
      contentTypeUid: v.contentTypeUid,
      uid: v.uid,
      locale: v.locale,
      version: v.version,
      title: v.title,
    })
    .from(v)
    .where(
      and(
        contentTypeUid ? eq(v.contentTypeUid, contentTypeUid) : undefined,
        actions ? inArray(v.action, actions) : undefined,
      ),
    )
    .orderBy(v.contentTypeUid, v.uid, v.locale, desc(v.version));
}

/**
 * Every entry (of a content type), served or known by its history only (a draft never
 * published, an entry deleted), in key order. `publishedVersion` is the version that recorded
 * what is served (a publish or an import).
 */
export async function listEntries(db: Database, contentTypeUid?: string): Promise<EntryState[]> {
  const [latest, publishes, live] = await Promise.all([
    newestVersions(db, contentTypeUid),
    newestVersions(db, contentTypeUid, ['publish', 'import']),
    db
      .select({
        contentTypeUid: contentEntries.contentTypeUid,
        uid: contentEntries.uid,
        locale: contentEntries.locale,
        title: contentEntries.title,
      })
      .from(contentEntries)
      .where(contentTypeUid ? eq(contentEntries.contentTypeUid, contentTypeUid) : undefined),
  ]);
  const published = new Map(publishes.map((p) => [keyLabel(p), p.version]));
  const states = new Map<string, EntryState>();
  for (const h of latest)
    states.set(keyLabel(h), { ...h, version: h.version, publishedVersion: null });
  for (const row of live)
    states.set(keyLabel(row), {
      ...row,
      version: states.get(keyLabel(row))?.version ?? null,
      // Rows written before versions existed (or directly) have no history.
      publishedVersion: published.get(keyLabel(row)) ?? null,
    });
  return [...states.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, state]) => state);
}
