import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from './lib/content/feature-routes.ts';
import routes from './routes.ts';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}
const paths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((r) => [r.path ?? '', ...paths(r.children ?? [])]);
const declared = paths(routes);
const has = (path: string) => declared.some((p) => p.replace(/^:site\?\/:locale\?\//, '') === path);

describe('the route table', () => {
  it('agrees with the flags of pages later issues build (no content link leads to a 404)', () => {
    expect(has('cart')).toBe(true);
    expect(BUILT_PAGES.blog).toBe(has('blog'));
    expect(BUILT_PAGES.community).toBe(has('community/p/:postId'));
  });
});
