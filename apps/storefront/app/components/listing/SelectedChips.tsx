import { useIntl } from 'react-intl';
import type { ChipView } from '../../lib/listing/listing-view.ts';
import { attributeLabel } from './RefinementPanel.tsx';
import { CloseIcon } from '../shell/icons.tsx';
import { m } from '../../lib/listing/messages.ts';
import { ListingLink } from './ListingLink.tsx';

/** The selected refinements as removable chips, with Clear All. */
export function SelectedChips({ chips, clearHref }: { chips: ChipView[]; clearHref?: string }) {
  const intl = useIntl();
  if (!chips.length) return null;
  return (
    <section
      aria-label={intl.formatMessage(m.selectedFilters)}
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const text = `${attributeLabel(intl, chip.attributeId, chip.attributeLabel)}: ${chip.label}`;
          return (
            <li key={`${chip.attributeId}=${chip.value}`}>
              <ListingLink
                to={chip.removeHref}
                preventScrollReset
                aria-label={intl.formatMessage(m.removeFilter, { label: text })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-stone-100 px-4 text-sm text-stone-900 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
              >
                {text}
                <CloseIcon width={14} height={14} />
              </ListingLink>
            </li>
          );
        })}
      </ul>
      {clearHref ? (
        <ListingLink
          to={clearHref}
          preventScrollReset
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          {intl.formatMessage(m.clearAll)}
        </ListingLink>
      ) : null}
    </section>
  );
}
