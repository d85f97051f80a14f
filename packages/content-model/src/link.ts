import type { EntryReference } from './index.ts';

/** A product or category picked in the content service (spec 000 §3 Link sfcc_product.data). */
export interface PickedItem {
  id: string;
  name?: string;
}

/** A category picked in the content service; `path` is its listing path when not top level. */
export interface PickedCategory extends PickedItem {
  /** Category ids from the top level down to this one (spec 001 §2 /plp/{id}/{id2}/{id3}). */
  path?: string[];
}

/**
 * A content link (spec 000 §3 Link). It resolves in the order of spec 000 §2: product, category,
 * internal path, external URL (new tab, no opener), or no link (plain text).
 */
export interface ContentLink {
  title?: string;
  sfcc_product?: { data?: PickedItem[] } | null;
  sfcc_category?: { data?: PickedCategory[] } | null;
  /** A site-relative path without the site/locale prefix: "/s/privacy-policy", "/contact-us". */
  internal?: string;
  /** An absolute http(s) URL. */
  external?: string;
  /** An entry the link points at; followed when it carries a `url` (pages: /s/{url}). */
  reference?: Array<EntryReference & { url?: string }>;
}

/**
 * Where a link field is a plain string (older entries, header and footer): a site-relative path
 * or an absolute URL, resolved as `internal` or `external`.
 */
export type LinkField = ContentLink | string;

/** Spacing in pixels per side (spec 000 §3 Hero spacing, Button spacing). */
export interface Sides {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

export interface Spacing {
  margin?: Sides;
  padding?: Sides;
}
