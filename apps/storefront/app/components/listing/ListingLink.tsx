import { createContext, useContext, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalizedHref } from '../../lib/site-context.tsx';

/** The site-relative path of the listing on screen (/plp/fire-pits, /c/fire-pits, /search). */
export const ListingBaseContext = createContext('');

/**
 * Resolves a listing link: another state of the listing on screen keeps the path the shopper is
 * on (with or without a site prefix), so changing a refinement never looks like a new page;
 * any other path is localized to the current site and locale.
 */
export function useListingHref(): (href: string) => string {
  const base = useContext(ListingBaseContext);
  const { pathname } = useLocation();
  const localize = useLocalizedHref();
  return (href) => {
    const q = href.indexOf('?');
    const path = q === -1 ? href : href.slice(0, q);
    return base && path === base ? pathname + (q === -1 ? '' : href.slice(q)) : localize(href);
  };
}

/** A link to a state of the listing or to another listing (see useListingHref). */
export function ListingLink({
  to,
  children,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const href = useListingHref();
  return (
    <Link to={href(to)} {...props}>
      {children}
    </Link>
  );
}
