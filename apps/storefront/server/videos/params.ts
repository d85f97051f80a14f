/**
 * Parameters of the video delivery service (spec 000 §7 "image and video delivery service URLs
 * (resize, auto quality, auto format, poster jpg)"): `w` (width), `q` (quality) and `f` (format).
 * There is no transcoder: they are validated and the best stored rendition is served
 * (docs/decisions/video-delivery.md).
 */
import { MAX_WIDTH } from '../images/params.ts';

/** The containers a video is stored in, as videos/{public_id}.{ext} in the media table. */
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

export const VIDEO_MIME: Record<VideoFormat, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export interface VideoParams {
  width: number | null;
  /** 1-100, or null for auto. */
  quality: number | null;
  /** The asked container, or null for auto. */
  format: VideoFormat | null;
}

export type VideoParseResult =
  { ok: true; params: VideoParams } | { ok: false; field: 'w' | 'q' | 'f'; detail: string };

export function parseVideoParams(search: URLSearchParams): VideoParseResult {
  const w = search.get('w');
  const q = search.get('q');
  const f = search.get('f');
  let width: number | null = null;
  if (w !== null) {
    if (!/^\d{1,5}$/.test(w) || Number(w) < 1 || Number(w) > MAX_WIDTH)
      return {
        ok: false,
        field: 'w',
        detail: `w must be a whole number of pixels from 1 to ${MAX_WIDTH}.`,
      };
    width = Number(w);
  }
  let quality: number | null = null;
  if (q !== null && q !== 'auto') {
    if (!/^\d{1,3}$/.test(q) || Number(q) < 1 || Number(q) > 100)
      return { ok: false, field: 'q', detail: 'q must be auto or a whole number from 1 to 100.' };
    quality = Number(q);
  }
  let format: VideoFormat | null = null;
  if (f !== null && f !== 'auto') {
    format = VIDEO_FORMATS.find((v) => v === f.toLowerCase()) ?? null;
    if (!format) return { ok: false, field: 'f', detail: 'f must be auto, mp4 or webm.' };
  }
  return { ok: true, params: { width, quality, format } };
}

/**
 * The renditions to try, best first: the asked container, then the others. Auto prefers MP4,
 * which every browser plays.
 */
export function renditionOrder(format: VideoFormat | null): VideoFormat[] {
  const first = format ?? 'mp4';
  return [first, ...VIDEO_FORMATS.filter((v) => v !== first)];
}

/** A public id: path segments of letters, digits, _ and - (no dots, so no traversal). */
export const isPublicId = (id: string): boolean =>
  id.length <= 200 && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(id);
