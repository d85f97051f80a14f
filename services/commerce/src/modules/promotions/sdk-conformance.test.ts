import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperPromotionsTypes } from 'commerce-sdk-isomorphic';
import { listenWithDemoData, sdk, type ListeningCommerce } from '../catalog/sdk-testing.ts';

/** The public Shopper Promotions client against our service over real HTTP. */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

describe('ShopperPromotions client', () => {
  it('getPromotions returns the active promotions asked for, localised and typed', async () => {
    const client = new sdk.ShopperPromotions(server.config('SoloEU', 'de-DE'));
    const result: ShopperPromotionsTypes.PromotionResult = await client.getPromotions({
      parameters: { ids: ['pi-oven-free-peel', 'summer25', 'pizza-week'] },
    });
    expect(result.total).toBe(2);
    expect(
      result.data.map((p): unknown[] => [p.id, p.name, p.c_freeGift, p.c_timeSensitive]),
    ).toEqual([
      ['pi-oven-free-peel', 'Gratis Pizzaschieber', true, false],
      ['pizza-week', 'Pizza-Woche', false, true],
    ]);
    expect(result.data[1]?.calloutMsg).toBe('Pizza-Woche: Pi-Öfen günstiger, nur noch kurz');
    expect(Date.parse(result.data[1]?.endDate ?? '')).toBeGreaterThan(Date.now());
  });

  it('getPromotions with too many ids throws the SDK error carrying our 400 problem', async () => {
    const client = new sdk.ShopperPromotions(server.config('SoloUS'));
    const ids = Array.from({ length: 51 }, (_, i) => `p${i}`);
    const error = await client.getPromotions({ parameters: { ids } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.ResponseError);
    const response = (error as InstanceType<typeof sdk.ResponseError>).response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ invalidFields: [{ name: 'ids' }] });
  });
});
