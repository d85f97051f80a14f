import { useIntl, type IntlShape } from 'react-intl';
import type { RefinementValueView, RefinementView } from '../../lib/listing/listing-view.ts';
import { ChevronDownIcon } from '../shell/icons.tsx';
import { ATTRIBUTE_LABELS, m } from '../../lib/listing/messages.ts';
import { ListingLink } from './ListingLink.tsx';

/** A refinement attribute's label: ours for the attributes we know, else the API's. */
export function attributeLabel(intl: IntlShape, attributeId: string, fallback: string): string {
  const key = ATTRIBUTE_LABELS[attributeId];
  return key ? intl.formatMessage(m[key]) : fallback;
}

const valueLinkClass =
  'group flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-100 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-700 aria-[current]:font-semibold aria-[current]:text-stone-950';

/** The check box look of a value; the link's aria-current carries the state. */
function Check({ selected }: { selected: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-5 shrink-0 items-center justify-center rounded border ${selected ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-400 bg-white'}`}
    >
      {selected ? (
        <svg
          viewBox="0 0 16 16"
          width="12"
          height="12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
        >
          <path d="M3 8.5l3 3 7-7" />
        </svg>
      ) : null}
    </span>
  );
}

function Swatch({ value }: { value: RefinementValueView }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-6 shrink-0 rounded-full border ${value.selected ? 'border-stone-900 ring-2 ring-stone-900 ring-offset-2' : 'border-stone-300'} ${value.swatch ? '' : 'bg-stone-200'}`}
      style={value.swatch ? { background: value.swatch } : undefined}
    />
  );
}

function ValueLink({ value, kind }: { value: RefinementValueView; kind: RefinementView['kind'] }) {
  const intl = useIntl();
  return (
    <ListingLink
      to={value.href}
      preventScrollReset
      aria-current={value.selected ? 'true' : undefined}
      className={valueLinkClass}
    >
      {kind === 'color' ? <Swatch value={value} /> : <Check selected={value.selected} />}
      <span className="min-w-0 flex-1">
        {intl.formatMessage(m.valueCount, { label: value.label, count: value.hitCount })}
      </span>
    </ListingLink>
  );
}

/**
 * The category tree: on category pages each category links to its own listing and the page's
 * category is the current page; on search each category narrows the search. Branches open along
 * the current category.
 */
function CategoryTree({ values, depth }: { values: RefinementValueView[]; depth: number }) {
  const intl = useIntl();
  return (
    <ul className={depth ? 'ml-4 border-l border-stone-200 pl-2' : ''}>
      {values.map((value) => (
        <li key={value.value}>
          <ListingLink
            to={value.href}
            aria-current={value.selected ? 'page' : undefined}
            className={`${valueLinkClass} aria-[current]:underline aria-[current]:underline-offset-4`}
          >
            <span className="min-w-0 flex-1">
              {intl.formatMessage(m.valueCount, { label: value.label, count: value.hitCount })}
            </span>
          </ListingLink>
          {value.children && (value.expanded || value.selected) ? (
            <CategoryTree values={value.children} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every refinement of the response as an open disclosure (native <details>, so it works without
 * JavaScript), each value a link to the listing with that value toggled.
 */
export function RefinementPanel({ refinements }: { refinements: RefinementView[] }) {
  const intl = useIntl();
  return (
    <div className="divide-y divide-stone-200">
      {refinements.map((refinement) => {
        const label = attributeLabel(intl, refinement.attributeId, refinement.label);
        return (
          <details key={refinement.attributeId} open className="group/details py-3">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-2 text-sm font-semibold tracking-wide text-stone-950 uppercase focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-700 [&::-webkit-details-marker]:hidden">
              {label}
              <ChevronDownIcon
                width={18}
                height={18}
                className="transition-transform group-open/details:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            {refinement.kind === 'category' ? (
              <CategoryTree values={refinement.values} depth={0} />
            ) : (
              <ul
                aria-label={label}
                className={refinement.kind === 'color' ? 'grid grid-cols-1 gap-0.5' : ''}
              >
                {refinement.values.map((value) => (
                  <li key={value.value}>
                    <ValueLink value={value} kind={refinement.kind} />
                  </li>
                ))}
              </ul>
            )}
          </details>
        );
      })}
    </div>
  );
}
