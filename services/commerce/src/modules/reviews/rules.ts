/**
 * What a review may hold and how lists of reviews are read (docs/decisions/first-party-reviews.md).
 * The spec leaves ratings to a vendor, so these limits are the store's own.
 */

/** Stars: whole numbers 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A one-line headline. */
export const TITLE_MAX = 100;
/** The review itself: long enough for a real account, short enough to read. */
export const TEXT_MAX = 2000;
/** Reviews per page of the product page's list. */
export const PAGE_SIZE = 5;
/** The most a client may ask for in one page (the moderation list too). */
export const PAGE_SIZE_MAX = 50;
/** Approved reviews the product JSON-LD names (the newest). */
export const LATEST_FOR_SEARCH_ENGINES = 3;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Control characters other than tab and newline never belong in a review. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * A typed text as stored: line breaks made `\n`, spaces at both ends and runs of more than two
 * empty lines removed. The text is otherwise kept exactly (plain text, escaped where shown).
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "Jordan M." from the customer's names; "Customer" when there is nothing to show. */
export function authorNameOf(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  if (first && initial) return `${first} ${initial}.`;
  return first || (initial ? `${initial}.` : 'Customer');
}
