/**
 * The shopper's basket (server only): found or created with the lifecycle rules of spec 000 §4,
 * and the cart's writes (spec 001 §4, §7). Every call acts for the request's shopper session and
 * goes to Shopper Baskets v2 directly (never through the catalog read cache).
 */
import { resolvePath } from '@solo/sites';
import { ETCHING_OPTION_ID, NO_ETCHING } from '@solo/sites/etching';
import type { BasketAction } from './actions.ts';
import type { GiftCard } from '../gift-card/form.ts';
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { giftCardProduct } from './gift-card-product.server.ts';
import type { Basket, BasketItemInput, GiftCardProduct } from './types.ts';
import {
  getShopperSession,
  findShopperSession,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';

/** Spec 000 §8: the title of a create refused because the shopper has too many baskets. */
export const QUOTA_EXCEEDED_TITLE = 'Customer Baskets Quota Exceeded';

/**
 * Spec 000 §4: gift-certificate payment instruments are removed from the basket on load, except
 * by checkout, where the shopper applies them and places the order with them.
 */
export const GIFT_CERTIFICATE = 'GIFT_CERTIFICATE';

/** How a load treats the basket: checkout keeps the gift cards applied there. */
export interface LoadOptions {
  keepGiftCards?: boolean;
}

interface BasketContext {
  session: ShopperSession;
  baskets: InstanceType<typeof sdk.ShopperBasketsV2>;
  currency: string;
}

function contextOf(args: SessionArgs, session: ShopperSession): BasketContext {
  const { locale } = resolvePath(new URL(args.request.url).pathname);
  const currency = locale.preferredCurrency;
  return {
    session,
    currency,
    baskets: new sdk.ShopperBasketsV2(
      shopperApiConfig(args, session, { locale: locale.id, currency }),
    ),
  };
}

/** A write the storefront itself refuses before calling the service, answered like its problems. */
export class BasketRefusal extends Error {
  readonly status: number;
  readonly title: string;
  constructor(status: number, title: string, detail: string) {
    super(detail);
    this.status = status;
    this.title = title;
  }
}

/** The problem body of a failed Shopper API call (or a refusal), or null for other errors. */
export async function problemOf(
  error: unknown,
): Promise<{ status: number; title?: string; detail?: string; [key: string]: unknown } | null> {
  if (error instanceof BasketRefusal)
    return { status: error.status, title: error.title, detail: error.message };
  if (!(error instanceof sdk.ResponseError)) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  return { ...body, status: error.response.status };
}

/** The most recently changed of the shopper's open baskets on the site, if any. */
async function currentBasket(args: SessionArgs, ctx: BasketContext): Promise<Basket | null> {
  const customers = new sdk.ShopperCustomers(shopperApiConfig(args, ctx.session));
  const { baskets = [] } = await customers.getCustomerBaskets({
    parameters: { customerId: ctx.session.customerId },
  });
  const newest = [...baskets].sort((a, b) =>
    String(b.lastModified ?? '').localeCompare(String(a.lastModified ?? '')),
  )[0];
  return newest?.basketId ? newest : null;
}

/**
 * Spec 000 §8: a create refused with `Customer Baskets Quota Exceeded` deletes the listed
 * baskets and is tried once more; other create failures are only logged (and rethrown here,
 * since the caller has nothing to write into).
 */
async function createBasket(args: SessionArgs, ctx: BasketContext): Promise<Basket> {
  try {
    return await ctx.baskets.createBasket({ body: { currency: ctx.currency } });
  } catch (error) {
    const problem = await problemOf(error);
    if (problem?.title !== QUOTA_EXCEEDED_TITLE) {
      getServices(args.context).log.warn({ err: error }, 'basket create failed');
      throw error;
    }
    const ids = Array.isArray(problem.basketIds) ? problem.basketIds.map(String) : [];
    for (const basketId of ids) {
      await ctx.baskets.deleteBasket({ parameters: { basketId } }).catch(() => undefined);
    }
    return ctx.baskets.createBasket({ body: { currency: ctx.currency } });
  }
}

/** Spec 000 §4: a basket with route protection or an applied promo credit. */
export function hasManualAdjustment(basket: Basket): boolean {
  const custom = basket as Basket & { c_routeData?: unknown; c_isPromoCreditApplied?: unknown };
  if (custom.c_isPromoCreditApplied === true) return true;
  let route = custom.c_routeData;
  if (typeof route === 'string') {
    try {
      route = JSON.parse(route) as unknown;
    } catch {
      return false;
    }
  }
  return (
    !!route &&
    typeof route === 'object' &&
    (route as Record<string, unknown>).hasRouteProtection === true
  );
}

/**
 * Spec 000 §4: the custom call `basket/remove-price-adjustment-from-basket` removes the manual
 * price adjustment and unchecks route protection; a failure is logged (spec 000 §8) and the
 * basket kept as it was.
 */
async function removeManualAdjustment(
  args: SessionArgs,
  ctx: BasketContext,
  basket: Basket,
): Promise<Basket> {
  const result = await getServices(args.context).api.customApi<Basket>(
    'basket',
    'remove-price-adjustment-from-basket',
    {
      siteId: ctx.session.siteId,
      method: 'POST',
      token: ctx.session.accessToken,
      body: { basketId: basket.basketId },
    },
  );
  if (result.ok) return result.data;
  getServices(args.context).log.error(
    { status: result.status, error: result.error },
    'price adjustment removal failed',
  );
  return basket;
}

/**
 * Spec 000 §4 basket lifecycle on a loaded basket: the currency follows the locale's, a
 * registered customer's email is copied when it differs, lines without a price and
 * gift-certificate payment instruments are removed, and a route-protection or promo-credit
 * adjustment is removed through the custom API.
 */
async function applyLifecycle(
  args: SessionArgs,
  ctx: BasketContext,
  basket: Basket,
  { keepGiftCards = false }: LoadOptions = {},
): Promise<Basket> {
  const basketId = basket.basketId!;
  let current = basket;
  if (current.currency !== ctx.currency) {
    current = await ctx.baskets.updateBasket({
      parameters: { basketId },
      body: { currency: ctx.currency },
    });
  }
  const email = ctx.session.isRegistered ? ctx.session.login : undefined;
  if (email && current.customerInfo?.email !== email) {
    current = await ctx.baskets.updateCustomerForBasket({
      parameters: { basketId },
      body: { email },
    });
  }
  for (const item of current.productItems ?? []) {
    if (item.price === undefined || item.price === null) {
      current = await ctx.baskets.removeItemFromBasket({
        parameters: { basketId, itemId: item.itemId! },
      });
    }
  }
  for (const instrument of keepGiftCards ? [] : (current.paymentInstruments ?? [])) {
    if (instrument.paymentMethodId === GIFT_CERTIFICATE && instrument.paymentInstrumentId) {
      current = await ctx.baskets.removePaymentInstrumentFromBasket({
        parameters: { basketId, paymentInstrumentId: instrument.paymentInstrumentId },
      });
    }
  }
  if (hasManualAdjustment(current)) current = await removeManualAdjustment(args, ctx, current);
  return current;
}

/**
 * The shopper's basket after the lifecycle rules, or null when they have none. Reading never
 * starts a session nor creates a basket (docs/decisions.md "Basket reads create nothing").
 */
export async function findBasket(
  args: SessionArgs,
  options: LoadOptions = {},
): Promise<Basket | null> {
  const session = await findShopperSession(args);
  if (!session) return null;
  const ctx = contextOf(args, session);
  const basket = await currentBasket(args, ctx);
  return basket ? applyLifecycle(args, ctx, basket, options) : null;
}

/** A new basket for the shopper (spec 000 §8 quota rule), after the lifecycle rules. */
export async function createNewBasket(args: SessionArgs): Promise<Basket> {
  const ctx = contextOf(args, await getShopperSession(args));
  return applyLifecycle(args, ctx, await createBasket(args, ctx));
}

export async function getOrCreateBasket(
  args: SessionArgs,
): Promise<{ ctx: BasketContext; basket: Basket }> {
  const ctx = contextOf(args, await getShopperSession(args));
  const basket = (await currentBasket(args, ctx)) ?? (await createBasket(args, ctx));
  return { ctx, basket: await applyLifecycle(args, ctx, basket) };
}

/** Spec 001 §7 "Add items to new or existing basket". */
export async function addItems(args: SessionArgs, items: BasketItemInput[]): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: items });
}

