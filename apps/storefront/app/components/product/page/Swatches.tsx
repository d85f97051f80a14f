import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PdpAttribute, PdpSwatch } from '../../../lib/product/page/pdp-view.ts';
import { usePdpFormat } from './format.ts';
import { SPACE } from '../../ui/text.ts';

const BASE =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

function swatchStyle(swatch: PdpSwatch): CSSProperties | undefined {
  if (!swatch.swatch) return undefined;
  return swatch.swatch.type === 'gradient'
    ? { backgroundImage: swatch.swatch.value }
    : { backgroundColor: swatch.swatch.value };
}

function SwatchContent({ swatch }: { swatch: PdpSwatch }) {
  if (swatch.swatch) {
    return (
      <span
        aria-hidden="true"
        className="size-8 rounded-full border border-stone-300"
        style={swatchStyle(swatch)}
      />
    );
  }
  return <span className="px-4">{swatch.name}</span>;
}

/**
 * The variation swatches (spec 001 §2): each value is a link to the same page with that value in
 * the query (spec 001 §5), so the selection survives reloads and works without JavaScript; quick
 * shop passes `onSelect` to load the selection in place instead. Unavailable values are disabled.
 * The size attribute carries the 'Help Me Choose' link to the specifications.
 */
export function Swatches({
  attributes,
  onSelect,
  helpMeChoose,
  idPrefix = 'pdp',
}: {
  attributes: PdpAttribute[];
  onSelect?: (query: string) => void;
  helpMeChoose?: () => void;
  idPrefix?: string;
}) {
  const { t } = usePdpFormat();
  return (
    <div className="flex flex-col gap-5">
      {attributes.map((attribute) => {
        const labelId = `${idPrefix}-${attribute.id}-label`;
        return (
          <div
            key={attribute.id}
            role="group"
            aria-labelledby={labelId}
            data-attribute={attribute.id}
          >
            <div className="mb-2 flex items-baseline justify-between gap-4">
              <p id={labelId} className="text-sm">
                <span className="font-semibold">
                  {t('pdp.attribute.label', { name: attribute.name })}
                </span>
                {SPACE}
                <span data-testid={`selected-${attribute.id}`}>{attribute.selectedName ?? ''}</span>
              </p>
              {helpMeChoose && attribute.id === 'size' ? (
                <a
                  href="#specifications"
                  onClick={helpMeChoose}
                  className="text-sm font-semibold text-brand-dark underline underline-offset-4"
                >
                  {t('pdp.size.helpMeChoose')}
                </a>
              ) : null}
            </div>
            <ul className="flex flex-wrap gap-2">
              {attribute.values.map((swatch) => {
                const label = swatch.disabled
                  ? t('pdp.attribute.unavailable', { name: swatch.name })
                  : swatch.name;
                const state = swatch.selected
                  ? 'border-stone-900 ring-2 ring-stone-900'
                  : 'border-stone-300 hover:border-stone-600';
                const disabled = swatch.disabled
                  ? 'cursor-not-allowed opacity-40 line-through'
                  : '';
                return (
                  <li key={swatch.value}>
                    {swatch.disabled ? (
                      <span
                        role="link"
                        aria-disabled="true"
                        aria-label={label}
                        title={label}
                        className={`${BASE} ${state} ${disabled}`}
                        data-value={swatch.value}
                      >
                        <SwatchContent swatch={swatch} />
                      </span>
                    ) : onSelect ? (
                      <button
                        type="button"
                        aria-label={label}
                        aria-pressed={swatch.selected}
                        title={label}
                        className={`${BASE} ${state}`}
                        data-value={swatch.value}
                        onClick={() => onSelect(swatch.query)}
                      >
                        <SwatchContent swatch={swatch} />
                      </button>
                    ) : (
                      <Link
                        to={swatch.query}
                        replace
                        preventScrollReset
                        aria-label={label}
                        aria-current={swatch.selected ? 'true' : undefined}
                        title={label}
                        className={`${BASE} ${state}`}
                        data-value={swatch.value}
                      >
                        <SwatchContent swatch={swatch} />
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
