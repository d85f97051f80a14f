import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { contentEntries, contentEntryVersions, media, meta } from '@solo/db/schema';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { importContentFolder } from './import.ts';
import { importContentOnStart } from './startup.ts';

const TOKEN = 'content-admin-token-for-tests-0123456789';
const folders: string[] = [];

/** A content folder holding `files` (path → JSON value, or raw text / bytes). */
function folder(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'solo-content-'));
  folders.push(root);
  for (const [path, value] of Object.entries(files)) write(root, path, value);
  return root;
}
function write(root: string, path: string, value: unknown): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  const data =
    typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value, null, 2);
  writeFileSync(join(root, path), data);
}

const card = (heading: string) => ({ title: 'Intro', body: { heading, text: 'By the fire.' } });
const home = {
  title: 'Home',
  body: { sections: [{ _content_type_uid: 'text_card', uid: 'intro' }] },
};
const FILES = {
  'entries/page/home/en-us.json': home,
  'entries/text_card/intro/en-us.json': card('Gather round'),
  'entries/text_card/intro/de.json': card('Rund ums Feuer'),
  'assets/home/ember.png': Buffer.from('89504e470d0a1a0a', 'hex'),
};

describe('content import', () => {
  let t: TestCommerce;
  const rows = async () =>
    (await t.db.db.select().from(contentEntries))
      .map((r) => `${r.contentTypeUid}/${r.uid}/${r.locale}`)
      .sort();
  const versions = async () =>
    (await t.db.db.select({ n: count() }).from(contentEntryVersions))[0]?.n ?? 0;
  const api = (method: string, path: string, body?: unknown) =>
    t.app.request(`/content-stack/manage/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeEach(async () => {
    await t?.close();
    t = await createTestCommerce({ env: { CONTENT_ADMIN_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    for (const root of folders) rmSync(root, { recursive: true, force: true });
  });

  it('loads the folder, and a second run changes nothing and says so', async () => {
    const root = folder(FILES);
    const first = await importContentFolder(t.db.db, root);
    expect(first).toMatchObject({
      created: ['page/home/en-us', 'text_card/intro/de', 'text_card/intro/en-us'],
      updated: [],
      deleted: [],
      assets: ['content/home/ember.png'],
      problems: [],
    });
    expect(await rows()).toEqual([
      'page/home/en-us',
      'text_card/intro/de',
      'text_card/intro/en-us',
    ]);
    const [asset] = await t.db.db
      .select()
      .from(media)
      .where(eq(media.path, 'content/home/ember.png'));
    expect(asset?.contentType).toBe('image/png');
    const served = await t.app.request('/content-stack/entry?id=intro&locale=de-at');
    expect(((await served.json()) as { entry: { heading: string } }).entry.heading).toBe(
      'Rund ums Feuer',
    );

    const before = await versions();
    const second = await importContentFolder(t.db.db, root);
    expect(second).toMatchObject({ created: [], updated: [], deleted: [], kept: [], assets: [] });
    expect(second.unchanged).toBe(3);
    expect(await versions()).toBe(before);
  });

  it('--dry-run reports what it would do and writes nothing', async () => {
    const report = await importContentFolder(t.db.db, folder(FILES), { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.created).toHaveLength(3);
    expect(report.assets).toEqual(['content/home/ember.png']);
    expect(await rows()).toEqual([]);
    expect(await versions()).toBe(0);
    expect(await t.db.db.select().from(media)).toEqual([]);
    expect(await t.db.db.select().from(meta)).toEqual([]);
  });

  it('reports a bad file with its path and field, and imports nothing', async () => {
    const root = folder({
      ...FILES,
      'entries/page/summer/en-us.json': {
        title: 'Summer',
        body: { sections: [{ _content_type_uid: 'marquee', uid: 'x' }] },
      },
      'entries/text_card/broken/en-us.json': '{ "title": "Broken", ',
      'entries/text_card/intro/EN-US.json': card('Shouting'),
      'notes.txt': 'stray',
    });
    const report = await importContentFolder(t.db.db, root);
    expect(report.problems).toEqual([
      {
        file: 'entries/page/summer/en-us.json',
        field: 'body.sections.0._content_type_uid',
        message: expect.stringMatching(/^must be a section type/) as unknown,
      },
      {
        file: 'entries/text_card/broken/en-us.json',
        message: expect.stringMatching(/^not valid JSON/) as unknown,
      },
      {
        file: 'entries/text_card/intro/EN-US.json',
        message: expect.stringMatching(/^locale/) as unknown,
      },
      { file: 'notes.txt', message: 'expected under entries/ or assets/' },
    ]);
    expect(await rows()).toEqual([]);
    expect(await t.db.db.select().from(media)).toEqual([]);
  });

  it("updates what changed, keeps an operator's change to an unchanged file, deletes only its own", async () => {
    const root = folder(FILES);
    await importContentFolder(t.db.db, root);
    // An operator changes the German card and creates an entry of their own.
    expect((await api('PUT', '/entries/text_card/intro/de', card('Am Feuer'))).status).toBe(200);
    await api('POST', '/entries/text_card/intro/de/publish');
    await api('PUT', '/entries/text_card/promo/en-us', card('Ours'));
    await api('POST', '/entries/text_card/promo/en-us/publish');

    write(root, 'entries/text_card/intro/en-us.json', card('Pull up a chair'));
    rmSync(join(root, 'entries/page/home/en-us.json'));
    const report = await importContentFolder(t.db.db, root);
    expect(report).toMatchObject({
      created: [],
      updated: ['text_card/intro/en-us'],
      deleted: ['page/home/en-us'],
      kept: ['text_card/intro/de'],
    });
    expect(await rows()).toEqual([
      'text_card/intro/de',
      'text_card/intro/en-us',
      'text_card/promo/en-us',
    ]);
    const de = (await (await api('GET', '/entries/text_card/intro/de')).json()) as {
      body: { heading: string };
    };
    expect(de.body.heading).toBe('Am Feuer');
    const history = (await (await api('GET', '/entries/page/home/en-us/versions')).json()) as {
      versions: Array<{ action: string; actor: string }>;
    };
    expect(history.versions.map((v) => `${v.action} by ${v.actor}`)).toEqual([
      'import by import',
      'delete by import',
    ]);

    // The German file changes too: the folder wins, the operator's version stays in the history.
    write(root, 'entries/text_card/intro/de.json', card('Rund ums Lagerfeuer'));
    expect((await importContentFolder(t.db.db, root)).updated).toEqual(['text_card/intro/de']);
    // An operator's edit of the deleted page brings it back; the import no longer deletes it.
    await api('PUT', '/entries/page/home/en-us', home);
    await api('POST', '/entries/page/home/en-us/publish');
    expect((await importContentFolder(t.db.db, root)).deleted).toEqual([]);
  });

  it('imports at start only when the folder changed since the last import', async () => {
    const root = folder(FILES);
    const { logger, lines } = memoryLogger();
    expect((await importContentOnStart(t.db.db, logger, root))?.created).toHaveLength(3);
    expect(await importContentOnStart(t.db.db, logger, root)).toBeUndefined();
    write(root, 'entries/text_card/intro/en-us.json', card('Changed'));
    expect((await importContentOnStart(t.db.db, logger, root))?.updated).toEqual([
      'text_card/intro/en-us',
    ]);
    // A bad file at start is logged with its path; the store keeps the content it has.
    write(root, 'entries/text_card/intro/en-us.json', '{');
    expect((await importContentOnStart(t.db.db, logger, root))?.problems).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'content folder not imported: invalid files' });
    expect(await rows()).toHaveLength(3);
  });
});
