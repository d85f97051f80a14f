import { useState } from 'react';
import type { PdpMember } from '../../../lib/product/page/pdp-view.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { sizedImageUrl } from '../../content/ResponsiveImage.tsx';
import { usePdpFormat } from './format.ts';
import { InventoryMessages } from './InventoryMessages.tsx';
import { PriceDisplay } from './PriceDisplay.tsx';
import { Swatches } from './Swatches.tsx';

/** Spec 001 §9 "Default listing limit 3": a bundle list shows 3 parts until View All. */
export const BUNDLE_COLLAPSED_COUNT = 3;

/** The element id of a part's row, which Add to Cart scrolls to while it is still to choose. */
export const partElementId = (idPrefix: string, partId: string) => `${idPrefix}-part-${partId}`;

/**
 * The parts of a bundle or set (spec 001 §2), each with its own price, availability and
 * swatches; a bundle's list opens with 'View All' when it has more parts than fit collapsed.
 * Quick shop passes `onSelect` so a part's swatch loads in the drawer instead of navigating.
 */
export function Members({
  members,
  kind,
  currency,
  idPrefix = 'pdp',
  onSelect,
}: {
  members: PdpMember[];
  kind: 'bundle' | 'set';
  currency: string;
  idPrefix?: string;
  onSelect?: (query: string) => void;
}) {
  const { t } = usePdpFormat();
  const [expanded, setExpanded] = useState(false);
  if (!members.length) return null;
  const collapsible = kind === 'bundle' && members.length > BUNDLE_COLLAPSED_COUNT;
  const shown = collapsible && !expanded ? members.slice(0, BUNDLE_COLLAPSED_COUNT) : members;
  const headingId = `${idPrefix}-${kind}-members`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid={`${kind}-products`}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {t(kind === 'bundle' ? 'pdp.bundle.title' : 'pdp.set.title')}
      </h2>
      <ul
        id={`${headingId}-list`}
        className="flex flex-col divide-y divide-stone-200 border-y border-stone-200"
      >
        {shown.map((member) => (
          <li
            key={member.id}
            id={partElementId(idPrefix, member.id)}
            tabIndex={-1}
            className="flex scroll-mt-4 gap-4 py-4"
            data-testid="member"
          >
            {member.image ? (
              <img
                src={sizedImageUrl(member.image.src, 390)}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="size-24 shrink-0 rounded bg-stone-100 object-contain lg:size-30"
              />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h3 className="font-semibold">
                <LocalizedLink to={member.href} className="hover:underline">
                  {member.name}
                </LocalizedLink>
              </h3>
              {kind === 'bundle' ? (
                <p className="text-sm text-stone-600">
                  {t('pdp.member.quantity', { count: member.quantity })}
                </p>
              ) : null}
              {member.priced ? (
                <PriceDisplay source={member.priceSource} currency={currency} size="small" />
              ) : null}
              <InventoryMessages messages={member.messages} />
              {member.attributes.length ? (
                <Swatches
                  attributes={member.attributes}
                  idPrefix={`${idPrefix}-member-${member.id}`}
                  {...(onSelect ? { onSelect } : {})}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${headingId}-list`}
          onClick={() => setExpanded((open) => !open)}
          className="mt-3 min-h-11 font-semibold text-brand-dark underline underline-offset-4"
        >
          {expanded ? t('pdp.bundle.showLess') : t('pdp.bundle.viewAll')}
        </button>
      ) : null}
    </section>
  );
}
