import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLocale, findSite } from '@solo/sites';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../../../server/testing-commerce.ts';
import { getServices } from '../../api/context.ts';
import { findBasket } from '../../basket/basket.server.ts';
import { GIFT_CARD_AMOUNTS } from '../../gift-card/rules.ts';
import { getShopperSession } from '../../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../../session/session-testing.server.ts';
import { loadProductPage, loadQuickShopView, postGiftCard } from './page.server.ts';

/** Spec 001 §2 the product page, quick shop's data and the e-gift card form, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const ORIGIN = 'http://127.0.0.1:3000';
const site = findSite('SoloUS')!;
const locale = findLocale(site, 'en-US')!;

beforeAll(async () => {
  commerce = await openSeededCommerce('product-page');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const request = (productId: string, query = '') => ({
  site,
  locale,
  productId,
  params: new URLSearchParams(query),
});

/** Runs `body` with the services a product route's loader gets. */
async function asLoader<T>(body: (services: ReturnType<typeof getServices>) => Promise<T>) {
  const { result } = await run(`${ORIGIN}/p/x`, (args) => body(getServices(args.context)));
  return result;
}

describe('loadProductPage', () => {
  it("answers the page's view; a gift card's page offers the amounts", async () => {
    const [pit, card] = await asLoader((services) =>
      Promise.all([
        loadProductPage(services, request('signature-fire-pit')),
        loadProductPage(services, request('e-gift-card')),
      ]),
    );
    if (pit.kind !== 'page' || card.kind !== 'page') throw new Error('expected two pages');
    expect(pit.data).toMatchObject({ siteId: 'SoloUS', localeId: 'en-US', giftCardAmounts: null });
    expect(pit.data.view.id).toBe('signature-fire-pit');
    expect(pit.data).not.toHaveProperty('jsonLd');
    expect(card.data.giftCardAmounts).toEqual(GIFT_CARD_AMOUNTS);
  });

  it("sends a variant to its master with the variant's values, and knows no unknown product", async () => {
    const [variant, unknown] = await asLoader((services) =>
      Promise.all([
        loadProductPage(services, request('signature-fire-pit-large-ash', 'qty=2')),
        loadProductPage(services, request('no-such-product')),
      ]),
    );
    if (variant.kind !== 'variant') throw new Error('expected a variant');
    expect(variant.masterId).toBe('signature-fire-pit');
    expect(Object.fromEntries(variant.params)).toMatchObject({ qty: '2', color: 'ash' });
    expect(unknown).toEqual({ kind: 'notFound' });
  });
});

describe('loadQuickShopView', () => {
  it("opens a variant's master with the variant chosen, and answers null for an unknown id", async () => {
    const [view, unknown] = await asLoader((services) =>
      Promise.all([
        loadQuickShopView(services, request('signature-fire-pit-large-ash')),
        loadQuickShopView(services, request('no-such-product')),
      ]),
    );
    expect(view?.id).toBe('signature-fire-pit');
    expect(view?.selection).toMatchObject({ color: 'ash' });
    expect(unknown).toBeNull();
  });
});

describe('postGiftCard', () => {
  const card = {
    amount: '50',
    custom_amount: '',
    recipient_name: 'Sam Ember',
    recipient_email: 'sam@example.com',
    confirm_recipient_email: 'sam@example.com',
    your_name: 'Robin',
    gift_message: '',
  };

  it('refuses an invalid form as typed, adds a valid card, then refuses a second one', async () => {
    const { response } = await run(`${ORIGIN}/`, (args) => getShopperSession(args));
    const cookie = cookieHeader(response);
    const { result } = await run(
      `${ORIGIN}/p/e-gift-card`,
      async (args) => ({
        invalid: await postGiftCard(args, 'e-gift-card', { ...card, recipient_email: 'sam@' }),
        added: await postGiftCard(args, 'e-gift-card', card),
        second: await postGiftCard(args, 'e-gift-card', { ...card, recipient_name: 'Kim' }),
        basket: await findBasket(args),
      }),
      { cookie },
    );
    expect(result.invalid).toMatchObject({
      ok: false,
      status: 400,
      answer: { values: { recipient_email: 'sam@' }, errors: { recipient_email: 'emailInvalid' } },
    });
    expect(result.added).toEqual({ ok: true });
    expect(result.second).toEqual({
      ok: false,
      status: 400,
      answer: { values: { ...card, recipient_name: 'Kim' }, errors: {}, formError: 'limit' },
    });
    expect(result.basket?.giftCertificateItems?.map((i) => i.recipientName)).toEqual(['Sam Ember']);
  });

  it('answers the default failure for a product that is not an e-gift card', async () => {
    const { result } = await run(`${ORIGIN}/p/pizza-stone`, (args) =>
      postGiftCard(args, 'pizza-stone', card),
    );
    expect(result).toMatchObject({ ok: false, status: 400, answer: { formError: 'failed' } });
  });
});
