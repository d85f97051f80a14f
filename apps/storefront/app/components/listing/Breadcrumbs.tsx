import { useIntl } from 'react-intl';
import { LocalizedLink } from '../../lib/site-context.tsx';
import type { Crumb } from '../../lib/product/breadcrumbs.ts';
import { m } from '../../lib/listing/messages.ts';
import { GLYPH_CRUMB } from '../ui/text.ts';

/** The listing breadcrumb of spec 001 §2; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const intl = useIntl();
  if (!crumbs.length) return null;
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)} className="mb-3 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.id} className="flex items-center gap-1">
              {crumb.href ? (
                <LocalizedLink
                  to={crumb.href}
                  aria-current={last ? 'page' : undefined}
                  className="rounded hover:text-stone-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-[current=page]:text-stone-900"
                >
                  {crumb.name}
                </LocalizedLink>
              ) : (
                <span>{crumb.name}</span>
              )}
              {last ? null : <span aria-hidden="true">{GLYPH_CRUMB}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
