import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentEntryVersions, media } from '@solo/db/schema';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';

const TOKEN = 'content-admin-token-for-tests-0123456789';
const API = '/content-stack/manage/v1';
const ENTRY = `${API}/entries/text_card/summer_intro/en-us`;

const page = (sections: unknown[]) => ({ title: 'Summer', body: { sections } });
const card = (heading: string) => ({
  title: 'Summer intro',
  body: { heading, text: 'Long evenings by the fire.', button: { link_custom: '/plp/fire-pits' } },
});

interface Problem {
  status: number;
  detail: string;
  invalidFields?: Array<{ name: string; reason: string }>;
}

describe('content management API', () => {
  let t: TestCommerce;
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const served = (locale = 'en-us') =>
    t.app.request(`/content-stack/id?type=text_card&contentId=summer_intro&locale=${locale}`);

  beforeAll(async () => {
    t = await createTestCommerce({ env: { CONTENT_ADMIN_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a request without the token, or with another, and stores nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.request(ENTRY, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(card('Hi')),
      });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await t.db.db.select().from(contentEntryVersions)).toEqual([]);
  });

  it('does not exist when CONTENT_ADMIN_TOKEN is not configured', async () => {
    const off = await createTestCommerce();
    try {
      const res = await off.app.request(`${API}/entries`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('names every field at fault and keeps nothing of an invalid entry', async () => {
    const res = await call('PUT', `${API}/entries/page/summer/en-us`, {
      title: '',
      body: { sections: [{ _content_type_uid: 'marquee', uid: 'x' }] },
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.invalidFields?.map((f) => f.name)).toEqual(['title']);
    const sections = await call(
      'PUT',
      `${API}/entries/page/summer/en-us`,
      page([{ _content_type_uid: 'marquee', uid: 'x' }, { uid: 'y' }]),
    );
    expect(((await sections.json()) as Problem).invalidFields?.map((f) => f.name)).toEqual([
      'body.sections.0._content_type_uid',
      'body.sections.1._content_type_uid',
    ]);
    const script = await call('PUT', ENTRY, {
      ...card('Hi'),
      body: { heading: 'Hi', button: { link_custom: 'javascript:alert(1)' } },
    });
    expect(((await script.json()) as Problem).invalidFields).toEqual([
      { name: 'body.button.link_custom', reason: expect.stringMatching(/site path/) as unknown },
    ]);
    const header = await call('PUT', `${API}/entries/header/header/en-us`, {
      title: 'Header',
      body: { main_nav: [] },
    });
    expect(((await header.json()) as Problem).invalidFields?.map((f) => f.name)).toContain(
      'body.logo',
    );
    const badPath = await call('PUT', `${API}/entries/Text Card/x/en-us`, card('Hi'));
    expect(((await badPath.json()) as Problem).invalidFields?.[0]?.name).toBe('type');
    const badLocale = await call('PUT', `${API}/entries/text_card/x/english`, card('Hi'));
    expect(((await badLocale.json()) as Problem).invalidFields?.[0]?.name).toBe('locale');
    expect(await t.db.db.select().from(contentEntryVersions)).toEqual([]);
  });

  it('keeps a draft unpublished until it is published, then serves it', async () => {
    const created = await call('PUT', ENTRY, card('Summer by the fire'), {
      'x-content-actor': 'alice',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(await created.json()).toMatchObject({
      version: 1,
      action: 'create',
      actor: 'content-admin:alice',
    });
    expect((await served()).status).toBe(404);
    const draft = (await (await call('GET', ENTRY)).json()) as Record<string, unknown>;
    expect(draft).toMatchObject({ version: 1, published: false });
    expect((draft.body as { heading: string }).heading).toBe('Summer by the fire');

    const published = await call('POST', `${ENTRY}/publish`);
    expect(await published.json()).toMatchObject({ version: 2, action: 'publish' });
    const entry = (await (await served('en-ca')).json()) as { entry: Record<string, unknown> };
    expect(entry.entry).toMatchObject({ heading: 'Summer by the fire', locale: 'en-us' });
  });

  it('versions every change and publishes an earlier version on request', async () => {
    expect((await call('PUT', ENTRY, card('Autumn by the fire'))).status).toBe(200);
    // The update is a draft: the published version is still served.
    let entry = (await (await served()).json()) as { entry: { heading: string } };
    expect(entry.entry.heading).toBe('Summer by the fire');
    await call('POST', `${ENTRY}/publish`, {});
    entry = (await (await served()).json()) as { entry: { heading: string } };
    expect(entry.entry.heading).toBe('Autumn by the fire');

    const history = (await (await call('GET', `${ENTRY}/versions`)).json()) as {
      versions: Array<{ version: number; action: string; actor: string }>;
    };
    expect(history.versions.map((v) => [v.version, v.action, v.actor])).toEqual([
      [1, 'create', 'content-admin:alice'],
      [2, 'publish', 'content-admin'],
      [3, 'update', 'content-admin'],
      [4, 'publish', 'content-admin'],
    ]);
    const first = (await (await call('GET', `${ENTRY}/versions/1`)).json()) as {
      body: { heading: string };
    };
    expect(first.body.heading).toBe('Summer by the fire');

    // Rolling back: publishing version 1 again.
    expect((await call('POST', `${ENTRY}/publish`, { version: 1 })).status).toBe(200);
    entry = (await (await served()).json()) as { entry: { heading: string } };
    expect(entry.entry.heading).toBe('Summer by the fire');
    expect((await call('POST', `${ENTRY}/publish`, { version: 99 })).status).toBe(404);
    const bad = await call('POST', `${ENTRY}/publish`, { version: 'latest' });
    expect(((await bad.json()) as Problem).invalidFields?.[0]?.name).toBe('version');

    const list = (await (await call('GET', `${API}/entries?contentTypeUid=text_card`)).json()) as {
      entries: Array<Record<string, unknown>>;
    };
    expect(list.entries).toEqual([
      {
        contentTypeUid: 'text_card',
        uid: 'summer_intro',
        locale: 'en-us',
        title: 'Summer intro',
        version: 5,
        publishedVersion: 5,
      },
    ]);
  });

  it('deletes: the entry is served no more, its history stays, and it can come back', async () => {
    const deleted = await call('DELETE', ENTRY);
    expect(await deleted.json()).toMatchObject({ version: 6, action: 'delete' });
    expect((await served()).status).toBe(404);
    expect((await call('DELETE', ENTRY)).status).toBe(404);
    expect((await call('POST', `${ENTRY}/publish`)).status).toBe(409);
    expect((await call('POST', `${ENTRY}/publish`, { version: 3 })).status).toBe(200);
    expect((await served()).status).toBe(200);
    expect((await call('DELETE', `${API}/entries/text_card/never_was/en-us`)).status).toBe(404);
    expect(
      t.logs.filter((l) => l.audit === 'content').map((l) => [l.action, l.version]),
    ).toContainEqual(['delete', 6]);
  });

  it('stores assets of the allowed types and sizes, and deletes them', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const put = (path: string, type: string, data: Buffer = png) =>
      t.app.request(`${API}/assets/${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': type },
        body: new Uint8Array(data),
      });
    const created = await put('home/summer.png', 'image/png');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      path: 'content/home/summer.png',
      url: '/images/content/home/summer.png',
      created: true,
    });
    expect((await put('home/summer.png', 'image/png')).status).toBe(200);
    const [row] = await t.db.db
      .select()
      .from(media)
      .where(eq(media.path, 'content/home/summer.png'));
    expect(row?.data.equals(png)).toBe(true);

    const svg = await put('home/logo.svg', 'image/svg+xml', Buffer.from('<svg/>'));
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Problem).invalidFields?.[0]?.name).toBe('path');
    const mismatch = await put('home/summer.jpg', 'image/png');
    expect(((await mismatch.json()) as Problem).invalidFields?.[0]?.name).toBe('content-type');
    expect((await put('home%2F%2E%2E%2F%2E%2E%2Fescape.png', 'image/png')).status).toBe(400);
    expect((await put('home/empty.png', 'image/png', Buffer.alloc(0))).status).toBe(400);

    const remove = () =>
      t.app.request(`${API}/assets/home/summer.png`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
  });

  it('refuses an asset larger than its kind allows', async () => {
    const big = await createTestCommerce({
      env: { CONTENT_ADMIN_TOKEN: TOKEN, REQUEST_BODY_LIMIT_KB: String(8 * 1024) },
    });
    try {
      const res = await big.app.request(`${API}/assets/home/huge.png`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png' },
        body: new Uint8Array(5 * 1024 * 1024 + 1),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as Problem).invalidFields?.[0]?.name).toBe('body');
    } finally {
      await big.close();
    }
  });
});
