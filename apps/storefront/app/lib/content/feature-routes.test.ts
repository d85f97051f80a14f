import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_PAGES, blogListPath, communityPostPath } from './feature-routes.ts';

const built = { ...BUILT_PAGES };
afterEach(() => {
  Object.assign(BUILT_PAGES, built);
});

describe('pages of later issues', () => {
  it('are not linked while they do not exist', () => {
    BUILT_PAGES.blog = false;
    BUILT_PAGES.community = false;
    expect(blogListPath()).toBeNull();
    expect(communityPostPath('first-fire')).toBeNull();
  });
  it('are linked once they exist', () => {
    BUILT_PAGES.blog = true;
    BUILT_PAGES.community = true;
    expect(blogListPath()).toBe('/blog');
    expect(communityPostPath('/first-fire/')).toBe('/community/p/first-fire');
    expect(communityPostPath('tips/first fire')).toBe('/community/p/tips/first%20fire');
    expect(communityPostPath(undefined)).toBeNull();
    expect(communityPostPath(' / ')).toBeNull();
  });
});
