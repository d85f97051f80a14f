import { useId } from 'react';
import { useIntl } from 'react-intl';
import { starFill, type RatingView } from '../../lib/reviews/reviews-view.ts';
import { GLYPH_DOT } from '../ui/text.ts';
import { reviewMessages as m } from './messages.ts';

/** The average as the locale writes it, one decimal: "4.6", "4,6". */
export function useAverageText(): (average: number) => string {
  const intl = useIntl();
  return (average) =>
    intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

const STAR = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/** Five stars drawn for `average` (to the half star); decoration only, its text says the value. */
export function StarGlyphs({ average, size = 16 }: { average: number; size?: number }) {
  const id = useId();
  return (
    <span aria-hidden="true" className="inline-flex text-amber-600">
      {starFill(average).map((fill, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" focusable="false">
          {fill === 'half' ? (
            <defs>
              <linearGradient id={`${id}-half`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d={STAR}
            fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id}-half)` : 'none'}
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      ))}
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
