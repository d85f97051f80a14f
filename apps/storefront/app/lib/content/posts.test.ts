import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from './feature-routes.ts';
import { postAction, postDateParts, postPath, postTitle, shownPosts } from './posts.ts';

describe('posts', () => {
  it('formats the date as "Mon D, YYYY" and "h:mm AM/PM" in English', () => {
    expect(postDateParts('2024-06-05T15:07:00Z', 'en-US')).toEqual({
      date: 'Jun 5, 2024',
      time: '3:07 PM',
    });
  });
  it('formats the date in Japanese and Canadian French', () => {
    expect(postDateParts('2024-06-05T15:07:00Z', 'ja-JP')).toEqual({
      date: '2024年6月5日',
      time: '15:07',
    });
    expect(postDateParts('2024-06-05T15:07:00Z', 'fr-CA')).toEqual({
      date: '5 juin 2024',
      time: '15 h 07',
    });
  });
  it('formats the date in the page language', () => {
    const parts = postDateParts('2024-06-05T15:07:00Z', 'de-DE');
    expect(parts?.date).toBe('5. Juni 2024');
    expect(parts?.time).toBe('15:07');
  });
  it('has no date for a missing or unreadable one', () => {
    expect(postDateParts(undefined, 'en-US')).toBeNull();
    expect(postDateParts('soon', 'en-US')).toBeNull();
  });
  it('is watched in the Video category (uid videos) and read otherwise', () => {
    expect(
      postAction({ categories: [{ uid: 'recipes' }, { uid: 'videos', title: 'Video' }] }),
    ).toBe('watch');
    expect(postAction({ categories: [{ uid: 'recipes', title: 'Video' }] })).toBe('readNow');
    expect(postAction({})).toBe('readNow');
  });
  it('shows the display title first and skips posts without a title', () => {
    expect(postTitle({ title: 'Plain', display_title: 'Shown' })).toBe('Shown');
    expect(postTitle({ title: 'Plain', display_title: ' ' })).toBe('Plain');
    expect(shownPosts([{ title: 'A' }, { url: 'x' }]).map(postTitle)).toEqual(['A']);
  });
  it('links no post while the community pages do not exist', () => {
    expect(postPath({ url: 'first-fire' })).toBe(
      BUILT_PAGES.community ? '/community/p/first-fire' : null,
    );
  });
});