/** Spec 001 §4 quantity change; 0 removes the line (the service does the same). */
export async function updateQuantity(
  args: SessionArgs,
  itemId: string,
  quantity: number,
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  const basketId = basket.basketId!;
  if (quantity === 0) return ctx.baskets.removeItemFromBasket({ parameters: { basketId, itemId } });
  return ctx.baskets.updateItemInBasket({ parameters: { basketId, itemId }, body: { quantity } });
}

/** Spec 001 §4 cart item removal. */
export async function removeItem(args: SessionArgs, itemId: string): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.removeItemFromBasket({
    parameters: { basketId: basket.basketId!, itemId },
  });
}

/**
 * Spec 001 §4 variant change in the cart: the line takes the new variant; when that variant is
 * already on another line the service removes this line and merges the quantities into it.
 */
export async function changeVariant(
  args: SessionArgs,
  change: { itemId: string; productId: string; quantity: number },
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.updateItemInBasket({
    parameters: { basketId: basket.basketId!, itemId: change.itemId },
    body: { productId: change.productId, quantity: change.quantity },
  });
}

/**
 * Spec 001 §4 "Bundle variant changes are sent as a batch update", §7 "Update item(s) in
 * basket": the bundled items take other variants of their masters, all or none.
 */
export async function changeBundleParts(
  args: SessionArgs,
  changes: Array<{ itemId: string; productId: string }>,
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.updateItemsInBasket({
    parameters: { basketId: basket.basketId! },
    body: changes,
  });
}

