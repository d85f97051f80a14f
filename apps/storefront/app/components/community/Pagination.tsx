import { useIntl } from 'react-intl';
import { cm } from '../../lib/community/messages.ts';
import { pageHref } from '../../lib/community/paths.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';

const LINK =
  'rounded-full border-2 border-current px-5 py-2 text-sm font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Previous and next page of a listing, with stable URLs (`?page=N`); nothing for one page. */
export function Pagination({ path, page, pages }: { path: string; page: number; pages: number }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={intl.formatMessage(cm.pagination)}
      className="mt-10 flex flex-wrap items-center justify-center gap-4"
      data-pagination
    >
      {page > 1 ? (
        <LocalizedLink to={pageHref(path, page - 1)} rel="prev" className={LINK}>
          {intl.formatMessage(cm.previousPage)}
        </LocalizedLink>
      ) : null}
      <p aria-current="page" className="text-sm text-muted">
        {intl.formatMessage(cm.pageOf, { page, pages })}
      </p>
      {page < pages ? (
        <LocalizedLink to={pageHref(path, page + 1)} rel="next" className={LINK}>
          {intl.formatMessage(cm.nextPage)}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
