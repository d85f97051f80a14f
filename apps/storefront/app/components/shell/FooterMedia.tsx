import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FooterEntry } from '@solo/content-model';
import { ContentImg } from './ContentImg.tsx';
import { usePrefersReducedMotion } from './hooks.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';
import { m } from './messages.ts';

const mediaClass = 'h-80 w-full object-cover xl:h-96';

/**
 * The footer's media (spec 000 §3 desktop_media), shown from 992px: a video with the entry's
 * autoplay, controls, loop and muted flags, else an image. Hidden media is not fetched on phones. A video that plays by itself without controls gets a
 * pause button (WCAG 2.2.2) and does not autoplay for shoppers who asked for reduced motion.
 */
export function FooterMedia({ media }: { media: FooterEntry['desktop_media'] }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const videoSrc = media.video?.link ?? media.video?.dis_base_link;
  if (media.video && videoSrc) {
    const autoplay = media.autoplay && !reducedMotion;
    return (
      <div className="relative hidden lg:block">
        {/* Brand footage without speech: the content model has no caption track to offer. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          src={videoSrc}
          poster={media.video.poster?.url}
          autoPlay={autoplay}
          controls={media.controls}
          loop={media.loop}
          muted={media.muted}
          playsInline
          preload="metadata"
          aria-hidden={media.controls ? undefined : true}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className={mediaClass}
        />
        {!media.controls ? (
          <button
            type="button"
            aria-label={intl.formatMessage(playing ? m.promoPause : m.promoPlay)}
            onClick={() => void (playing ? videoRef.current?.pause() : videoRef.current?.play())}
            className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-stone-950/70 text-white hover:bg-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
      </div>
    );
  }
  if (media.image) {
    return (
      <ContentImg
        image={media.image}
        width={1440}
        decorative={!media.image.alt}
        className={`hidden lg:block ${mediaClass}`}
      />
    );
  }
  return null;
}
