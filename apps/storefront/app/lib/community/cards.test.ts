import { describe, expect, it } from 'vitest';
import type { PostEntry } from '@solo/content-model';
import { categoryView, postCard, withPostCards } from './cards.ts';

const post: PostEntry = {
  uid: 'wood-fired-margherita',
  title: 'Wood-Fired Margherita',
  url: '/wood-fired-margherita',
  summary: 'The classic, blistered in ninety seconds.',
  publish_date: '2026-05-14T17:30:00.000Z',
  post_type: 'Recipe',
  post_author: { name: 'Maya Lindqvist' },
  featured_image: { url: '/images/content/community/wood-fired-margherita.svg', alt: 'An oven' },
  categories: [
    { uid: 'recipes', title: 'Recipes', url: '/recipes', description: 'Food from the fire.' },
    { _content_type_uid: 'community_category', uid: 'gone' },
  ],
  body: { type: 'doc', children: [{ type: 'p', children: [{ text: 'A long body.' }] }] },
};

describe('post cards', () => {
  it('keeps what a card, a feed or a sitemap needs, never the body or an unresolved category', () => {
    const card = postCard(post);
    expect(card).not.toHaveProperty('body');
    expect(card.summary).toBe(post.summary);
    expect(card.categories).toEqual([
      { uid: 'recipes', title: 'Recipes', url: '/recipes', description: 'Food from the fire.' },
    ]);
  });

  it('cuts the home blog block to what it shows: no summary, no category description', () => {
    const section = {
      _content_type_uid: 'home_featured_blog',
      uid: 'home_featured_blog',
      groups: [{ title: 'Recipes', posts: [post, null as unknown as PostEntry] }],
    };
    const [group] = withPostCards(section).groups;
    expect(group!.posts).toHaveLength(1);
    expect(group!.posts[0]).not.toHaveProperty('summary');
    expect(group!.posts[0]).not.toHaveProperty('body');
    expect(group!.posts[0]!.categories).toEqual([
      { uid: 'recipes', title: 'Recipes', url: '/recipes' },
    ]);
    const other = { _content_type_uid: 'text_card', uid: 'x', heading: 'Hi' };
    expect(withPostCards(other)).toBe(other);
  });

  it('names a category by its url, or its uid when it has none', () => {
    expect(categoryView({ uid: 'blog', title: ' Blog ' })).toEqual({
      uid: 'blog',
      title: 'Blog',
      url: '/blog',
    });
    expect(categoryView({ uid: 'blog', title: '  ' })).toBeNull();
  });
});
