/**
 * The sanitising rules of the rich-text renderer (components/content/RichText.tsx, spec 000 §3
 * rich-text nodes and marks): what an element node may become, read from its attrs by name only
 * (attrs are never spread onto markup), and the plain text of nodes the renderer does not know.
 */
import {
  isRteText,
  RTE_REFERENCE_TYPES,
  type RteElement,
  type RteNode,
  type RteReferenceType,
} from '@solo/content-model';
import { isHttpUrl, isSitePath } from './link.ts';

/** The text of a node and everything below it, without any markup. */
export function plainText(node: RteNode | undefined): string {
  if (!node) return '';
  if (isRteText(node)) return node.text;
  return (Array.isArray(node.children) ? node.children : []).map(plainText).join('');
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A media URL the page may load: a path of this site (image or video service) or http(s). */
export function safeMediaUrl(value: unknown): string | undefined {
  const url = str(value);
  return url && (isSitePath(url) || isHttpUrl(url)) ? url : undefined;
}

export type RteReference =
  | { kind: 'image'; url: string; alt: string; caption?: string }
  | { kind: 'video'; url: string; poster?: string; caption?: string; title: string }
  | { kind: 'entry'; type: RteReferenceType; entry: Record<string, unknown> };

const isReferenceType = (value: unknown): value is RteReferenceType =>
  (RTE_REFERENCE_TYPES as readonly unknown[]).includes(value);

/**
 * What a `reference` node shows: an image or video asset with a safe URL, or an embedded entry of
 * a type rich text may embed whose entry the content API attached. Anything else shows nothing.
 */
export function referenceOf(node: RteElement): RteReference | undefined {
  const attrs = node.attrs ?? {};
  if (attrs.type === 'asset') {
    const url = safeMediaUrl(attrs['asset-link']);
    const mime = str(attrs['asset-type']) ?? '';
    const caption = str(attrs.caption);
    if (!url) return undefined;
    if (mime.startsWith('image/'))
      return { kind: 'image', url, alt: str(attrs.alt) ?? '', caption };
    if (mime.startsWith('video/'))
      return {
        kind: 'video',
        url,
        poster: safeMediaUrl(attrs.poster),
        caption,
        title: str(attrs.alt) ?? caption ?? '',
      };
    return undefined;
  }
  if (attrs.type === 'entry') {
    const type = attrs['content-type-uid'];
    const entry = attrs.entry;
    if (!isReferenceType(type) || !entry || typeof entry !== 'object' || Array.isArray(entry))
      return undefined;
    return { kind: 'entry', type, entry: entry as Record<string, unknown> };
  }
  return undefined;
}

/** The `a` node's URL as written (resolved like any content link, spec 000 §2). */
export const linkUrlOf = (node: RteElement): string | undefined => str(node.attrs?.url);

/** Spec 000 §3 heading levels of rich text. */
export const HEADING_TYPES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingType = (typeof HEADING_TYPES)[number];
export const isHeadingType = (type: string): type is HeadingType =>
  (HEADING_TYPES as readonly string[]).includes(type);

/** A table cell's span (colspan/rowspan attrs): a whole number from 2 to 100, else none. */
export function spanOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 && n <= 100 ? n : undefined;
}

/** Plain text split into paragraphs on blank lines (the TextField string form). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Whether a text field has anything to show: non-blank plain text, or rich text with text, a rule
 * or an embedded reference (spec 000 §8 "Missing content data: block renders nothing").
 */
export function hasText(field: unknown): boolean {
  if (typeof field === 'string') return field.trim().length > 0;
  if (!field || typeof field !== 'object') return false;
  const visit = (node: RteNode): boolean =>
    isRteText(node)
      ? node.text.trim().length > 0
      : node.type === 'hr' ||
        (node.type === 'reference' && referenceOf(node) !== undefined) ||
        (Array.isArray(node.children) && node.children.some(visit));
  return visit(field as RteNode);
}
