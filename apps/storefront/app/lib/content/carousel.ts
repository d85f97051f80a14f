/**
 * The pure rules of the content carousel (components/content/Carousel.tsx): which slide is active
 * for a scroll position, where the previous and next buttons lead, and whether to show them
 * (spec 000 §4 "carousels highlight the tile of the active slide", §9 carousel rules).
 */

/** Spec 000 §9 "Carousels show 3 slides at large width". */
export const CAROUSEL_SLIDES_AT_LARGE = 3;
/** Spec 000 §9 "product carousel item 156-160px wide": the middle of the range. */
export const PRODUCT_CAROUSEL_ITEM_PX = 158;
/** Spec 000 §9 "image-alternating carousel shows navigation only above 3 items". */
export const IMAGE_ALTERNATING_NAVIGATION_ABOVE = 3;

/** Slides in view per width: phones, tablets (48em, spec 000 §9) and large screens (992px). */
export interface SlidesPerView {
  base: number;
  md: number;
  lg: number;
}

export const DEFAULT_SLIDES_PER_VIEW: SlidesPerView = {
  base: 1.15,
  md: 2,
  lg: CAROUSEL_SLIDES_AT_LARGE,
};

/**
 * Whether the previous/next buttons are shown: with more slides than `above` (at least two
 * slides: one slide has nowhere to go).
 */
export function showsNavigation(count: number, above = 1): boolean {
  return count > Math.max(1, above);
}

/**
 * The active slide for a horizontal scroll offset: the slide whose start is nearest the track's
 * start. `stride` is one slide's width plus the gap. Right-to-left tracks report negative offsets.
 * At the very end the last slide that starts in view is active, so the last tiles can be reached.
 */
export function activeIndexAt(
  scrollLeft: number,
  stride: number,
  count: number,
  atEnd = false,
): number {
  if (count <= 0 || !(stride > 0)) return 0;
  const index = Math.round(Math.abs(scrollLeft) / stride);
  return clampIndex(atEnd ? Math.max(index, count - 1) : index, count);
}

/** Whether the track is scrolled to its end (a pixel of rounding allowed). */
export function isAtEnd(scrollLeft: number, clientWidth: number, scrollWidth: number): boolean {
  return Math.abs(scrollLeft) + clientWidth >= scrollWidth - 1;
}

export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}

/** The slide the previous (-1) or next (+1) button moves to; it stops at both ends. */
export function stepIndex(active: number, direction: -1 | 1, count: number): number {
  return clampIndex(active + direction, count);
}
