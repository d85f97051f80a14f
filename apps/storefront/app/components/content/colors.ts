/**
 * Whether text on a background colour from content should be light: relative luminance
 * (WCAG 2) below the midpoint where black and white text have equal contrast (~0.179).
 */
export function prefersLightText(background: string | undefined): boolean {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background?.trim() ?? '')?.[1];
  if (!hex) return false;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.179;
}

/**
 * A background colour from content as CSS: a hex colour only, so content cannot add other
 * declarations (or url() loads) to a style attribute.
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  return hex ? `#${hex.toLowerCase()}` : undefined;
}
