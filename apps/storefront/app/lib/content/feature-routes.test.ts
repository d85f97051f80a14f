import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { BUILT_PAGES, blogListPath, communityPostPath } from './feature-routes.ts';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}
const paths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((r) => [r.path ?? '', ...paths(r.children ?? [])]);
const declared = paths(routes);
const has = (path: string) => declared.some((p) => p.replace(/^:site\?\/:locale\?\//, '') === path);

describe('pages of later issues', () => {
  it('are flagged built exactly when app/routes.ts declares them', () => {
    expect(has('cart')).toBe(true);
    expect(BUILT_PAGES.blog).toBe(has('blog'));
    expect(BUILT_PAGES.community).toBe(has('community/p/:postId'));
  });
  it('are not linked while they do not exist', () => {
    expect(blogListPath()).toBe(BUILT_PAGES.blog ? '/blog' : null);
    expect(communityPostPath('first-fire')).toBe(
      BUILT_PAGES.community ? '/community/p/first-fire' : null,
    );
    expect(communityPostPath(undefined)).toBeNull();
    expect(communityPostPath(' / ')).toBeNull();
  });
});
