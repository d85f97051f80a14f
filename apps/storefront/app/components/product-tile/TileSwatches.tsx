import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { SWATCH_LIMITS } from '../../lib/product/variants.ts';
import type { TileSwatches as TileSwatchesModel } from '../../lib/tile/tile-view.ts';
import { m } from './messages.ts';
import { SPACE } from '../ui/text.ts';

/*
 * Spec 001 §2: "up to 12 on desktop, 6 on small mobile grid, 5 on mobile grid, with a '+ N'
 * button revealing all". The grid is read from the tile's own width (a CSS container query on
 * the tile), so the server-rendered page is right before any script runs:
 *   below 10rem (two columns on a small phone, smaller swatches) → small mobile, 6;
 *   10rem to 15rem (two columns on a phone)                       → mobile, 5;
 *   15rem and wider (the desktop tiles)                           → desktop, 12.
 * Tailwind needs literal class names, so the classes per position are spelled out here.
 */
const { desktop, mobile, smallMobile } = SWATCH_LIMITS;
const MIN_LIMIT = Math.min(desktop, mobile, smallMobile);

/** Display classes of the swatch at `index` while the list is collapsed. */
export function swatchVisibility(index: number): string {
  const small = index < smallMobile;
  const mid = index < mobile;
  const wide = index < desktop;
  if (small && mid && wide) return 'inline-flex';
  if (small && !mid && wide) return 'inline-flex @min-[10rem]:hidden @min-[15rem]:inline-flex';
  if (!small && !mid && wide) return 'hidden @min-[15rem]:inline-flex';
  return 'hidden';
}

/** Display classes of the '+ N' button for `total` swatches; null when it never shows. */
export function moreButtonVisibility(total: number): string | null {
  const small = total > smallMobile;
  const mid = total > mobile;
  const wide = total > desktop;
  if (small && mid && wide) return 'inline-flex';
  if (small && mid) return 'inline-flex @min-[15rem]:hidden';
  if (mid) return 'hidden @min-[10rem]:inline-flex @min-[15rem]:hidden';
  return null;
}

const MORE_COUNTS = [
  { limit: smallMobile, className: 'inline @min-[10rem]:hidden' },
  { limit: mobile, className: 'hidden @min-[10rem]:inline @min-[15rem]:hidden' },
  { limit: desktop, className: 'hidden @min-[15rem]:inline' },
] as const;

const isShown = (el: HTMLElement | undefined) => !!el && el.getClientRects().length > 0;

/**
 * The tile's swatches as a radio group (arrow keys move and choose, skipping disabled values;
 * Home and End go to the first and last; one tab stop). Colour values paint their swatch colour; other attributes show their name.
 */
export function TileSwatches({
  swatches,
  selected,
  productName,
  onPick,
}: {
  swatches: TileSwatchesModel;
  selected: string | undefined;
  productName: string;
  onPick: (value: string) => void;
}) {
  const intl = useIntl();
  const values = swatches.values;
  const selectedIndex = values.findIndex((v) => v.value === selected);
  // A default choice beyond the shortest limit would be hidden, and with it the group's only
  // tab stop: such a tile starts with every swatch shown.
  const [expanded, setExpanded] = useState(() => selectedIndex >= MIN_LIMIT);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabStop = selectedIndex >= 0 ? selectedIndex : values.findIndex((v) => !v.disabled);
  const more = moreButtonVisibility(values.length);

  function move(from: number, step: number) {
    for (let i = 1; i <= values.length; i += 1) {
      const next = (from + step * i + values.length * values.length) % values.length;
      if (values[next]!.disabled) continue;
      // A value beyond the collapsed limit opens the full list before it takes focus.
      if (!isShown(refs.current[next] ?? undefined)) flushSync(() => setExpanded(true));
      refs.current[next]?.focus();
      onPick(values[next]!.value);
      return;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const steps: Record<string, [number, number]> = {
      ArrowRight: [index, 1],
      ArrowDown: [index, 1],
      ArrowLeft: [index, -1],
      ArrowUp: [index, -1],
      Home: [-1, 1],
      End: [values.length, -1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  }

  const isColour = values.some((v) => v.swatch);
  return (
    <div className="flex flex-wrap items-center gap-1 @min-[15rem]:gap-1.5">
      <div
        role="radiogroup"
        aria-label={intl.formatMessage(m.swatchGroup, {
          attribute: swatches.name,
          product: productName,
        })}
        className="flex flex-wrap items-center gap-1 @min-[15rem]:gap-1.5"
      >
        {values.map((v, index) => {
          const checked = index === selectedIndex;
          return (
            <button
              key={v.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={v.disabled || undefined}
              aria-label={v.name}
              title={v.name}
              tabIndex={index === tabStop ? 0 : -1}
              data-value={v.value}
              onClick={() => {
                if (!v.disabled) onPick(v.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={[
                expanded ? 'inline-flex' : swatchVisibility(index),
                'tile-swatch',
                checked ? 'border-ink' : 'border-transparent hover:border-neutral-400',
                v.disabled ? 'cursor-not-allowed opacity-40' : 'cursor-pointer',
                isColour ? '' : 'min-w-8 px-2 text-xs',
              ].join(' ')}
            >
              {v.swatch ? (
                <span
                  aria-hidden="true"
                  className="tile-swatch-colour"
                  style={{ background: v.swatch.value }}
                />
              ) : (
                <span aria-hidden="true">{v.name}</span>
              )}
              {v.disabled ? (
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-neutral-600"
                />
              ) : null}
            </button>
          );
        })}
      </div>
      {more && !expanded ? (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className={`${more} items-center rounded-full px-1.5 text-xs font-semibold text-muted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand`}
        >
          {MORE_COUNTS.map(({ limit, className }) =>
            values.length > limit ? (
              <span key={limit} className={className}>
                {intl.formatMessage(swatches.more, {
                  count: values.length - limit,
                })}
              </span>
            ) : null,
          )}
          <span className="sr-only">
            {SPACE}
            {intl.formatMessage(m.showAllSwatches, { count: values.length })}
          </span>
        </button>
      ) : null}
    </div>
  );
}
