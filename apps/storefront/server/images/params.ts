/**
 * The widths the image service renders. A requested width rounds up to the next one, so a handful
 * of variants per image serve every layout (and the cache holds a bounded number of them). It
 * includes the srcset widths of the app's ResponsiveImage (390, 828, 1440, 2200: the page max
 * width of spec 000 §9), so those are rendered exactly.
 */
export const ALLOWED_WIDTHS = [
  64, 74, 128, 160, 256, 297, 384, 390, 480, 640, 750, 828, 840, 960, 1080, 1280, 1440, 1600, 1920,
  2200, 2560, 3840,
] as const;
export const MAX_WIDTH = 3840;
/** Without `w`, the original is served at its own size, but never wider than this. */
export const DEFAULT_MAX_WIDTH = 1920;

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageParams {
  /** Target width in pixels, or null for the original width (capped at DEFAULT_MAX_WIDTH). */
  width: number | null;
  /** Forced output format (`?fmt=`), or null to pick by Accept and the original. */
  format: ImageFormat | null;
}

export type ParseResult =
  { ok: true; params: ImageParams } | { ok: false; field: 'w' | 'fmt'; detail: string };

const FORMATS: Record<string, ImageFormat> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
};

export function parseImageParams(search: URLSearchParams): ParseResult {
  const w = search.get('w');
  const fmt = search.get('fmt');
  let width: number | null = null;
  if (w !== null) {
    if (!/^\d{1,5}$/.test(w) || Number(w) < 1 || Number(w) > MAX_WIDTH) {
      return {
        ok: false,
        field: 'w',
        detail: `w must be a whole number of pixels from 1 to ${MAX_WIDTH}.`,
      };
    }
    width = ALLOWED_WIDTHS.find((allowed) => allowed >= Number(w)) ?? MAX_WIDTH;
  }
  let format: ImageFormat | null = null;
  if (fmt !== null) {
    format = FORMATS[fmt.toLowerCase()] ?? null;
    if (!format)
      return { ok: false, field: 'fmt', detail: 'fmt must be one of avif, webp, jpeg, png.' };
  }
  return { ok: true, params: { width, format } };
}

/**
 * The output format: the forced one, else the best the browser accepts (avif, then webp), else
 * png for originals that may be transparent (png, svg, gif) and jpeg for photos.
 */
export function chooseFormat(
  forced: ImageFormat | null,
  accept: string | null,
  originalType: string,
): ImageFormat {
  if (forced) return forced;
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return /png|svg|gif/.test(originalType) ? 'png' : 'jpeg';
}
