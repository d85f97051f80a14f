/**
 * The content pages of spec 000 §2: the fixed routes and the entry each renders (§2 "Content
 * entry ids used"), and /s/{url} pages found by their `url`.
 */
import type { ContentPageRef } from './page.server.ts';

/** Spec 000 §2: /contact-us, /about-us, /klarna-faq, /shipping-returns, /help-center. */
export const CONTENT_PAGE_UIDS = {
  '/contact-us': 'contact_us',
  '/about-us': 'about_us',
  '/klarna-faq': 'klarna_faq',
  '/shipping-returns': 'shipping_returns',
  '/help-center': 'help_center',
} as const satisfies Record<string, string>;

export type ContentPagePath = keyof typeof CONTENT_PAGE_UIDS;

/** An /s/{url} page's url: one path segment (the router gives it decoded). */
const PAGE_URL = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/**
 * Which entry a content page route renders: `rest` is the path without the site and locale
 * prefix, `url` the /s/{url} parameter. Null: no such page (404).
 */
export function contentPageRef(rest: string, url: string | undefined): ContentPageRef | null {
  if (url !== undefined) return PAGE_URL.test(url) ? { url } : null;
  const uid = (CONTENT_PAGE_UIDS as Record<string, string>)[rest.replace(/\/+$/, '')];
  return uid ? { uid } : null;
}
