import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { operatorActor, requireOperatorToken, type OperatorApi } from '../../http/operator-api.ts';
import { badRequest } from '../../http/problem.ts';
import { parseOrThrow, validateJson, validateQuery } from '../../http/validate.ts';
import { deleteAsset, putAsset } from './assets.ts';
import {
  deleteEntry,
  entryHistory,
  listEntries,
  publishEntry,
  readVersion,
  saveDraft,
} from './manage.ts';
import { draftBody, entryPath, listQuery, publishBody, versionPath } from './manage-schemas.ts';

/** The content management API's token, realm and actor header (http/operator-api.ts). */
const CONTENT_API: OperatorApi = {
  token: (config) => config.contentAdminToken,
  tokenVar: 'CONTENT_ADMIN_TOKEN',
  title: 'The content management API',
  realm: 'content',
  actorHeader: 'x-content-actor',
  label: 'content-admin',
};

const actorOf = (c: Context<AppEnv>) => operatorActor(c, CONTENT_API);

/** Every change goes to the log as well as to the entry's versions. */
function audit(c: Context<AppEnv>, action: string, target: object, actor: string): void {
  c.var.log.info({ audit: 'content', action, actor, ...target }, 'content change');
}

const keyOf = (c: Context<AppEnv>) => {
  const { type, uid, locale } = parseOrThrow(entryPath, c.req.param());
  return { contentTypeUid: type, uid, locale };
};

function assetPath(c: Context<AppEnv>): string {
  const raw = c.req.path.replace(/^.*?\/assets\//, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('path: invalid percent-encoding', [
      { name: 'path', reason: 'invalid encoding' },
    ]);
  }
}

const ENTRY = '/entries/:type/:uid/:locale';

/** The content management API, mounted at /content-stack/manage/v1. */
export const contentManageRoutes = new Hono<AppEnv>()
  .use(requireOperatorToken(CONTENT_API))
  .get('/entries', validateQuery(listQuery), async (c) =>
    c.json({ entries: await listEntries(c.var.db, c.req.valid('query').contentTypeUid) }),
  )
  .get(ENTRY, async (c) => c.json(await readVersion(c.var.db, keyOf(c))))
  .put(ENTRY, validateJson(draftBody), async (c) => {
    const key = keyOf(c);
    const actor = actorOf(c);
    const saved = await saveDraft(c.var.db, key, c.req.valid('json'), actor);
    audit(c, saved.action, { ...key, version: saved.version }, actor);
    return c.json(saved, saved.action === 'create' ? 201 : 200);
  })
  .post(`${ENTRY}/publish`, async (c) => {
    const key = keyOf(c);
    const actor = actorOf(c);
    // An empty body publishes the newest version.
    const text = await c.req.text();
    const body = text.trim() ? parseOrThrow(publishBody, safeJson(text)) : {};
    const published = await publishEntry(c.var.db, key, body.version, actor);
    audit(c, 'publish', { ...key, version: published.version }, actor);
    return c.json(published);
  })
  .delete(ENTRY, async (c) => {
    const key = keyOf(c);
    const actor = actorOf(c);
    const deleted = await deleteEntry(c.var.db, key, actor);
    audit(c, 'delete', { ...key, version: deleted.version }, actor);
    return c.json(deleted);
  })
  .get(`${ENTRY}/versions`, async (c) =>
    c.json({ versions: await entryHistory(c.var.db, keyOf(c)) }),
  )
  .get(`${ENTRY}/versions/:version`, async (c) => {
    const { type, uid, locale, version } = parseOrThrow(versionPath, c.req.param());
    return c.json(await readVersion(c.var.db, { contentTypeUid: type, uid, locale }, version));
  })
  .put('/assets/*', async (c) => {
    const actor = actorOf(c);
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const data = Buffer.from(await c.req.arrayBuffer());
    const stored = await putAsset(c.var.db, assetPath(c), contentType, data);
    audit(c, stored.created ? 'asset-create' : 'asset-update', { path: stored.path }, actor);
    return c.json(stored, stored.created ? 201 : 200);
  })
  .delete('/assets/*', async (c) => {
    const actor = actorOf(c);
    const path = assetPath(c);
    await deleteAsset(c.var.db, path);
    audit(c, 'asset-delete', { path: `content/${path}` }, actor);
    return c.body(null, 204);
  });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body: must be valid JSON', [{ name: 'body', reason: 'invalid JSON' }]);
  }
}
