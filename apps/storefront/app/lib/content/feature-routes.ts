/**
 * Pages that later issues build, which content may lead to only once they exist (issue 18 "No
 * dead ends": nothing may lead to a 404). When a page's route is added to app/routes.ts its flag
 * here turns true; feature-routes.test.ts fails while the two disagree.
 */
export const BUILT_PAGES: Record<'blog' | 'community', boolean> = {
  // Spec 000 §2 /blog: the featured blog block's View All link.
  blog: false,
  // Spec 000 §2 /community/p/{postId}: a post.
  community: true,
};

/** Spec 000 §2: the blog listing, when it exists. */
export const blogListPath = (): string | null => (BUILT_PAGES.blog ? '/blog' : null);

/** Spec 000 §2 /community/p/{postId}: a post's page, when posts have pages and it has a url. */
export function communityPostPath(url: string | undefined): string | null {
  const id = url?.trim().replace(/^\/+|\/+$/g, '');
  if (!BUILT_PAGES.community || !id) return null;
  return `/community/p/${id.split('/').map(encodeURIComponent).join('/')}`;
}
