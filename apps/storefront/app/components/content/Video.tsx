import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentVideo } from '@solo/content-model';
import {
  overlayAfter,
  posterSource,
  shouldAutoplay,
  VIDEO_VISIBLE_THRESHOLD,
  videoSource,
} from '../../lib/content/video.ts';
import { useHydrated, usePrefersReducedMotion } from '../shell/hooks.ts';
import { PauseIcon, PlayIcon } from '../shell/icons.tsx';
import { m } from './messages.ts';

export interface VideoProps {
  video: ContentVideo | undefined;
  /** High priority (the first section): plays without waiting to be seen (spec 000 §4). */
  priority?: boolean;
  /** Starts by itself, muted, when 5% visible (never with reduced motion). */
  autoplay?: boolean;
  /** The browser's own controls; otherwise an overlay play button and a pause button. */
  controls?: boolean;
  loop?: boolean;
  muted?: boolean;
  /** Spec 000 §8 "Video load error: video removed when configured". */
  removeOnError?: boolean;
  className?: string;
}

const OVERLAY_BUTTON =
  'absolute inset-0 m-auto inline-flex size-16 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const PAUSE_BUTTON =
  'absolute bottom-3 end-3 inline-flex size-10 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A content video (spec 000 §3 Video, §4, §7): fetched from the delivery service, with its poster
 * and captions. An autoplaying video plays muted once 5% of it is visible (at once when high
 * priority) and pauses when scrolled away; reduced motion keeps it still. The overlay play button
 * follows play, pause and ended; a video that fails to load removes itself. Without JavaScript
 * the browser's controls are shown, so it still plays.
 */
export function Video({
  video,
  priority = false,
  autoplay = false,
  controls = false,
  loop = false,
  muted,
  removeOnError = true,
  className,
}: VideoProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [overlay, setOverlay] = useState(true);
  const silent = muted ?? autoplay;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // React does not reflect `muted` as an attribute: set it before any autoplay.
    el.muted = silent;
    const toggle = (ratio: number) => {
      const play = shouldAutoplay({ autoplay, priority, reducedMotion, visibleRatio: ratio });
      if (play && el.paused) el.play().catch(() => setOverlay(true));
      else if (!play && !el.paused && autoplay) el.pause();
    };
    if (!autoplay || reducedMotion) return;
    if (priority || typeof IntersectionObserver === 'undefined') {
      toggle(1);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => toggle(entry?.isIntersecting ? entry.intersectionRatio : 0),
      { threshold: [0, VIDEO_VISIBLE_THRESHOLD] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplay, priority, reducedMotion, silent]);

  const src = videoSource(video);
  if (!src || (failed && removeOnError)) return null;
  const custom = hydrated && !controls;
  return (
    <div className={`relative ${className ?? ''}`}>
      {/* Captions come with the entry when it has them (spec 000 §3); a silent loop has none. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        src={src}
        poster={posterSource(video)}
        controls={controls || !hydrated}
        loop={loop}
        playsInline
        preload={priority ? 'auto' : 'metadata'}
        title={video?.title}
        className="block h-full w-full object-cover"
        onPlay={() => setOverlay(overlayAfter('play'))}
        onPause={() => setOverlay(overlayAfter('pause'))}
        onEnded={() => setOverlay(overlayAfter('ended'))}
        onError={() => setFailed(true)}
      >
        {(video?.captions ?? []).map((c) => (
          <track key={c.srclang} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} />
        ))}
      </video>
      {custom && overlay ? (
        <button
          type="button"
          className={OVERLAY_BUTTON}
          aria-label={intl.formatMessage(m.playVideo)}
          onClick={() => void ref.current?.play().catch(() => setOverlay(true))}
        >
          <PlayIcon width={28} height={28} />
        </button>
      ) : null}
      {custom && !overlay ? (
        <button
          type="button"
          className={PAUSE_BUTTON}
          aria-label={intl.formatMessage(m.pauseVideo)}
          onClick={() => ref.current?.pause()}
        >
          <PauseIcon width={18} height={18} />
        </button>
      ) : null}
    </div>
  );
}
