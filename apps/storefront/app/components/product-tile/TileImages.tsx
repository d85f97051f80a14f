import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TileImage } from '../../lib/tile/tile-view.ts';
import { m } from './messages.ts';

/** Spec 001 §2: the tile image is 297px wide on desktop. */
export const TILE_IMAGE_WIDTH = 297;

/** Widths asked from the image service (`?w=`): phone grids up to 2x desktop. */
export const TILE_IMAGE_WIDTHS = [160, 240, 297, 400, 594] as const;

/** Two columns below the 992px breakpoint, 297px tiles above it (spec 001 §2, §9). */
export const TILE_IMAGE_SIZES = `(min-width: 992px) ${TILE_IMAGE_WIDTH}px, 50vw`;

/** `/images/products/x/black-1.svg` at `width` CSS pixels from the image service. */
export function tileImageUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

export function tileImageSrcSet(src: string): string {
  return TILE_IMAGE_WIDTHS.map((w) => `${tileImageUrl(src, w)} ${w}w`).join(', ');
}

/** A broken image: it finished loading without any pixels (also before hydration). */
const isBroken = (img: HTMLImageElement | null) => !!img && img.complete && img.naturalWidth === 0;

function PlaceholderIcon({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      className="size-12 text-neutral-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m4 19 6-6 4 4 2-2 4 4" />
    </svg>
  );
}

/**
 * The tile's image with its hover slider (spec 001 §2: "Hover slider uses the first two images
 * only"): the second image shows while the pointer is over the image. It is rendered from the
 * first time a pointer comes over the image, not before: a page of tiles then carries no markup
 * and downloads no image that a touch screen never shows. The first row loads at high priority,
 * the rest lazily. A failed image becomes a placeholder icon.
 */
export function TileImages({
  images,
  priority,
  name,
}: {
  images: TileImage[];
  priority: boolean;
  name: string;
}) {
  const intl = useIntl();
  const [first, second] = images;
  const firstRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [pointed, setPointed] = useState(false);
  const broken = !first || failed === first.src;

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    if (first && isBroken(firstRef.current)) setFailed(first.src);
  }, [first]);

  return (
    <div
      className="group/image relative aspect-square w-full overflow-hidden bg-neutral-100"
      onPointerEnter={() => setPointed(true)}
    >
      {broken ? (
        <div className="flex size-full items-center justify-center">
          <PlaceholderIcon label={intl.formatMessage(m.imageUnavailable)} />
        </div>
      ) : (
        <>
          <img
            ref={firstRef}
            src={tileImageUrl(first.src, TILE_IMAGE_WIDTH)}
            srcSet={tileImageSrcSet(first.src)}
            sizes={TILE_IMAGE_SIZES}
            alt={first.alt || name}
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_WIDTH}
            decoding="async"
            className="size-full object-contain"
            onError={() => setFailed(first.src)}
            {...(priority
              ? { fetchPriority: 'high' as const, loading: 'eager' as const }
              : { loading: 'lazy' as const })}
          />
          {second && pointed ? (
            <img
              key={second.src}
              src={tileImageUrl(second.src, TILE_IMAGE_WIDTH)}
              srcSet={tileImageSrcSet(second.src)}
              sizes={TILE_IMAGE_SIZES}
              alt=""
              width={TILE_IMAGE_WIDTH}
              height={TILE_IMAGE_WIDTH}
              decoding="async"
              loading="lazy"
              data-hover-image=""
              className="invisible absolute inset-0 size-full bg-neutral-100 object-contain opacity-0 transition-opacity duration-200 group-hover/image:visible group-hover/image:opacity-100"
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
