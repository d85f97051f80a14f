import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '@solo/db/schema';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { upsertContentEntry } from './store.ts';

const ref = (type: string, uid: string) => ({ _content_type_uid: type, uid });
const SAME_TIME = new Date('2024-06-01T12:00:00Z');

interface Body {
  entry: Record<string, unknown> & { uid: string; title: string; locale: string };
}
interface Page {
  entries: Array<Record<string, unknown> & { uid: string; title: string; locale: string }>;
  count?: number;
}

/** 25 posts: authors alternate, every third is featured, publish dates tie in pairs. */
function posts() {
  return Array.from({ length: 25 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      contentTypeUid: 'community_posts',
      uid: `post-${n}`,
      locale: 'en-us',
      title: `Post ${n}`,
      updatedAt: SAME_TIME,
      body: {
        post_author: { name: i % 2 ? 'Sam' : 'Jane' },
        featured_post: i % 3 === 0,
        publish_date: `2024-01-${String(Math.floor(i / 2) + 1).padStart(2, '0')}`,
        tags: i < 5 ? ['grill', 'pizza'] : ['fire'],
        related: ref('community_posts', 'post-01'),
        ...(i === 24
          ? {}
          : { categories: [ref('community_category', i % 2 ? 'recipes' : 'stories')] }),
      },
    };
  });
}

