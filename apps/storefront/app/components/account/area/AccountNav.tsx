import { Link, useLocation } from 'react-router';
import { resolvePath } from '@solo/sites';
import { ACCOUNT_NAV, accountPath } from '../../../lib/account/nav.ts';
import { useLocalizedHref } from '../../../lib/site-context.tsx';
import { useAccountT } from './use-account-t.ts';

/** The account navigation (spec 000 §2, spec 002 §2); the current page is marked. */
export function AccountNav() {
  const t = useAccountT();
  const href = useLocalizedHref();
  const current = resolvePath(useLocation().pathname).rest.replace(/\/+$/, '');
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="grid gap-1 text-sm">
        {ACCOUNT_NAV.map(({ key, path }) => {
          // A section's own pages (an order of Orders) mark the section too.
          const active =
            current === accountPath(path) ||
            (path !== '' && current.startsWith(`${accountPath(path)}/`));
          return (
            <li key={key}>
              <Link
                to={href(accountPath(path))}
                aria-current={active ? 'page' : undefined}
                className="block rounded-md px-3 py-2 font-medium text-stone-800 hover:bg-stone-100 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
