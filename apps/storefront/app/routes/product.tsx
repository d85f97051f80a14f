import { data, isRouteErrorResponse, redirect } from 'react-router';
import { localizedPath } from '@solo/sites';
import type { Route } from './+types/product';
import { getServices } from '../lib/api/context.ts';
import { addGiftCard, problemOf } from '../lib/basket/basket.server.ts';
import { giftCardProduct } from '../lib/basket/gift-card-product.server.ts';
import { checkGiftCard, giftCardValues, type GiftCardActionData } from '../lib/gift-card/form.ts';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_LIMIT_TITLE } from '../lib/gift-card/rules.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { loadPdp } from '../lib/product/page/product.server.ts';
import { productJsonLd } from '../lib/product/page/structured-data.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { alternateLinks, pageMeta } from '../lib/seo.ts';
import { ProductPage } from '../components/product/page/ProductPage.tsx';
import { ProductNotFound } from '../components/product/page/ProductNotFound.tsx';

/**
 * Spec 001 §2 /p/{productId}: the product page. A variant's URL moves to its master with the
 * variant's values in the query; an unknown product answers the product-not-found page (404).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const { api } = getServices(context);
  const preferences = await api.getSitePreferences(site.id);
  const result = await loadPdp({
    api,
    siteId: site.id,
    localeId: locale.id,
    productId: params.productId,
    params: url.searchParams,
    enableBackorderMessaging: preferences.enableBackorderMessaging,
  });
  if (result.kind === 'notFound') throw data({ productNotFound: true }, { status: 404 });
  if (result.kind === 'variant') {
    const path = url.pathname.replace(/[^/]+$/, encodeURIComponent(result.masterId));
    throw redirect(`${path}?${result.params.toString()}`, 301);
  }
  const path = `/p/${encodeURIComponent(result.view.id)}`;
  // Built here, on the server: the page's browser code needs none of it.
  const jsonLd = productJsonLd(
    result.view,
    url.origin + localizedPath(site, locale, path),
    url.origin,
  );
  const giftCardAmounts = result.view.isGiftCard ? GIFT_CARD_AMOUNTS : null;
  return { siteId: site.id, localeId: locale.id, view: result.view, jsonLd, giftCardAmounts };
}

/**
 * Spec 001 §2, §5, §7 the e-gift card form without scripts: checked with the form's schema,
 * added to the basket, then the cart page; a refused form answers 400 with what was typed, the
 * service's refusal the spec 001 §8 message.
 */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const values = giftCardValues(Object.fromEntries(await args.request.formData()));
  const check = checkGiftCard(values);
  if (!check.ok) return data<GiftCardActionData>({ values, errors: check.errors }, { status: 400 });
  try {
    await addGiftCard(args, await giftCardProduct(args, args.params.productId), check.value);
  } catch (failure) {
    const problem = await problemOf(failure);
    if (!problem) throw failure;
    getServices(args.context).log.info({ problem }, 'gift card add refused');
    const formError = problem.title === GIFT_CARD_LIMIT_TITLE ? 'limit' : 'failed';
    return data<GiftCardActionData>(
      { values, errors: {}, formError },
      { status: problem.status >= 500 ? 502 : problem.status },
    );
  }
  throw redirect(localizedPath(site, locale, '/cart'), 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin: string } | undefined;
  if (!loaderData || !root) return [];
  const { view } = loaderData;
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  const links = alternateLinks(root.origin, current, `/p/${encodeURIComponent(view.id)}`);
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
    { 'script:ld+json': loaderData.jsonLd },
  ];
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.view.id}
      view={loaderData.view}
      giftCard={{ amounts: loaderData.giftCardAmounts, actionData }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
