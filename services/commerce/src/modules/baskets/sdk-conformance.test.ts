import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@solo/fixtures';
import { listenWithDemoData, sdk, type ListeningCommerce } from '../catalog/sdk-testing.ts';

/** The public client's Shopper Baskets v2 calls against our service over real HTTP. */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

const redirectURI = 'http://localhost:3000/callback';
const [usShopper] = DEMO_CUSTOMERS;

describe('Shopper Baskets v2', () => {
  it('createBasket, addItemToBasket, updateItemInBasket, removeItemFromBasket, getBasket, addCouponToBasket, removeCouponFromBasket, mergeBasket', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const guest = await sdk.helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    const baskets = new sdk.ShopperBasketsV2({
      ...server.config('SoloUS', 'en-US'),
      headers: { authorization: `Bearer ${guest.access_token}` },
    });
    const products = new sdk.ShopperProducts({
      ...server.config('SoloUS', 'en-US'),
      headers: { authorization: `Bearer ${guest.access_token}` },
    });
    const stone = await products.getProduct({ parameters: { id: 'pizza-stone' } });

    const created = await baskets.createBasket({ body: {} });
    expect(created).toMatchObject({ currency: 'USD', productItems: [], productSubTotal: 0 });
    const basketId = created.basketId ?? '';

    const added = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [
        { productId: 'pizza-stone', quantity: 1 },
        { productId: 'kiln-dried-logs', quantity: 1 },
      ],
    });
    expect(added.productItems?.map((i) => i.productId)).toEqual(['pizza-stone', 'kiln-dried-logs']);
    const [stoneLine, logsLine] = added.productItems ?? [];
    // The basket charges what the product API shows.
    expect(stoneLine).toMatchObject({ basePrice: stone.price, price: stone.price });

    const updated = await baskets.updateItemInBasket({
      parameters: { basketId, itemId: stoneLine?.itemId ?? '' },
      body: { quantity: 2 },
    });
    expect(updated.productItems?.[0]).toMatchObject({ quantity: 2 });

    const removed = await baskets.removeItemFromBasket({
      parameters: { basketId, itemId: logsLine?.itemId ?? '' },
    });
    expect(removed.productItems?.map((i) => i.productId)).toEqual(['pizza-stone']);
    const read = await baskets.getBasket({ parameters: { basketId } });
    expect(read.productSubTotal).toBe(Math.round((stone.price ?? 0) * 2 * 100) / 100);

    const coupon = await baskets.addCouponToBasket({
      parameters: { basketId },
      body: { code: 'SAVE10' },
    });
    expect(coupon.couponItems).toEqual([
      expect.objectContaining({ code: 'SAVE10', statusCode: 'applied', valid: true }),
    ]);
    expect(coupon.orderPriceAdjustments?.[0]).toMatchObject({ promotionId: 'save10-order' });
    await expect(
      baskets.addCouponToBasket({ parameters: { basketId }, body: { code: 'SUMMER25' } }),
    ).rejects.toMatchObject({ response: { status: 400 } });
    const uncouponed = await baskets.removeCouponFromBasket({
      parameters: { basketId, couponItemId: coupon.couponItems?.[0]?.couponItemId ?? '' },
    });
    expect(uncouponed).toMatchObject({ couponItems: [], orderPriceAdjustments: [] });

    const signedIn = await sdk.helpers.loginRegisteredUserB2C({
      slasClient,
      credentials: { username: usShopper?.login ?? '', password: usShopper?.password ?? '' },
      parameters: { redirectURI, usid: guest.usid },
      // The guest's refresh token proves the usid is the shopper's own.
      body: { c_usid_proof: guest.refresh_token },
    });
    const customerBaskets = new sdk.ShopperBasketsV2({
      ...server.config('SoloUS', 'en-US'),
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    const merged = await customerBaskets.mergeBasket({
      parameters: { createDestinationBasket: true },
    });
    expect(merged.customerInfo?.customerId).toBe(signedIn.customer_id);
    expect(merged.productItems?.map((i) => [i.productId, i.quantity])).toEqual([
      ['pizza-stone', 2],
    ]);
    await expect(baskets.getBasket({ parameters: { basketId } })).rejects.toMatchObject({
      response: { status: 404 },
    });
  });
});
