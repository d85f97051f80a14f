import { useIntl } from 'react-intl';
import type { PaginationView } from '../../lib/listing/listing-view.ts';
import { m } from '../../lib/listing/messages.ts';
import { ListingLink } from './ListingLink.tsx';
import { GLYPH_GAP, GLYPH_NEXT, GLYPH_PREVIOUS } from '../ui/text.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white';

/** Previous, numbered pages with gaps, next: plain links, so every page is a shareable URL. */
export function Pagination({ pagination }: { pagination: PaginationView }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.pagination)} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {pagination.previousHref ? (
          <li>
            <ListingLink to={pagination.previousHref} rel="prev" className={itemClass}>
              <span aria-hidden="true">{GLYPH_PREVIOUS}</span>
              <span className="sr-only">{intl.formatMessage(m.previousPage)}</span>
            </ListingLink>
          </li>
        ) : null}
        {pagination.links.map((link) =>
          'gap' in link ? (
            <li key={link.key} aria-hidden="true" className="px-1 text-stone-500">
              {GLYPH_GAP}
            </li>
          ) : (
            <li key={link.page}>
              <ListingLink
                to={link.href}
                aria-current={link.current ? 'page' : undefined}
                aria-label={intl.formatMessage(m.page, { page: link.page })}
                className={itemClass}
              >
                {link.page}
              </ListingLink>
            </li>
          ),
        )}
        {pagination.nextHref ? (
          <li>
            <ListingLink to={pagination.nextHref} rel="next" className={itemClass}>
              <span className="sr-only">{intl.formatMessage(m.nextPage)}</span>
              <span aria-hidden="true">{GLYPH_NEXT}</span>
            </ListingLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
