import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertContentEntry, type Commerce } from '@solo/commerce';
import { findLocale, findSite } from '@solo/sites';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { getServices } from '../api/context.ts';
import { sessionHarness } from '../session/session-testing.server.ts';
import { loadFeed } from './feed.server.ts';
import { loadListing } from './listing.server.ts';
import { loadPost } from './post.server.ts';
import { COMMUNITY_PAGE_SIZE } from './paths.ts';
import { loadSitemap } from './sitemap.server.ts';

/** The community pages' data from the seeded community content, against the real content service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const site = findSite('SoloUS')!;
const locale = findLocale(site, 'en-US')!;
const ORIGIN = 'http://127.0.0.1:3000';

beforeAll(async () => {
  commerce = await openSeededCommerce('community-pages');
}, 180_000);
afterAll(() => commerce.close());

const withServices = <T>(fn: (s: ReturnType<typeof getServices>) => Promise<T>) =>
  run(`${ORIGIN}/community`, ({ context }) => fn(getServices(context))).then((r) => r.result);

describe('community listings', () => {
  it('lists every post newest first, 12 a page, with the featured posts and categories', async () => {
    const first = await withServices((s) => loadListing(s, locale, { kind: 'all' }, 1));
    expect(first!.posts).toHaveLength(COMMUNITY_PAGE_SIZE);
    expect(first!.pages).toBe(Math.ceil(first!.count / COMMUNITY_PAGE_SIZE));
    const dates = first!.posts.map((p) => p.publish_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first!.featured.length).toBeGreaterThan(0);
    expect(first!.featured.every((p) => p.featured_post)).toBe(true);
    expect(first!.categories.map((c) => c.uid)).toEqual(
      expect.arrayContaining(['guides', 'recipes', 'videos', 'stories', 'blog']),
    );
    expect(first!.posts[0]).not.toHaveProperty('body');
    const second = await withServices((s) => loadListing(s, locale, { kind: 'all' }, 2));
    expect(second!.featured).toEqual([]);
    expect(second!.posts.map((p) => p.uid)).not.toContain(first!.posts[0]!.uid);
    // Past the last page there is no page.
    const past = first!.pages + 1;
    expect(await withServices((s) => loadListing(s, locale, { kind: 'all' }, past))).toBeNull();
  });
  it('lists a category’s posts, its posts of one type and the blog; no unknown category', async () => {
    const recipes = await withServices((s) =>
      loadListing(s, locale, { kind: 'category', uid: 'recipes' }, 1),
    );
    expect(recipes!.category?.title).toBe('Recipes');
    expect(recipes!.posts.every((p) => p.categories.some((c) => c.uid === 'recipes'))).toBe(true);
    const videoRecipes = await withServices((s) =>
      loadListing(s, locale, { kind: 'type', uid: 'videos', postType: 'VideoObject' }, 1),
    );
    expect(videoRecipes!.posts.length).toBeGreaterThan(0);
    expect(videoRecipes!.posts.every((p) => p.post_type === 'VideoObject')).toBe(true);
    const blog = await withServices((s) => loadListing(s, locale, { kind: 'blog' }, 1));
    expect(blog!.posts.length).toBeGreaterThan(0);
    expect(blog!.posts.every((p) => p.post_type === 'BlogPosting')).toBe(true);
    expect(
      await withServices((s) => loadListing(s, locale, { kind: 'category', uid: 'nope' }, 1)),
    ).toBeNull();
  });
});

describe('a community post', () => {
  it('has its categories, author, products, recipe and three more featured posts by the author', async () => {
    const found = await withServices((s) => loadPost(s, site, locale, 'wood-fired-margherita'));
    expect(found!.post.title).toBe('Wood-Fired Margherita in 90 Seconds');
    expect(found!.post.categories.map((c) => c.uid)).toEqual(['recipes']);
    expect(found!.author?.name).toBe('Maya Lindqvist');
    expect(found!.author?.bio?.length).toBeGreaterThan(20);
    expect(Object.keys(found!.products)).toEqual(
      expect.arrayContaining(['pi-pizza-oven', 'pizza-peel']),
    );
    expect(JSON.stringify(found!.post.body)).toContain('"content-type-uid":"recipe"');
    expect(found!.more.length).toBeLessThanOrEqual(3);
    expect(found!.more.length).toBeGreaterThan(0);
    expect(found!.more.map((p) => p.uid)).not.toContain('wood-fired-margherita');
    expect(
      found!.more.every((p) => p.featured_post && p.post_author?.name === 'Maya Lindqvist'),
    ).toBe(true);
  });
  it('is not found for an unknown or malformed id', async () => {
    expect(await withServices((s) => loadPost(s, site, locale, 'no-such-post'))).toBeNull();
    expect(await withServices((s) => loadPost(s, site, locale, '../page/home'))).toBeNull();
  });
  it('renders without references that are missing, and logs a warning naming them', async () => {
    await upsertContentEntry(commerce.db.db, {
      contentTypeUid: 'community_posts',
      uid: 'orphan-post',
      locale: 'en-us',
      title: 'Orphan',
      body: {
        title: 'Orphan',
        url: '/orphan-post',
        post_type: 'Article',
        publish_date: '2026-01-01T00:00:00.000Z',
        categories: [{ _content_type_uid: 'community_category', uid: 'gone' }],
        post_author: { name: 'Nobody' },
        author: [{ _content_type_uid: 'community_author', uid: 'nobody' }],
        body: {
          type: 'doc',
          children: [
            { type: 'p', children: [{ text: 'Hello' }] },
            {
              type: 'reference',
              attrs: { type: 'entry', 'entry-uid': 'gone', 'content-type-uid': 'recipe' },
              children: [{ text: '' }],
            },
          ],
        },
      },
    });
    const warn = vi.fn();
    const found = await withServices((s) =>
      loadPost(
        { api: s.api, log: { warn } as unknown as typeof s.log },
        site,
        locale,
        'orphan-post',
      ),
    );
    expect(warn).toHaveBeenCalledWith(
      { postId: 'orphan-post', missing: ['recipe/gone', 'categories', 'author'] },
      'community post: references missing',
    );
    expect(found!.post.categories).toEqual([]);
    expect(found!.author).toEqual({ name: 'Nobody' });
    expect(found!.more).toEqual([]);
  });
});

describe('feeds and sitemap', () => {
  it('feeds a category’s newest posts with absolute links; none for an unknown category', async () => {
    const root = { origin: ORIGIN };
    const xml = await withServices((s) =>
      loadFeed(s, { site, locale }, { kind: 'category', uid: 'recipes' }, root),
    );
    expect(xml).toContain('<title>Recipes</title>');
    expect(xml).toContain(
      `<link rel="self" type="application/atom+xml" href="${ORIGIN}/us/community/recipes/feed.xml"/>`,
    );
    expect(xml).toContain(`${ORIGIN}/us/community/p/`);
    expect(xml!.match(/<entry>/g)!.length).toBeLessThanOrEqual(20);
    expect(
      await withServices((s) =>
        loadFeed(s, { site, locale }, { kind: 'category', uid: 'x' }, root),
      ),
    ).toBeNull();
  });
  it('lists the community pages and every post', async () => {
    const xml = await withServices((s) => loadSitemap(s, { site, locale }, ORIGIN));
    expect(xml).toContain(`<loc>${ORIGIN}/us/community</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/us/community/recipes</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/us/contact-us</loc>`);
    const listing = await withServices((s) => loadListing(s, locale, { kind: 'all' }, 1));
    expect(xml.match(/\/community\/p\//g)).toHaveLength(listing!.count);
  });
});
