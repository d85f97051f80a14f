import { useIntl } from 'react-intl';
import type { RatingView } from '../../lib/reviews/reviews-view.ts';
import { GLYPH_DOT, GLYPH_STARS } from '../ui/text.ts';
import { reviewMessages as m } from './messages.ts';

/** The average as the locale writes it, one decimal: "4.6", "4,6". */
export function useAverageText(): (average: number) => string {
  const intl = useIntl();
  return (average) =>
    intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * Five stars for `average`: a row of empty stars under a row of full ones cut at average / 5 of
 * its width. Text glyphs, not drawings: a page of reviews draws dozens of them, and each SVG cost
 * the page's HTML a quarter of a kilobyte. Decoration only; its text says the value.
 */
export function StarGlyphs({ average, size = 16 }: { average: number; size?: number }) {
  const share = Math.min(5, Math.max(0, average)) / 5;
  return (
    <span
      aria-hidden="true"
      className="relative inline-block leading-none whitespace-nowrap text-stone-500"
      style={{ fontSize: size }}
    >
      {GLYPH_STARS}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-700"
        style={{ width: `${Math.round(share * 1000) / 10}%` }}
      >
        {GLYPH_STARS}
      </span>
    </span>
  );
}

/**
 * A product's stars and review count, as tiles show them: the screen reader hears "4.6 out of 5
 * stars, 23 reviews" once, the eye sees the stars and "23".
 */
export function TileRating({ rating }: { rating: RatingView }) {
  const intl = useIntl();
  const averageText = useAverageText();
  return (
    <p className="flex items-center gap-1 text-xs text-stone-700" data-testid="tile-rating">
      <StarGlyphs average={rating.average} size={14} />
      <span aria-hidden="true">{intl.formatNumber(rating.count)}</span>
      <span className="sr-only">
        {intl.formatMessage(m.starsLabel, {
          average: averageText(rating.average),
          count: rating.count,
        })}
      </span>
    </p>
  );
}

/**
 * The rating under the product name (spec 001 §2 "ratings widget"): stars, average and count,
 * one link to the reviews section of the page.
 */
export function RatingLink({ rating, href }: { rating: RatingView; href: string }) {
  const intl = useIntl();
  const averageText = useAverageText();
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center gap-2 self-start text-sm text-stone-800 hover:underline"
      data-testid="rating-summary"
    >
      <StarGlyphs average={rating.average} size={18} />
      <span aria-hidden="true">
        {averageText(rating.average)}
        {GLYPH_DOT}
        {intl.formatMessage(m.count, { count: rating.count })}
      </span>
      <span className="sr-only">
        {intl.formatMessage(m.starsLabel, {
          average: averageText(rating.average),
          count: rating.count,
        })}
      </span>
    </a>
  );
}
