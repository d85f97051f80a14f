import { Children, useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  activeIndexAt,
  DEFAULT_SLIDES_PER_VIEW,
  isAtEnd,
  showsNavigation,
  stepIndex,
  type SlidesPerView,
} from '../../lib/content/carousel.ts';
import { usePrefersReducedMotion } from '../shell/hooks.ts';
import { GLYPH_NEXT, GLYPH_PREVIOUS } from '../ui/text.ts';
import { m } from './messages.ts';

/*
 * Slide widths come from custom properties, so one static set of utilities serves every
 * slides-per-view: `--cv` is the slides in view at the current width (1rem gaps between them).
 */
const TRACK =
  'grid grid-flow-col gap-4 overflow-x-auto overscroll-x-contain snap-x snap-mandatory pb-3 motion-safe:scroll-smooth';
const BY_COUNT =
  '[--cv:var(--cv-base)] md:[--cv:var(--cv-md)] lg:[--cv:var(--cv-lg)] auto-cols-[calc((100%-(var(--cv)-1)*1rem)/var(--cv))]';
const BY_WIDTH = 'auto-cols-[var(--cv-w)]';

export interface CarouselProps {
  /** The carousel's accessible name: its block's heading, usually. */
  label: string;
  /** The slides, one element each. */
  children: ReactNode;
  /** Slides in view per width (spec 000 §9: 3 at large width); ignored with `itemWidth`. */
  perView?: Partial<SlidesPerView>;
  /** A fixed slide width in px (spec 000 §9 product carousel items 156-160px). */
  itemWidth?: number;
  /** Show previous/next only with more slides than this (spec 000 §9 image-alternating: 3). */
  navigationAbove?: number;
  /** Classes of the active slide, over the default ring (spec 000 §4 "highlight the tile of the active slide"). */
  activeClassName?: string;
  className?: string;
}

/**
 * A horizontal carousel on CSS scroll snapping: swipe, trackpad and the scrollbar move it without
 * JavaScript; the previous/next buttons move one slide, and the focused track scrolls with the
 * arrow keys. The slide nearest the start (or the one holding focus) is the active one and is
 * highlighted. With reduced motion it jumps instead of gliding.
 */
export function Carousel({
  label,
  children,
  perView,
  itemWidth,
  navigationAbove = 1,
  activeClassName = '',
  className,
}: CarouselProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [ends, setEnds] = useState({ start: true, end: count <= 1 });

  const measure = useCallback(() => {
    const el = track.current;
    const [first, second] = Array.from(el?.children ?? []) as HTMLElement[];
    if (!el || !first) return;
    const stride = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    setActive(activeIndexAt(el.scrollLeft, stride, count));
    setEnds({
      start: Math.abs(el.scrollLeft) < 1,
      end: isAtEnd(el.scrollLeft, el.clientWidth, el.scrollWidth),
    });
  }, [count]);

  const go = (direction: -1 | 1) => {
    const el = track.current;
    const target = stepIndex(active, direction, count);
    const slide = el?.children[target] as HTMLElement | undefined;
    if (!el || !slide) return;
    // The track is positioned, so a slide's offsetLeft is measured from the track's start.
    el.scrollTo({
      left: slide.offsetLeft,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    setActive(target);
  };

  if (count === 0) return null;
  const sized = itemWidth !== undefined;
  const views = { ...DEFAULT_SLIDES_PER_VIEW, ...perView };
  const vars: Record<`--cv-${string}`, string | number> = sized
    ? { '--cv-w': `${itemWidth}px` }
    : { '--cv-base': views.base, '--cv-md': views.md, '--cv-lg': views.lg };
  const style = vars as CSSProperties;
  const navigation = showsNavigation(count, navigationAbove);

  return (
    <section
      aria-roledescription={intl.formatMessage(m.carousel)}
      aria-label={label}
      className={`grid gap-3 ${className ?? ''}`}
    >
      {navigation ? (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="carousel-nav"
            aria-label={intl.formatMessage(m.previous)}
            disabled={ends.start && active === 0}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">{GLYPH_PREVIOUS}</span>
          </button>
          <button
            type="button"
            className="carousel-nav"
            aria-label={intl.formatMessage(m.next)}
            disabled={ends.end}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">{GLYPH_NEXT}</span>
          </button>
        </div>
      ) : null}
      <div
        ref={track}
        className={`relative focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${TRACK} ${sized ? BY_WIDTH : BY_COUNT}`}
        style={style}
        onScroll={measure}
        // A scroll container is focusable, so a keyboard scrolls it with the arrow keys even
        // when its slides hold nothing focusable (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={intl.formatMessage(m.slide)}
            aria-label={intl.formatMessage(m.slideLabel, { index: index + 1, count })}
            data-active={index === active ? '' : undefined}
            className={
              index === active && activeClassName
                ? `carousel-slide ${activeClassName}`
                : 'carousel-slide'
            }
            onFocus={() => setActive(index)}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
