/**
 * The product page's intents (server only), one function each, called by the product and quick
 * shop routes: the page (spec 001 §2 /p/{productId}), quick shop's data, and the e-gift card
 * form posted without scripts (spec 001 §2, §5, §7). Each answers an outcome the route maps to
 * its answer; only the route builds Responses and redirect URLs.
 */
import type { Locale, Site } from '@solo/sites';
import { getServices, type RequestServices } from '../../api/context.ts';
import { addGiftCard, problemOf } from '../../basket/basket.server.ts';
import { giftCardProduct } from '../../basket/gift-card-product.server.ts';
import { checkGiftCard, giftCardValues, type GiftCardActionData } from '../../gift-card/form.ts';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_LIMIT_TITLE } from '../../gift-card/rules.ts';
import type { SessionArgs } from '../../session/session.server.ts';
import { loadReviews } from '../../reviews/reviews.server.ts';
import type { ReviewsView } from '../../reviews/reviews-view.ts';
import { loadPdp, loadQuickShop } from './product.server.ts';
import type { PdpView } from './pdp-view.ts';

/** The product a request names, with its site, locale and query (`?color=black`). */
export interface ProductRequest {
  site: Site;
  locale: Locale;
  productId: string;
  params: URLSearchParams;
}

/** What the product page's loader returns. */
export interface ProductPageData {
  siteId: string;
  localeId: string;
  view: PdpView;
  /** The amounts the e-gift card form offers; null on other products. */
  giftCardAmounts: typeof GIFT_CARD_AMOUNTS | null;
  /**
   * The page of reviews the URL asks for; null when the service could not answer, undefined
   * for products without reviews (the e-gift card).
   */
  reviews?: ReviewsView | null;
}

export type ProductPageOutcome =
  | { kind: 'notFound' }
  /** A variant's page lives at its master's, with the variant's values in the query. */
  | { kind: 'variant'; masterId: string; params: URLSearchParams }
  | { kind: 'page'; data: ProductPageData };

type Services = Pick<RequestServices, 'api'>;

const pdpInput = async (services: Services, request: ProductRequest) => {
  const preferences = await services.api.getSitePreferences(request.site.id);
  return {
    api: services.api,
    siteId: request.site.id,
    localeId: request.locale.id,
    productId: request.productId,
    params: request.params,
    enableBackorderMessaging: preferences.enableBackorderMessaging,
    disableEtching: preferences.disableEtching,
    enableSubscriptions: preferences.enableSubscriptions,
  };
};

/**
 * The product page: not found (unknown or offline product), the master a variant's page moves
 * to, or the page's view. Its structured data is built from the view by the route's meta, so
 * the page's payload does not carry the product twice.
 */
export async function loadProductPage(
  services: Services,
  request: ProductRequest,
): Promise<ProductPageOutcome> {
  // The reviews are read beside the product, not after it (a variant's id reads its master's).
  const [result, reviews] = await Promise.all([
    pdpInput(services, request).then(loadPdp),
    loadReviews(services, request),
  ]);
  if (result.kind !== 'page') return result;
  const { site, locale } = request;
  return {
    kind: 'page',
    data: {
      siteId: site.id,
      localeId: locale.id,
      view: result.view,
      giftCardAmounts: result.view.isGiftCard ? GIFT_CARD_AMOUNTS : null,
      ...(result.view.isGiftCard ? {} : { reviews }),
    },
  };
}

/** Quick shop's data: the product page view of a product (a variant opens its master); null if unknown. */
export async function loadQuickShopView(
  services: Services,
  request: ProductRequest,
): Promise<PdpView | null> {
  return loadQuickShop(await pdpInput(services, request));
}

export type GiftCardPostOutcome =
  { ok: true } | { ok: false; status: number; answer: GiftCardActionData };

/**
 * The e-gift card form posted without scripts: checked with the form's schema (400 with what was
 * typed), then added to the basket; the service's refusal answers the spec 001 §8 message with
 * its status (502 for a failure of the service).
 */
export async function postGiftCard(
  args: SessionArgs,
  productId: string,
  fields: Record<string, FormDataEntryValue>,
): Promise<GiftCardPostOutcome> {
  const values = giftCardValues(fields);
  const check = checkGiftCard(values);
  if (!check.ok) return { ok: false, status: 400, answer: { values, errors: check.errors } };
  try {
    await addGiftCard(args, await giftCardProduct(args, productId), check.value);
    return { ok: true };
  } catch (failure) {
    const problem = await problemOf(failure);
    if (!problem) throw failure;
    getServices(args.context).log.info({ problem }, 'gift card add refused');
    return {
      ok: false,
      status: problem.status >= 500 ? 502 : problem.status,
      answer: {
        values,
        errors: {},
        formError: problem.title === GIFT_CARD_LIMIT_TITLE ? 'limit' : 'failed',
      },
    };
  }
}
