/**
 * The mini cart's content (spec 000 §2 "Content entry ids used": mini_cart): the sections of the
 * `mini_cart` page entry, shown in the cart drawer. They come from `{prefix}/mini-cart-content`
 * (public, cached like pages), read once per page life when the drawer is about to open, so pages
 * carry none of it (docs/decisions/mini-cart-content.md).
 */
import type { PageSections } from './page.server.ts';
import type { SectionEntry } from './sections.ts';

/** Spec 000 §2: the content entry id of the mini cart. */
export const MINI_CART_ENTRY = 'mini_cart';

/** The resource route of the content, under the site and locale prefix. */
export const MINI_CART_CONTENT_PATH = '/mini-cart-content';

export type MiniCartContent = PageSections<SectionEntry>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an answer has the shape the route sends (sections and their block data). */
export function isMiniCartContent(body: unknown): body is MiniCartContent {
  return (
    isRecord(body) &&
    Array.isArray(body.sections) &&
    body.sections.every((s) => isRecord(s) && typeof s._content_type_uid === 'string') &&
    isRecord(body.recommendations) &&
    isRecord(body.forms) &&
    isRecord(body.products) &&
    isRecord(body.carousels)
  );
}

/** One request per URL (site and locale) for the life of the page. */
const loads = new Map<string, Promise<MiniCartContent | null>>();

/** The content at `url`; null when it cannot be read (the drawer then shows none). */
export function loadMiniCartContent(url: string): Promise<MiniCartContent | null> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
      .then((body) => (isMiniCartContent(body) ? body : null))
      .catch(() => null);
    // A failed read is tried again at the next open.
    void load.then((content) => {
      if (!content) loads.delete(url);
    });
    loads.set(url, load);
  }
  return load;
}