/** Spec 001 §7 "Add coupon" (code). */
export async function applyCoupon(args: SessionArgs, code: string): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.addCouponToBasket({
    parameters: { basketId: basket.basketId! },
    body: { code },
  });
}

/** Spec 001 §7 "Remove … coupon" (couponItemId). */
export async function removeCoupon(args: SessionArgs, couponItemId: string): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.removeCouponFromBasket({
    parameters: { basketId: basket.basketId!, couponItemId },
  });
}

/**
 * Spec 001 §7 "Add gift certificate item": the amount, recipient, sender and message (with a
 * timestamp id suffix appended), the first shipment (or `me`), and the product as
 * `c_variantID` with its images (`c_cartImageUrl` as JSON). `product` is the catalog's e-gift
 * card (the caller looks it up); anything else is refused.
 */
export async function addGiftCard(
  args: SessionArgs,
  product: GiftCardProduct | null,
  card: GiftCard,
): Promise<Basket> {
  if (!product) throw new BasketRefusal(400, 'Bad Request', 'productId: is not an e-gift card');
  const { ctx, basket } = await getOrCreateBasket(args);
  const suffix = `#${Date.now()}`;
  return ctx.baskets.addGiftCertificateItemToBasket({
    parameters: { basketId: basket.basketId! },
    body: {
      amount: card.amount,
      recipientEmail: card.recipientEmail,
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message ? `${card.message} ${suffix}` : suffix,
      shipmentId: basket.shipments?.[0]?.shipmentId ?? 'me',
      c_variantID: product.id,
      ...(product.image
        ? {
            c_productImageUrl: product.image.src,
            c_cartImageUrl: JSON.stringify(product.image),
          }
        : {}),
    },
  });
}

