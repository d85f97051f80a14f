import { createContext, useContext, type ComponentProps } from 'react';
import { Link } from 'react-router';
import type { GatewayWallet, PaymentsProvider } from '@solo/sites/gateways';
import { localizedPath, type Locale, type Site, type SitePreferences } from '@solo/sites';

/**
 * The site and locale of the current request (resolved from the URL prefix, spec 000 §2) and the
 * site preferences. Provided once by the root route; every component reads it from here.
 */
export interface SiteContextValue {
  site: Site;
  locale: Locale;
  preferences: SitePreferences;
  /** The payment gateway (PAYMENTS_PROVIDER): which wallet sheet a wallet button opens. */
  gateway?: PaymentsProvider;
  /** The wallets that gateway approves (`@solo/sites/gateways`); undefined: all of them. */
  wallets?: readonly GatewayWallet[];
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteContext> provider (root route)');
  return value;
}

/** Turns a site-relative path ("/plp/fire-pits") into the URL of the current site and locale. */
export function useLocalizedHref(): (path: string) => string {
  const { site, locale } = useSite();
  return (path) => (isExternal(path) ? path : localizedPath(site, locale, path));
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * A link to a site-relative path in the current site and locale; external URLs open in a new
 * tab without an opener (spec 000 §2, link resolution order). The router knows every route from
 * the start (react-router.config.ts `routeDiscovery`), so links need no discovery attribute.
 */
export function LocalizedLink({
  to,
  children,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const href = useLocalizedHref();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href(to)} discover="none" {...props}>
      {children}
    </Link>
  );
}
