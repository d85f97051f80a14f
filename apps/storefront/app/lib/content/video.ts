/**
 * The rules of a content video (spec 000 §3 Video, §4 behaviours, §7 delivery): where it is
 * fetched, its poster, when it plays, and when the overlay play button shows.
 */
import type { ContentVideo } from '@solo/content-model';
import { isHttpUrl, isSitePath } from './link.ts';

/** Spec 000 §4 "video plays only when 5% visible unless high priority". */
export const VIDEO_VISIBLE_THRESHOLD = 0.05;
/** The width asked of the delivery service: the page max width (spec 000 §9, 2200px) at most. */
export const VIDEO_DELIVERY_WIDTH = 1920;

/**
 * The video's URL: a media-service video (`public_id`) at /videos/{public_id} with width, auto
 * quality and auto format (spec 000 §7), else its `link` or `dis_base_link` when it is a path of
 * this site or an http(s) URL. Undefined when it has none of them.
 */
export function videoSource(
  video: ContentVideo | undefined,
  width = VIDEO_DELIVERY_WIDTH,
): string | undefined {
  const id = video?.public_id?.trim();
  if (id && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(id))
    return `/videos/${id}?w=${width}&q=auto&f=auto`;
  for (const url of [video?.link, video?.dis_base_link]) {
    const u = url?.trim();
    if (u && (isSitePath(u) || isHttpUrl(u))) return u;
  }
  return undefined;
}

/** The poster as a JPEG of the image service (spec 000 §7 "poster jpg"), or as given. */
export function posterSource(video: ContentVideo | undefined, width = 1440): string | undefined {
  const url = video?.poster?.url?.trim();
  if (!url || !(isSitePath(url) || isHttpUrl(url))) return undefined;
  return url.startsWith('/images/') ? `${url.split('?')[0]}?w=${width}&fmt=jpeg` : url;
}

/** Whether an autoplaying video should be playing now. */
export function shouldAutoplay(options: {
  autoplay: boolean;
  priority: boolean;
  reducedMotion: boolean;
  /** The share of the video in view, 0 to 1. */
  visibleRatio: number;
}): boolean {
  if (!options.autoplay || options.reducedMotion) return false;
  return options.priority || options.visibleRatio >= VIDEO_VISIBLE_THRESHOLD;
}

export type VideoEvent = 'play' | 'pause' | 'ended';

/** Spec 000 §4: the overlay play button shows on pause and at the end, and hides on play. */
export const overlayAfter = (event: VideoEvent): boolean => event !== 'play';
