import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { cliRequest, UsageError } from './cli-request.ts';
import { formatReport } from './import-report.ts';

const TOKEN = 'content-admin-token-for-tests-0123456789';
const ENV = {
  CONTENT_ADMIN_TOKEN: TOKEN,
  CONTENT_API_URL: 'http://store.test/',
  CONTENT_ACTOR: 'sam',
};
const FILES: Record<string, Buffer> = {
  'card.json': Buffer.from(JSON.stringify({ title: 'Intro', body: { heading: 'Gather round' } })),
  'ember.png': Buffer.from('89504e470d0a1a0a', 'hex'),
};
const read = (file: string) => FILES[file] ?? Buffer.alloc(0);

describe('npm run content', () => {
  let t: TestCommerce;
  /** Sends what the command would send, to the app instead of the network. */
  const run = async (...argv: string[]) => {
    const r = cliRequest(argv, ENV, read);
    const res = await t.app.request(r.url.replace('http://store.test', ''), r);
    return {
      status: res.status,
      body: (await res.json().catch(() => null)) as Record<string, unknown>,
    };
  };

  beforeAll(async () => {
    t = await createTestCommerce({ env: { CONTENT_ADMIN_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('drives the management API: put, publish, get, versions, list, delete, assets', async () => {
    expect((await run('put', 'text_card', 'intro', 'en-US', 'card.json')).status).toBe(201);
    expect((await run('publish', 'text_card', 'intro', 'en-us')).body).toMatchObject({
      version: 2,
      actor: 'content-admin:sam',
    });
    expect((await run('get', 'text_card', 'intro', 'en-us', '--version', '1')).body).toMatchObject({
      version: 1,
      body: { heading: 'Gather round' },
    });
    expect((await run('versions', 'text_card', 'intro', 'en-us')).body.versions).toHaveLength(2);
    expect((await run('list', 'text_card')).body.entries).toHaveLength(1);
    expect((await run('delete', 'text_card', 'intro', 'en-us')).body).toMatchObject({
      action: 'delete',
    });
    expect((await run('asset-put', 'ember.png', 'home/ember.png')).body).toMatchObject({
      url: '/images/content/home/ember.png',
    });
    expect((await run('asset-delete', 'home/ember.png')).status).toBe(204);
  });

  it('says what is missing', () => {
    expect(() => cliRequest(['list'], {})).toThrow(/CONTENT_ADMIN_TOKEN/);
    expect(() => cliRequest(['publish', 'page'], ENV)).toThrow(UsageError);
    expect(() => cliRequest(['get', 'page', 'home', 'en-us', '--version', 'x'], ENV)).toThrow(
      /--version/,
    );
    expect(() => cliRequest(['frobnicate'], ENV)).toThrow(/unknown command/);
  });
});

describe('the import report', () => {
  const base = {
    dryRun: false,
    created: [],
    updated: [],
    deleted: [],
    kept: [],
    unchanged: 3,
    assets: [],
    problems: [],
  };

  it('says when there is nothing to change, what a dry run would do, and which file is wrong', () => {
    expect(formatReport(base)).toBe(
      'Nothing to change (0 created, 0 updated, 0 deleted, 0 kept, 3 unchanged, 0 assets)',
    );
    expect(formatReport({ ...base, dryRun: true, created: ['page/home/de'] })).toBe(
      '  would be created  page/home/de\nDry run, nothing written: 1 created, 0 updated, 0 deleted, 0 kept, 3 unchanged, 0 assets',
    );
    expect(
      formatReport({
        ...base,
        problems: [
          { file: 'entries/page/home/de.json', field: 'body.sections', message: 'Required' },
        ],
      }),
    ).toBe(
      'Nothing imported: 1 problem(s) in the content folder\n  entries/page/home/de.json body.sections: Required',
    );
  });
});
