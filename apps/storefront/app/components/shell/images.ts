/**
 * Content images are served by the storefront image service (DESIGN.md: /images/*), which resizes
 * on `?w=`. The shell asks for the displayed width and twice that for high-density screens.
 */
export function imageUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${Math.round(width)}`;
}

/** srcset of 1x and 2x variants for an image displayed `width` CSS pixels wide. */
export function imageSrcSet(url: string, width: number): string {
  return `${imageUrl(url, width)} 1x, ${imageUrl(url, width * 2)} 2x`;
}
