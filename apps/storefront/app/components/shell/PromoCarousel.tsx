import { useEffect, useState, type CSSProperties, type TransitionEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PromotionSlide } from '@solo/content-model';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { usePrefersReducedMotion } from './hooks.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';
import { m } from './messages.ts';

/** Spec 000 §9: each promo slide is 36px high. */
export const PROMO_SLIDE_HEIGHT_PX = 36;
/** How long a promotion stays before the next slides in (not given by the spec). */
export const PROMO_INTERVAL_MS = 5000;

function Slide({ slide }: { slide: PromotionSlide }) {
  const linkClass =
    'underline decoration-orange-400 underline-offset-4 hover:text-orange-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400';
  if (slide.url && !slide.link_text) {
    return (
      <LocalizedLink to={slide.url} className={linkClass}>
        {slide.promo_text}
      </LocalizedLink>
    );
  }
  return (
    <>
      {slide.promo_text}
      {slide.url && slide.link_text ? (
        <>
          {' '}
          <LocalizedLink to={slide.url} className={`font-semibold ${linkClass}`}>
            {slide.link_text}
          </LocalizedLink>
        </>
      ) : null}
    </>
  );
}

/**
 * The above-header promotions: a vertical, looping, autoplaying carousel (spec 000 §2). It pauses
 * while hovered or focused and has a pause button (WCAG 2.2.2); with reduced motion it starts
 * paused and never animates. A copy of the first slide after the last makes the loop seamless.
 */
export function PromoCarousel({ slides }: { slides: PromotionSlide[] }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const paused = userPaused ?? reducedMotion;
  const running = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setAnimate(!reducedMotion);
      setPosition((p) => (reducedMotion ? (p + 1) % count : p + 1));
    }, PROMO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, reducedMotion, count]);

  if (count === 0) return null;
  const trackStyle: CSSProperties = {
    transform: `translateY(-${position * PROMO_SLIDE_HEIGHT_PX}px)`,
    transition: animate ? 'transform 500ms ease-in-out' : 'none',
  };
  // After sliding onto the copy of the first slide, jump back to the real one without animating.
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || position < count) return;
    setAnimate(false);
    setPosition(0);
  };
  const shown = count > 1 ? [...slides, slides[0]!] : slides;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(m.promoRegion)}
      className="flex min-w-0 flex-1 items-center justify-center gap-1"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="h-9 min-w-0 overflow-hidden" aria-live={running ? 'off' : 'polite'}>
        <div style={trackStyle} onTransitionEnd={onTransitionEnd}>
          {shown.map((slide, i) => {
            const isCopy = i === count && count > 1;
            const current = i === position;
            return (
              <div
                key={isCopy ? 'loop-copy' : i}
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : 'slide'}
                aria-label={
                  isCopy ? undefined : intl.formatMessage(m.promoSlide, { index: i + 1, count })
                }
                aria-hidden={current ? undefined : true}
                inert={!current}
                className="flex h-9 items-center justify-center truncate px-2 text-center text-xs font-medium tracking-wide sm:text-sm"
              >
                <span className="truncate">
                  <Slide slide={slide} />
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <button
          type="button"
          onClick={() => setUserPaused(!paused)}
          aria-label={intl.formatMessage(paused ? m.promoPlay : m.promoPause)}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-orange-400"
        >
          {paused ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
        </button>
      ) : null}
    </section>
  );
}
