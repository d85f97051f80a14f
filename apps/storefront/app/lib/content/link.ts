/**
 * Where a content link leads (spec 000 §2 "Links in content resolve in this order: product,
 * category, internal path, external URL (new tab, no opener), or no link (plain text)").
 * A linked entry with a page url (`reference`, a content page at /s/{url}) is tried last, before
 * plain text. Anything else (script URLs, protocol-relative URLs) is plain text.
 */
import type { LinkField } from '@solo/content-model';

export type ResolvedLink =
  /** A site-relative path, to be put in the current site and locale. */
  | { kind: 'internal'; path: string }
  /** An absolute http(s) URL: opened in a new tab without an opener. */
  | { kind: 'external'; href: string }
  | { kind: 'text' };

const TEXT: ResolvedLink = { kind: 'text' };

/** "/s/privacy" yes; "//evil.example", "javascript:…", "s/x" no. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

const segment = (id: string) => encodeURIComponent(id.trim());

function fromString(value: string): ResolvedLink {
  const v = value.trim();
  if (isSitePath(v)) return { kind: 'internal', path: v };
  if (isHttpUrl(v)) return { kind: 'external', href: v };
  return TEXT;
}

export function resolveLink(link: LinkField | null | undefined): ResolvedLink {
  if (!link) return TEXT;
  if (typeof link === 'string') return fromString(link);
  const product = link.sfcc_product?.data?.find((p) => p?.id?.trim());
  if (product) return { kind: 'internal', path: `/p/${segment(product.id)}` };
  const category = link.sfcc_category?.data?.find((c) => c?.id?.trim());
  if (category) {
    const path = category.path?.length ? category.path : [category.id];
    return { kind: 'internal', path: `/plp/${path.map(segment).join('/')}` };
  }
  if (link.internal && isSitePath(link.internal.trim()))
    return { kind: 'internal', path: link.internal.trim() };
  if (link.external && isHttpUrl(link.external.trim()))
    return { kind: 'external', href: link.external.trim() };
  const page = link.reference?.find((r) => r?.url?.trim());
  if (page?.url) return { kind: 'internal', path: `/s/${segment(page.url.replace(/^\/+/, ''))}` };
  return TEXT;
}

/** The link's own title, when it has one. */
export const linkTitle = (link: LinkField | null | undefined): string | undefined =>
  typeof link === 'object' && link?.title?.trim() ? link.title.trim() : undefined;