/** Spec 001 §7 "Update gift certificate item": recipientEmail, recipientName, amount. */
export async function updateGiftCard(
  args: SessionArgs,
  change: {
    giftCertificateItemId: string;
    recipientName: string;
    recipientEmail: string;
    amount: number;
  },
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.updateGiftCertificateItemInBasket({
    parameters: {
      basketId: basket.basketId!,
      giftCertificateItemId: change.giftCertificateItemId,
    },
    body: {
      recipientEmail: change.recipientEmail,
      recipientName: change.recipientName,
      amount: change.amount,
    },
  });
}

/** Spec 001 §7 "Remove … gift certificate item" (giftCertificateItemId). */
export async function removeGiftCard(
  args: SessionArgs,
  giftCertificateItemId: string,
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  return ctx.baskets.removeGiftCertificateItemFromBasket({
    parameters: { basketId: basket.basketId!, giftCertificateItemId },
  });
}

/**
 * Spec 001 §3 "Etching basket item data", §7: the product with its etchingType value and the
 * etching fields, then the basket marked `c_containsEtching`.
 */
export async function addEtched(
  args: SessionArgs,
  e: Extract<BasketAction, { intent: 'addEtched' }>,
): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  const basketId = basket.basketId!;
  await ctx.baskets.addItemToBasket({
    parameters: { basketId },
    body: [
      {
        productId: e.productId,
        quantity: e.quantity,
        optionItems: [{ optionId: ETCHING_OPTION_ID, optionValueId: e.optionValueId }],
        c_EtchingRequired: true,
        ...(e.etchingText ? { c_etchingText: e.etchingText } : {}),
        ...(e.etchingTeamName ? { c_etchingTeamName: e.etchingTeamName } : {}),
        ...(e.etchingFileName ? { c_etchingFileName: e.etchingFileName } : {}),
        ...(e.etchingImage ? { c_etchingImage: e.etchingImage } : {}),
      },
    ],
  });
  return ctx.baskets.updateBasket({ parameters: { basketId }, body: { c_containsEtching: true } });
}

/**
 * Spec 001 §4: removing etching resets the line to the 'noEtching' option with blank etching
 * fields, then updates the basket flag c_containsEtching (whether another line is etched still).
 */
export async function removeEtching(args: SessionArgs, itemId: string): Promise<Basket> {
  const { ctx, basket } = await getOrCreateBasket(args);
  const basketId = basket.basketId!;
  const after = await ctx.baskets.updateItemInBasket({
    parameters: { basketId, itemId },
    body: {
      optionItems: [{ optionId: ETCHING_OPTION_ID, optionValueId: NO_ETCHING }],
      c_EtchingRequired: false,
      c_etchingText: null,
      c_etchingTeamName: null,
      c_etchingFileName: null,
      c_etchingImage: null,
    } as unknown as BasketItemInput,
  });
  const etched = (after.productItems ?? []).some((item) =>
    item.optionItems?.some(
      (o) => o.optionId === ETCHING_OPTION_ID && o.optionValueId !== NO_ETCHING,
    ),
  );
  return ctx.baskets.updateBasket({
    parameters: { basketId },
    body: { c_containsEtching: etched },
  });
}

/** Runs one cart write of the `/basket` resource route. */
export async function runBasketAction(args: SessionArgs, action: BasketAction): Promise<Basket> {
  switch (action.intent) {
    case 'add':
      return addItems(args, action.items);
    case 'quantity':
      return updateQuantity(args, action.itemId, action.quantity);
    case 'remove':
      return removeItem(args, action.itemId);
    case 'variant':
      return changeVariant(args, action);
    case 'bundleParts':
      return changeBundleParts(args, action.changes);
    case 'applyCoupon':
      return applyCoupon(args, action.code);
    case 'removeCoupon':
      return removeCoupon(args, action.couponItemId);
    case 'addGiftCard':
      return addGiftCard(args, await giftCardProduct(args, action.productId), action.card);
    case 'updateGiftCard':
      return updateGiftCard(args, action);
    case 'removeGiftCard':
      return removeGiftCard(args, action.giftCertificateItemId);
    case 'addEtched':
      return addEtched(args, action);
    case 'removeEtching':
      return removeEtching(args, action.itemId);
  }
}
