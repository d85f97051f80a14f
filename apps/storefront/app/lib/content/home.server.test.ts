import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { findLocale, findSite } from '@solo/sites';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { getServices } from '../api/context.ts';
import { sessionHarness } from '../session/session-testing.server.ts';
import { loadHomePage } from './home.server.ts';

/** Spec 000 §2: the home page from the seeded `home` entry, against the real content service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);

beforeAll(async () => {
  commerce = await openSeededCommerce('home-page');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const home = (siteId: string, localeId: string) => {
  const site = findSite(siteId)!;
  return run('http://127.0.0.1:3000/', ({ context }) =>
    loadHomePage<{ uid: string; _content_type_uid: string }>(
      getServices(context),
      site,
      findLocale(site, localeId)!,
    ),
  ).then((r) => r.result);
};

describe('the home page', () => {
  it('answers the SEO fields and the sections, with the recommendations block resolved', async () => {
    const page = await home('SoloUS', 'en-US');
    expect(page.seo.title).toEqual(expect.any(String));
    expect(page.sections.map((s) => s.uid)).toContain('home_recommendations');
    expect(page.recommendations.home_recommendations?.tiles.length).toBeGreaterThan(0);
  });

  it('resolves the New Arrivals carousel: up to 10 products of newarrivals (spec 000 §9)', async () => {
    const page = await home('SoloUS', 'en-US');
    const cards = page.carousels['home_new_arrivals/1'];
    expect(cards?.length).toBeGreaterThan(0);
    expect(cards!.length).toBeLessThanOrEqual(10);
    for (const card of cards!) expect(card.path).toMatch(/^\/p\//);
  });

  it('reads the entry in the page language', async () => {
    const [us, fr] = await Promise.all([home('SoloUS', 'en-US'), home('SoloCA', 'fr-CA')]);
    expect(fr.seo.title).toEqual(expect.any(String));
    expect(fr.seo.title).not.toBe(us.seo.title);
  });
});

describe('the featured blog block', () => {
  it('has its groups’ posts as cards, with their categories and without their bodies', async () => {
    const page = await home('SoloUS', 'en-US');
    const block = page.sections.find((s) => s._content_type_uid === 'home_featured_blog') as
      { groups: Array<{ title: string; posts: Array<Record<string, unknown>> }> } | undefined;
    expect(block?.groups.map((g) => g.title)).toEqual(['Recipes', 'Guides', 'Video', 'Stories']);
    for (const group of block!.groups) {
      expect(group.posts).toHaveLength(3);
      for (const post of group.posts) {
        expect(post.title).toEqual(expect.any(String));
        expect(post.url).toMatch(/^\/[a-z0-9-]+$/);
        expect((post.categories as Array<{ title: string }>)[0]?.title).toEqual(expect.any(String));
        expect(post).not.toHaveProperty('body');
      }
    }
  });
});
