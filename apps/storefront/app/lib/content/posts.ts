/**
 * Community and blog posts as the content blocks show them (spec 000 §3 Post; §9 "Post dates
 * format 'Mon D, YYYY | h:mm AM/PM'. Button labels: Read Now, or Watch for the Video category").
 */
import type { PostEntry } from '@solo/content-model';
import { communityPostPath } from './feature-routes.ts';

/** Spec 000 §9: the category whose posts are watched rather than read (its uid, MODEL.md). */
export const VIDEO_CATEGORY = 'videos';

/** Spec 000 §7: an author's posts are searched "featured_post true, AND, limit 3". */
export const AUTHOR_POSTS_LIMIT = 3;

/** The post's title as shown: its display title, else its title. */
export const postTitle = (post: PostEntry): string =>
  (post.display_title?.trim() || post.title?.trim()) ?? '';

/** Spec 000 §9: "Watch" for a post in the Video category, otherwise "Read Now". */
export const postAction = (post: PostEntry): 'watch' | 'readNow' =>
  post.categories?.some((c) => c?.uid === VIDEO_CATEGORY) ? 'watch' : 'readNow';

/** Where the post is read: its community page, or nowhere until that page exists. */
export const postPath = (post: PostEntry): string | null => communityPostPath(post.url);

/**
 * The date and time parts of "Mon D, YYYY | h:mm AM/PM" in the page's language ("Jun 5, 2024"
 * and "3:07 PM" in English). Formatted in UTC so the server's HTML and the browser agree. Null for
 * a missing or unreadable date.
 */
export function postDateParts(
  publishDate: string | undefined,
  localeId: string,
): { date: string; time: string } | null {
  const time = publishDate ? Date.parse(publishDate) : NaN;
  if (Number.isNaN(time)) return null;
  const date = new Intl.DateTimeFormat(localeId, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(time);
  const clock = new Intl.DateTimeFormat(localeId, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(time);
  return { date, time: clock };
}

/** Posts worth showing: those with a title. */
export const shownPosts = (posts: readonly PostEntry[] | undefined): PostEntry[] =>
  (posts ?? []).filter((p) => p && postTitle(p) !== '');
