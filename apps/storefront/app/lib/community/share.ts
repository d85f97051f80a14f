/**
 * A post's share links: real share URLs of each service, opened in a new tab without an opener.
 * Only the page's own URL, title and image go into them, each URL-encoded.
 */
export type ShareService = 'email' | 'x' | 'facebook' | 'pinterest';

export interface ShareLink {
  service: ShareService;
  href: string;
}

export function shareLinks(page: {
  url: string;
  title: string;
  imageUrl?: string | undefined;
}): ShareLink[] {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const pin = new URLSearchParams({ url: page.url, description: page.title });
  if (page.imageUrl) pin.set('media', page.imageUrl);
  return [
    { service: 'email', href: `mailto:?subject=${title}&body=${url}` },
    { service: 'x', href: `https://twitter.com/intent/tweet?url=${url}&text=${title}` },
    { service: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { service: 'pinterest', href: `https://pinterest.com/pin/create/button/?${pin.toString()}` },
  ];
}
