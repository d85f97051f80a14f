/**
 * JSON rich text (spec 000 §3 rich-text nodes and marks), in the content service's JSON RTE shape:
 * a `doc` element whose children are elements `{ type, attrs, children }` and text leaves
 * `{ text, bold, italic, … }`.
 */

/** Spec 000 §3 marks. */
export const RTE_MARKS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'superscript',
  'subscript',
] as const;
export type RteMark = (typeof RTE_MARKS)[number];

export type RteText = { text: string } & Partial<Record<RteMark, boolean>>;

/**
 * Spec 000 §3 nodes, plus tables (the content service's JSON RTE has them; a shipping table per
 * site needs them: docs/decisions/rich-text.md) and `doc`, the root.
 */
export const RTE_ELEMENT_TYPES = [
  'doc',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'reference',
  'fragment',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type RteElementType = (typeof RTE_ELEMENT_TYPES)[number];

export interface RteElement {
  type: RteElementType | (string & {});
  uid?: string;
  attrs?: Record<string, unknown>;
  children?: RteNode[];
}

export type RteNode = RteElement | RteText;

/** A rich-text field: the `doc` root. */
export interface RichText extends RteElement {
  type: 'doc';
  children: RteNode[];
}

/** `a` attrs: the link's URL (site-relative path or absolute URL) and its target. */
export interface RteLinkAttrs {
  url: string;
  target?: '_self' | '_blank';
}

/** A `reference` node to an image or video (spec 000 §3 image/video resource). */
export interface RteAssetAttrs {
  type: 'asset';
  'asset-link': string;
  /** MIME type: image/… or video/…. */
  'asset-type': string;
  alt?: string;
  caption?: string;
  /** Poster of a video asset. */
  poster?: string;
}

/** Spec 000 §3: the entry types a rich-text reference embeds. */
export const RTE_REFERENCE_TYPES = [
  'image_block',
  'quotation',
  'recipe',
  'featured_products',
  'featured_community',
  'featured_author_content',
  'form',
  'partners',
  'card_50_50',
] as const;
export type RteReferenceType = (typeof RTE_REFERENCE_TYPES)[number];

/**
 * A `reference` node embedding an entry; the content API attaches the entry as `entry` when the
 * field is named in jsonRtePath (services/commerce/src/modules/content/references.ts).
 */
export interface RteEntryAttrs {
  type: 'entry';
  'entry-uid': string;
  'content-type-uid': RteReferenceType | (string & {});
  entry?: Record<string, unknown>;
}

export const isRteText = (node: RteNode): node is RteText =>
  typeof (node as RteText).text === 'string';