describe('content service', () => {
  let t: TestCommerce;
  const get = async <T>(path: string) => {
    const res = await t.app.request(path);
    return { res, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    t = await createTestCommerce();
    const db = t.db.db;
    await db.insert(contentEntries).values(posts());
    await db.insert(contentEntries).values([
      {
        contentTypeUid: 'community_posts',
        uid: 'post-03',
        locale: 'fr-ca',
        title: 'Billet 03',
        body: {
          post_author: { name: 'Jeanne' },
          featured_post: false,
          publish_date: '2024-01-02',
          tags: [],
          categories: [ref('community_category', 'stories')],
        },
        updatedAt: SAME_TIME,
      },
    ]);
    for (const [uid, title] of [
      ['recipes', 'Recipes'],
      ['stories', 'Stories'],
    ] as const) {
      await upsertContentEntry(db, {
        contentTypeUid: 'community_category',
        uid,
        locale: 'en-US',
        title,
        body: { url: `/${uid}` },
      });
    }
    await upsertContentEntry(db, {
      contentTypeUid: 'community_category',
      uid: 'stories',
      locale: 'fr-CA',
      title: 'Histoires',
      body: { url: '/histoires' },
    });
    await upsertContentEntry(db, {
      contentTypeUid: 'featured_community',
      uid: 'fc1',
      locale: 'en-us',
      title: 'Featured',
      body: { post: ref('community_posts', 'post-02') },
    });
    await upsertContentEntry(db, {
      contentTypeUid: 'recipe',
      uid: 'r1',
      locale: 'en-us',
      title: 'Skillet bread',
      body: { recipe_step: [{ name: 'Mix', text: 'Mix it' }] },
    });
    const rte = {
      type: 'doc',
      children: [
        { type: 'p', children: [{ text: 'Before' }] },
        {
          type: 'reference',
          attrs: { 'entry-uid': 'r1', 'content-type-uid': 'recipe', 'display-type': 'block' },
          children: [{ text: '' }],
        },
      ],
    };
    await upsertContentEntry(db, {
      contentTypeUid: 'hero_wrapper',
      uid: 'hero1',
      locale: 'en-us',
      title: 'Hero',
      body: { heading: 'Fire', link: ref('recipe', 'r1') },
    });
    await upsertContentEntry(db, {
      contentTypeUid: 'text_card',
      uid: 'card1',
      locale: 'en-us',
      title: 'Card',
      body: { heading: 'Hello', content: rte },
    });
    await upsertContentEntry(db, {
      contentTypeUid: 'text_card',
      uid: 'card1',
      locale: 'fr-ca',
      title: 'Carte',
      body: { heading: 'Bonjour', content: rte },
    });
    const sections = [
      ref('hero_wrapper', 'hero1'),
      ref('text_card', 'card1'),
      ref('text_card', 'deleted'),
    ];
    await upsertContentEntry(db, {
      contentTypeUid: 'page',
      uid: 'home',
      locale: 'en-us',
      title: 'Home (draft)',
      body: { sections },
    });
    // A second write of the same entry replaces it.
    await upsertContentEntry(db, {
      contentTypeUid: 'page',
      uid: 'home',
      locale: 'en-us',
      title: 'Home',
      body: { sections, seo: { title: 'Home' } },
    });
    await upsertContentEntry(db, {
      contentTypeUid: 'page',
      uid: 'home',
      locale: 'fr-ca',
      title: 'Accueil',
      body: { sections: sections.slice(1), hero: ref('hero_wrapper', 'hero1') },
    });
  });
  afterAll(() => t.close());

  describe('GET /content-stack/entry', () => {
    it('returns the entry with its metadata, cacheable 900 s', async () => {
      const { res, body } = await get<Body>('/content-stack/entry?id=home&locale=en-us');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(
        'public, max-age=900, stale-while-revalidate=900',
      );
      expect(body.entry).toMatchObject({
        uid: 'home',
        _content_type_uid: 'page',
        locale: 'en-us',
        title: 'Home',
        seo: { title: 'Home' },
      });
      expect(new Date(body.entry.updated_at as string).toISOString()).toBe(body.entry.updated_at);
      // References not named stay references.
      expect(body.entry.sections).toEqual([
        ref('hero_wrapper', 'hero1'),
        ref('text_card', 'card1'),
        ref('text_card', 'deleted'),
      ]);
    });

    it('accepts the locale in any case and falls back to en-us', async () => {
      expect((await get<Body>('/content-stack/entry?id=home&locale=FR-CA')).body.entry.title).toBe(
        'Accueil',
      );
      const fallback = (await get<Body>('/content-stack/entry?id=home&locale=de-de')).body.entry;
      expect(fallback).toMatchObject({ title: 'Home', locale: 'en-us' });
      expect((await get<Body>('/content-stack/entry?id=home')).body.entry.locale).toBe('en-us');
    });

    it('resolves named references in the same locale, dropping missing ones', async () => {
      const { body } = await get<Body>(
        '/content-stack/entry?id=home&locale=fr-ca&referenceFieldPath=sections,hero',
      );
      const sections = body.entry.sections as Array<Record<string, unknown>>;
      expect(sections.map((s) => [s.uid, s.locale, s.heading])).toEqual([
        ['card1', 'fr-ca', 'Bonjour'],
      ]);
      expect(body.entry.hero).toMatchObject({
        uid: 'hero1',
        locale: 'en-us',
        heading: 'Fire',
        link: ref('recipe', 'r1'),
      });
    });

    it('attaches entries embedded in JSON rich text', async () => {
      const { body } = await get<Body>(
        '/content-stack/entry?id=home&referenceFieldPath=sections&jsonRtePath=sections.content',
      );
      const card = (
        body.entry.sections as Array<{
          uid: string;
          content?: { children: Array<{ attrs?: Record<string, unknown> }> };
        }>
      )[1];
      expect(card?.uid).toBe('card1');
      expect(card?.content?.children[1]?.attrs?.entry).toMatchObject({
        uid: 'r1',
        _content_type_uid: 'recipe',
        title: 'Skillet bread',
      });
      expect(card?.content?.children[0]?.attrs).toBeUndefined();
    });

    it('answers an unknown entry with a 404 problem', async () => {
      const { res, body } = await get<Record<string, unknown>>(
        '/content-stack/entry?id=nope&locale=en-us',
      );
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(body).toMatchObject({
        type: '/errors/entry-not-found',
        title: 'Not Found',
        detail: expect.stringContaining('"nope"') as unknown,
      });
    });

    it('requires id and names bad paths', async () => {
      expect((await get<{ detail: string }>('/content-stack/entry')).body.detail).toBe(
        'id: Required',
      );
      const bad = await get<{ detail: string }>(
        '/content-stack/entry?id=home&referenceFieldPath=sections,a..b',
      );
      expect(bad.res.status).toBe(400);
      expect(bad.body.detail).toMatch(/^referenceFieldPath: /);
    });
  });

  describe('GET /content-stack/id', () => {
    it('finds by type and uid and resolves nested reference paths', async () => {
      const { body } = await get<Body>(
        '/content-stack/id?type=featured_community&contentId=fc1&referenceFieldPath=post.categories&locale=fr-ca',
      );
      const post = body.entry.post as Record<string, unknown>;
      expect(post).toMatchObject({
        uid: 'post-02',
        _content_type_uid: 'community_posts',
        locale: 'en-us',
      });
      expect(post.categories).toEqual([
        expect.objectContaining({ uid: 'recipes', title: 'Recipes', url: '/recipes' }),
      ]);
      expect(post.related).toEqual(ref('community_posts', 'post-01'));
    });

    it('answers a uid of another type with a 404', async () => {
      const { res } = await get('/content-stack/id?type=page&contentId=hero1');
      expect(res.status).toBe(404);
      expect((await get<{ detail: string }>('/content-stack/id?type=page')).body.detail).toBe(
        'contentId: Required',
      );
    });
  });

  describe('GET /content-stack/find-entries', () => {
    const find = (query: string) =>
      get<Page>(`/content-stack/find-entries?contentTypeUid=community_posts&${query}`);

    it('pages with skip and limit without overlap, and counts all matches', async () => {
      const seen: string[] = [];
      let count = Infinity;
      for (let pages = 0; pages * 10 < count; pages++) {
        const { body } = await find(`limit=10&skip=${pages * 10}&includeCount=true`);
        count = body.count ?? 0;
        seen.push(...body.entries.map((e) => e.uid));
      }
      expect(count).toBe(25);
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
      // Default order: updated_at descending; every post has the same one, so uid decides.
      expect(seen.slice(0, 3)).toEqual(['post-01', 'post-02', 'post-03']);
    });

    it('defaults to 10 entries and omits count unless asked', async () => {
      const { res, body } = await find('');
      expect(res.headers.get('cache-control')).toBe(
        'public, max-age=900, stale-while-revalidate=900',
      );
      expect(body.entries).toHaveLength(10);
      expect(body).not.toHaveProperty('count');
    });

    it('combines searchParams with and / or', async () => {
      const params = encodeURIComponent(
        JSON.stringify({ 'post_author.name': 'Jane', featured_post: true }),
      );
      const and = await find(`searchParams=${params}&searchType=and&limit=100&includeCount=true`);
      // Jane: even indexes; featured: multiples of 3 → indexes 0, 6, 12, 18, 24.
      expect(and.body.entries.map((e) => e.uid).sort()).toEqual([
        'post-01',
        'post-07',
        'post-13',
        'post-19',
        'post-25',
      ]);
      expect(and.body.count).toBe(5);
      const or = await find(`searchParams=${params}&limit=100&includeCount=true`);
      // Jane: 13 posts, plus the featured Sam posts (indexes 3, 9, 15, 21).
      expect(or.body.count).toBe(17);
    });

    it('matches a value inside an array field', async () => {
      const { body } = await find(
        `searchParams=${encodeURIComponent('{"tags":"pizza"}')}&includeCount=true`,
      );
      expect(body.count).toBe(5);
    });

    it('filters on reference fields with referenceIn and referenceNotIn', async () => {
      const recipes = encodeURIComponent(JSON.stringify({ categories: ['recipes'] }));
      const inRecipes = await find(`referenceIn=${recipes}&includeCount=true&limit=100`);
      expect(inRecipes.body.count).toBe(12);
      expect(
        inRecipes.body.entries.every(
          (e) => (e.categories as Array<{ uid: string }>)[0]?.uid === 'recipes',
        ),
      ).toBe(true);
      const notRecipes = await find(`referenceNotIn=${recipes}&includeCount=true&limit=100`);
      // 12 stories plus post-25, which has no categories at all.
      expect(notRecipes.body.count).toBe(13);
      expect(notRecipes.body.entries.map((e) => e.uid)).toContain('post-25');
      const either = encodeURIComponent(JSON.stringify({ categories: ['recipes', 'stories'] }));
      expect((await find(`referenceIn=${either}&includeCount=true`)).body.count).toBe(24);
    });

    it('orders by a body field either way, uid breaking ties', async () => {
      const desc = (await find('orderBy=-publish_date&limit=4')).body.entries;
      expect(desc.map((e) => [e.uid, e.publish_date])).toEqual([
        ['post-25', '2024-01-13'],
        ['post-23', '2024-01-12'],
        ['post-24', '2024-01-12'],
        ['post-21', '2024-01-11'],
      ]);
      const asc = (await find('orderBy=publish_date&limit=3')).body.entries;
      expect(asc.map((e) => e.uid)).toEqual(['post-01', 'post-02', 'post-03']);
      const byTitle = (await find('orderBy=-title&limit=1')).body.entries;
      expect(byTitle[0]?.title).toBe('Post 25');
    });

    it('serves each entry in the locale asked, else en-us, and filters on the served row', async () => {
      const { body } = await find('locale=FR-CA&limit=5&includeCount=true');
      expect(body.count).toBe(25);
      expect(body.entries.find((e) => e.uid === 'post-03')).toMatchObject({
        title: 'Billet 03',
        locale: 'fr-ca',
      });
      expect(body.entries.find((e) => e.uid === 'post-01')).toMatchObject({
        title: 'Post 01',
        locale: 'en-us',
      });
      const jeanne = await find(
        `locale=fr-ca&includeCount=true&searchParams=${encodeURIComponent('{"post_author.name":"Jane"}')}`,
      );
      expect(jeanne.body.count).toBe(12);
    });

    it('resolves references of every entry of the page', async () => {
      const { body } = await find('limit=3&referenceFieldPath=categories&locale=fr-ca');
      expect(body.entries.map((e) => (e.categories as Array<{ title: string }>)[0]?.title)).toEqual(
        ['Histoires', 'Recipes', 'Histoires'],
      );
    });

    it('refuses bad paging and filters, naming the parameter', async () => {
      const tooMany = await find('limit=101');
      expect(tooMany.res.status).toBe(400);
      expect((tooMany.body as unknown as { detail: string }).detail).toMatch(/^limit: /);
      const badJson = await find('searchParams=%7Bnope');
      expect((badJson.body as unknown as { detail: string }).detail).toBe(
        'searchParams: must be valid JSON',
      );
      const badRef = await find(`referenceIn=${encodeURIComponent('{"categories":"recipes"}')}`);
      expect((badRef.body as unknown as { detail: string }).detail).toMatch(
        /^referenceIn\.categories: /,
      );
      const badType = await find('searchType=xor');
      expect((badType.body as unknown as { detail: string }).detail).toMatch(/^searchType: /);
      expect((await get<{ detail: string }>('/content-stack/find-entries')).body.detail).toBe(
        'contentTypeUid: Required',
      );
    });
  });
});
