import { data, isRouteErrorResponse, redirect } from 'react-router';
import { localizedPath } from '@solo/sites';
import type { Route } from './+types/product';
import { getServices } from '../lib/api/context.ts';
import { loadProductPage, postGiftCard } from '../lib/product/page/page.server.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { alternateLinks, pageMeta } from '../lib/seo.ts';
import { productJsonLd } from '../lib/product/page/structured-data.ts';
import { ProductPage } from '../components/product/page/ProductPage.tsx';
import { ProductNotFound } from '../components/product/page/ProductNotFound.tsx';
import { submittedForm } from '../lib/form-values.ts';

/**
 * Spec 001 §2 /p/{productId}: the product page. A variant's URL moves to its master with the
 * variant's values in the query; an unknown product answers the product-not-found page (404).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const outcome = await loadProductPage(getServices(context), {
    site,
    locale,
    productId: params.productId,
    params: url.searchParams,
  });
  if (outcome.kind === 'notFound') throw data({ productNotFound: true }, { status: 404 });
  if (outcome.kind === 'variant') {
    const path = url.pathname.replace(/[^/]+$/, encodeURIComponent(outcome.masterId));
    throw redirect(`${path}?${outcome.params.toString()}`, 301);
  }
  return outcome.data;
}

/**
 * Spec 001 §2, §5, §7 the e-gift card form without scripts: added to the basket, then the cart
 * page; a refused form answers with what was typed and its status.
 */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const fields = Object.fromEntries(await submittedForm(args.request));
  const outcome = await postGiftCard(args, args.params.productId, fields);
  if (!outcome.ok) return data(outcome.answer, { status: outcome.status });
  throw redirect(localizedPath(site, locale, '/cart'), 303);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin: string } | undefined;
  if (!loaderData || !root) return [];
  const { view } = loaderData;
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  const path = `/p/${encodeURIComponent(view.id)}`;
  const links = alternateLinks(root.origin, current, path, { requestedPath: location.pathname });
  const pageUrl = root.origin + localizedPath(current.site, current.locale, path);
  return [
    ...pageMeta(
      {
        title: view.name,
        ...(view.shortDescription ? { description: view.shortDescription } : {}),
        // A variation that does not exist is not a page of its own.
        noindex: view.variationMissing,
      },
      current.site,
    ),
    ...links,
    // Structured data is for crawlers, which read the server's HTML: the builder stays out of
    // the page's JavaScript (its budget), and React 19 passes over the server-only tag in the
    // head when it hydrates.
    ...(import.meta.env.SSR
      ? [{ 'script:ld+json': productJsonLd(view, pageUrl, root.origin, loaderData.reviews) }]
      : []),
  ];
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.view.id}
      view={loaderData.view}
      giftCard={{ amounts: loaderData.giftCardAmounts, actionData }}
      reviews={loaderData.reviews}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
