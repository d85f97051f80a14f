import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryUidOfUrl,
  feedPath,
  listingOf,
  listingPath,
  MAX_PAGE,
  pageCount,
  pageHref,
  parsePageParam,
  postCategoryPath,
  postTypeOfSegment,
  postTypeSegment,
} from './paths.ts';

describe('community paths', () => {
  it('shows BlogPosting as blog and VideoObject as video in a category link (spec 000 §2)', () => {
    expect(postCategoryPath('BlogPosting', { url: '/stories' })).toBe('/community/blog/stories');
    expect(postCategoryPath('VideoObject', { url: '/videos' })).toBe('/community/video/videos');
    expect(postCategoryPath('Recipe', { url: '/recipes' })).toBe('/community/recipe/recipes');
    expect(postCategoryPath('Article', { url: '/guides/' })).toBe('/community/article/guides');
  });
  it('has no category link for an unknown type or a url that is not one segment', () => {
    expect(postCategoryPath('Podcast', { url: '/recipes' })).toBeNull();
    expect(postCategoryPath('Recipe', { url: '/a/b' })).toBeNull();
    expect(postCategoryPath('Recipe', {})).toBeNull();
    expect(categoryUidOfUrl('/../x')).toBeNull();
  });
  it('reads a type segment back', () => {
    expect(postTypeOfSegment('blog')).toBe('BlogPosting');
    expect(postTypeOfSegment('video')).toBe('VideoObject');
    expect(postTypeOfSegment('blogposting')).toBeNull();
    expect(postTypeSegment(undefined)).toBeNull();
  });
  it('builds category and feed paths', () => {
    expect(categoryPath('recipes')).toBe('/community/recipes');
    expect(categoryPath('a b')).toBe('/community/a%20b');
    expect(feedPath('/blog')).toBe('/blog/feed.xml');
  });
  it('accepts only canonical page numbers', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of ['0', '02', '-1', '1.5', 'two', '', ' 2', String(MAX_PAGE + 1), '99999'])
      expect(parsePageParam(bad), bad).toBeNull();
  });
  it('counts pages and links page 1 without a parameter', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageHref('/community', 1)).toBe('/community');
    expect(pageHref('/community', 3)).toBe('/community?page=3');
  });
});

describe('community listings', () => {
  it('reads which listing a path names and builds its path back', () => {
    const cases: Array<[string, ReturnType<typeof listingOf>]> = [
      ['/community', { kind: 'all' }],
      ['/community/', { kind: 'all' }],
      ['/blog', { kind: 'blog' }],
      ['/community/recipes', { kind: 'category', uid: 'recipes' }],
      ['/community/recipe/recipes', { kind: 'type', uid: 'recipes', postType: 'Recipe' }],
      ['/community/blog/stories', { kind: 'type', uid: 'stories', postType: 'BlogPosting' }],
    ];
    for (const [path, kind] of cases) {
      expect(listingOf(path), path).toEqual(kind);
      expect(listingPath(kind!)).toBe(path.replace(/\/$/, ''));
    }
  });
  it('names no listing for other paths', () => {
    for (const path of [
      '/communities',
      '/community/podcast/recipes',
      '/community/a/b/c',
      '/blog/x',
    ])
      expect(listingOf(path), path).toBeNull();
  });
});
