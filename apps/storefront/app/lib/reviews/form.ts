/**
 * The review form's rules, shared by the form in the browser and the action on the server; the
 * reviews module checks the same limits again (rules.ts there). A fault names its field.
 */
export const TITLE_MAX = 100;
export const TEXT_MAX = 2000;

export type ReviewField = 'rating' | 'title' | 'text';

export interface ReviewValues {
  rating: string;
  title: string;
  text: string;
}

export type ReviewCheck =
  | { ok: true; value: { rating: number; title: string; text: string } }
  | { ok: false; errors: Partial<Record<ReviewField, true>> };

const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

export function reviewValues(fields: Record<string, unknown>): ReviewValues {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { rating: str(fields.rating), title: str(fields.title), text: str(fields.text) };
}

export function checkReview(values: ReviewValues): ReviewCheck {
  const errors: Partial<Record<ReviewField, true>> = {};
  const rating = Number(values.rating);
  if (!/^[1-5]$/.test(values.rating.trim()) || !Number.isInteger(rating)) errors.rating = true;
  const title = clean(values.title);
  if (!title || title.length > TITLE_MAX || title.includes('\n')) errors.title = true;
  const text = clean(values.text);
  if (!text || text.length > TEXT_MAX) errors.text = true;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { rating, title, text } };
}

/** What the review action answers the form. */
export type ReviewAnswer =
  | { result: 'approved' | 'pending' }
  | { result: 'invalid'; errors: Partial<Record<ReviewField, true>> }
  | { result: 'guest' | 'exists' | 'limit' | 'failed' };

/** The shopper's standing toward writing a review of the page's product. */
export type ReviewerState =
  | { registered: false }
  | { registered: true; review: null }
  | { registered: true; review: { status: 'pending' | 'approved' | 'rejected' } };
