import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { gatewayWallets } from '@solo/sites/gateways';
import type { FooterEntry, HeaderEntry } from '@solo/content-model';
import type { Route } from './+types/root';
import { getServices } from './lib/api/context.ts';
import { applyPageHeaders } from './lib/page-headers.ts';
import { withoutMenuPanels } from './lib/content/menu.ts';
import { sessionMiddleware } from './lib/session/session.server.ts';
import { prefixKey, siteAndLocale } from './lib/routing.ts';
import { isChunkLoadError } from './lib/chunk-errors.ts';
import { SiteContext } from './lib/site-context.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useGeoLocationCookies } from './lib/geo-location.ts';
import { useHydrationMark } from './components/shell/hooks.ts';
import { catalogueUrl, loadMessages } from './i18n/messages.server.ts';
import { SOURCE_LOCALE } from './i18n/catalogue.ts';
import { messagesLocale } from './i18n/pseudo.ts';
import { AppIntlProvider } from './i18n/intl.tsx';
import { catalogueMessages, fetchCatalogue } from './i18n/catalogues.ts';
import { ToastProvider } from './components/ui/Toaster.tsx';
import { PageSkeleton } from './components/ui/PageSkeleton.tsx';
import { NotFoundPage } from './components/ui/pages/NotFoundPage.tsx';
import { ErrorPage } from './components/ui/pages/ErrorPage.tsx';
import { OfflineRecovery } from './components/ui/OfflineRecovery.tsx';
import { OfflineGate } from './components/ui/OfflineGate.tsx';
import { SiteShell } from './components/shell/SiteShell.tsx';
import { whenSessionStarted } from './lib/session/session-start.ts';
import './app.css';

/** Cache policy and geo-locale cookie of every page response (spec 000 §4, §9). */
const pageHeaders: Route.MiddlewareFunction = async ({ request, url }, next) => {
  const response = await next();
  applyPageHeaders(response, request, resolvePath(url.pathname));
  return response;
};
// The session middleware runs inside pageHeaders: a response it marks personal keeps its
// private cache policy (app/lib/session/session.server.ts).
export const middleware: Route.MiddlewareFunction[] = [pageHeaders, sessionMiddleware];

/** In the browser, router requests wait for the first visit's session start (session-start.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await whenSessionStarted();
    return next();
  },
];

/**
 * Site and locale of the URL prefix, the site preferences, the header and footer entries and the
 * URL of the locale's compiled catalogue: the server renders with it, the browser fetches it
 * (a static, long-cached file), so no page's data carries the messages.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { site, locale } = resolvePath(url.pathname);
  const { api, log, pseudoLocale, paymentsProvider } = getServices(context);
  const [preferences, header, footer, catalogue] = await Promise.all([
    api.getSitePreferences(site.id),
    api.getEntry<HeaderEntry>('header', { locale: locale.id }),
    api.getEntry<FooterEntry>('footer', { locale: locale.id }),
    loadMessages(messagesLocale(locale.id, request.headers.get('cookie'), pseudoLocale), log),
  ]);
  return {
    siteId: site.id,
    localeId: locale.id,
    origin: url.origin,
    preferences,
    // Which wallet sheet opens, and which wallets (Klarna among them) can be paid with.
    gateway: paymentsProvider ?? 'sandbox',
    wallets: gatewayWallets(paymentsProvider),
    // The menu's panels load on their own (routes/menu-data.ts).
    header: header && withoutMenuPanels(header),
    footer,
    catalogue,
    // Spec 000 §7: the built-in defaults a failed catalogue fetch falls back to.
    fallbackCatalogue: catalogueUrl(SOURCE_LOCALE),
  };
}

/** A navigation to another locale fetches its catalogue before the page renders with it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await fetchCatalogue(data.catalogue, data.fallbackCatalogue);
  return data;
}

/** The root's data depends only on the site and locale: reload it when they change or after a form post. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((formMethod && formMethod !== 'GET') || currentUrl.href === nextUrl.href)
    return defaultShouldRevalidate;
  return prefixKey(currentUrl.pathname) !== prefixKey(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const error = useRouteError();
  // A failure other than 404 may come from the shell itself: the error page then stands alone.
  const bare = !data || (error != null && !(isRouteErrorResponse(error) && error.status === 404));
  const { site, locale } = data ? siteAndLocale(data.siteId, data.localeId) : resolvePath('/');
  useGeoLocationCookies(site.id, locale.id);
  useHydrationMark();
  const nonce = useNonce();
  return (
    <html lang={locale.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0176d3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {data?.catalogue && (
          <link
            rel="preload"
            href={data.catalogue}
            as="fetch"
            crossOrigin="anonymous"
            data-catalogue=""
            data-fallback={data.fallbackCatalogue}
          />
        )}
      </head>
      <body className="min-h-screen bg-white font-sans">
        <AppIntlProvider localeId={locale.id} messages={catalogueMessages(data?.catalogue)}>
          <SiteContext
            value={{
              site,
              locale,
              preferences: data?.preferences ?? DEFAULT_SITE_PREFERENCES[site.id],
              ...(data ? { gateway: data.gateway, wallets: data.wallets } : {}),
            }}
          >
            <ToastProvider>
              {bare ? (
                <main id="main-content">
                  <OfflineGate>{children}</OfflineGate>
                </main>
              ) : (
                <SiteShell header={data.header} footer={data.footer}>
                  <OfflineGate>{children}</OfflineGate>
                </SiteShell>
              )}
            </ToastProvider>
          </SiteContext>
        </AppIntlProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Spec 000 §2: while a client navigation loads another page, a skeleton takes its place.
 */
export default function App() {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return loadingOtherPage ? <PageSkeleton /> : <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <OfflineRecovery />;
  return <ErrorPage error={error} logo={data?.header?.logo} />;
}
