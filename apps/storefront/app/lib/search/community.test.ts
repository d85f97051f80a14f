import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityHit } from '../api/types.ts';
import { BUILT_PAGES } from '../content/feature-routes.ts';
import { communityPostViews, withWidth } from './community.ts';

const hit = (uid: string, over: Partial<CommunityHit> = {}): CommunityHit => ({
  objectID: uid,
  display_title: `Post ${uid}`,
  post_type: 'Recipe',
  url: `/${uid}`,
  featuredImage: { url: `/images/content/community/${uid}.svg`, alt: `Picture of ${uid}` },
  categories: [
    { title: 'Recipes', url: '/recipes' },
    { title: 'Video', url: '/videos' },
  ],
  publish_date: '2026-05-14T17:30:00.000Z',
  post_author: { name: 'Maya Lindqvist' },
  ...over,
});

describe('communityPostViews', () => {
  const built = BUILT_PAGES.community;
  beforeEach(() => {
    BUILT_PAGES.community = true;
  });
  afterEach(() => {
    BUILT_PAGES.community = built;
  });

  it('makes a card linking to /community/p{url} with its primary category and a small image', () => {
    expect(communityPostViews([hit('wood-fired-margherita')], 128)).toEqual([
      {
        id: 'wood-fired-margherita',
        title: 'Post wood-fired-margherita',
        category: 'Recipes',
        image: {
          src: '/images/content/community/wood-fired-margherita.svg?w=128',
          alt: 'Picture of wood-fired-margherita',
        },
        path: '/community/p/wood-fired-margherita',
      },
    ]);
  });

  it('keeps at most four, leaves out hits without a title or a page, and shows no image it lacks', () => {
    const views = communityPostViews(
      [
        hit('a', { display_title: ' ' }),
        hit('b', { url: '' }),
        hit('c', { featuredImage: null, categories: [] }),
        hit('d'),
        hit('e'),
        hit('f'),
        hit('g'),
      ],
      128,
    );
    expect(views.map((v) => v.id)).toEqual(['c', 'd', 'e', 'f']);
    expect(views[0]).toMatchObject({ image: null, category: null });
  });

  it('shows nothing while posts have no pages', () => {
    BUILT_PAGES.community = false;
    expect(communityPostViews([hit('a')], 128)).toEqual([]);
  });
});

describe('withWidth', () => {
  it('asks the image service for a width, and leaves other links alone', () => {
    expect(withWidth('/images/a.svg', 128)).toBe('/images/a.svg?w=128');
    expect(withWidth('/images/a.svg?x=1', 64)).toBe('/images/a.svg?x=1&w=64');
    expect(withWidth('https://cdn.example/a.png', 64)).toBe('https://cdn.example/a.png');
  });
});
