import { describe, expect, it } from 'vitest';
import {
  backyardSet,
  campKitchenSet,
  canyonFirePit,
  eGiftCard,
  heritageFireBowl,
  kindlingBundle,
  naturalFireStarters,
  piPizzaOven,
  rangerBackyardBundle,
  signatureFirePit,
  signatureLargeAsh,
  stoveTravelBag,
  summitFirePit,
  TEST_NOW,
  titanCampStove,
} from '../test-products.ts';
import type { CatalogProduct } from '../types.ts';
import { buildPdpView, MAX_PROMOTIONS, priceSource } from './pdp-view.ts';

const build = (
  product: CatalogProduct,
  query = '',
  extra: Partial<Parameters<typeof buildPdpView>[1]> = {},
) =>
  buildPdpView(product, {
    params: new URLSearchParams(query),
    now: TEST_NOW,
    enableBackorderMessaging: false,
    ...extra,
  });

describe('buildPdpView: a master', () => {
  it('shows the default variant, the breadcrumb, size before colour and the colour images', () => {
    const view = build(signatureFirePit);
    expect(view.kind).toBe('master');
    expect(view.selectedProductId).toBe('signature-fire-pit-medium-stainless');
    expect(view.breadcrumbs.map((c) => c.name)).toEqual([
      'Fire Pits',
      'Wood-Burning Fire Pits',
      'Signature Smokeless Fire Pit',
    ]);
    expect(view.attributes.map((a) => a.id)).toEqual(['size', 'color']);
    expect(view.images[0]?.src).toContain('/stainless-1');
    expect(view.cart.needsSelection).toBe(false);
  });

  it('disables an unavailable swatch and links every value with its query', () => {
    const view = build(signatureFirePit, 'size=small&color=ash');
    const colours = view.attributes.find((a) => a.id === 'color')!.values;
    expect(colours.find((c) => c.value === 'black')?.disabled).toBe(true);
    expect(colours.find((c) => c.value === 'ash')?.selected).toBe(true);
    expect(colours.find((c) => c.value === 'bronze')?.query).toContain('color=bronze');
  });

  it("takes price, stock, limits and dimensions from the chosen variant's payload", () => {
    const view = build(signatureFirePit, 'size=large&color=ash', { variant: signatureLargeAsh });
    expect(view.selectedProductId).toBe('signature-fire-pit-large-ash');
    expect(view.cart.priceSource.price).toBe(399.99);
    expect(view.messages.map((m) => m.kind)).toContain('onlyLeft');
    expect(view.cart.max).toBe(3);
    expect(view.dimensions.map((d) => d.kind)).toEqual(['height', 'diameter']);
  });

  it('prices a chosen variant from the master when its own payload did not come', () => {
    const view = build(signatureFirePit, 'size=small&color=ash');
    expect(view.cart.priceSource).toEqual({
      id: 'signature-fire-pit-small-ash',
      type: { variant: true },
      price: 229.99,
    });
  });

  it('chooses no variant for a combination that does not exist', () => {
    const view = build(signatureFirePit, 'size=large&color=bronze');
    expect(view.variationMissing).toBe(true);
    expect(view.cart.needsSelection).toBe(true);
    expect(view.cart.orderable).toBe(false);
    expect(view.cart.outOfStock).toBe(false);
    expect(view.selectedProductId).toBe('signature-fire-pit');
    expect(view.cart.needsFuelAdaptor).toBe(false);
  });

  it('asks for the gas fuel adaptor only on a product that has one and lacks a choice', () => {
    const withAdaptor: CatalogProduct = {
      ...signatureFirePit,
      variationAttributes: signatureFirePit.variationAttributes!.map((attribute) =>
        attribute.id === 'size' ? { ...attribute, name: 'Fuel Adaptor' } : attribute,
      ),
    };
    expect(build(withAdaptor, 'size=large&color=bronze').cart.needsFuelAdaptor).toBe(true);
    expect(build(withAdaptor).cart.needsFuelAdaptor).toBe(false);
  });
});

describe('buildPdpView: items', () => {
  it('lists at most two promotions with their callouts (spec 001 §9)', () => {
    const product = {
      ...piPizzaOven,
      productPromotions: [
        { promotionId: 'a', calloutMsg: 'One', promotionalPrice: 350 },
        { promotionId: 'b', calloutMsg: 'Two', promotionalPrice: 350 },
        { promotionId: 'c', calloutMsg: 'Three', promotionalPrice: 350 },
      ],
    };
    expect(build(product).promotions).toEqual([
      { id: 'a', calloutMsg: 'One' },
      { id: 'b', calloutMsg: 'Two' },
    ]);
    expect(MAX_PROMOTIONS).toBe(2);
  });

  it.each([
    [canyonFirePit, 'onlyLeft'],
    [kindlingBundle, 'outOfStock'],
    [stoveTravelBag, 'outOfStock'],
    [titanCampStove, 'comingIn'],
    [summitFirePit, 'discontinued'],
    [heritageFireBowl, 'finalSale'],
  ])('shows the inventory message of %s', (product, kind) => {
    expect(build(product).messages.map((m) => m.kind)).toContain(kind);
  });

  it('shows Backordered until {date} with the preference on, formatted for the shopper', () => {
    const view = build(titanCampStove, '', {
      enableBackorderMessaging: true,
      formatDate: (date) => `on ${date}`,
    });
    expect(view.messages[0]?.kind).toBe('backorderedUntil');
    expect(String(view.messages[0]?.values?.date)).toMatch(/^on \d{4}-\d{2}-\d{2}$/);
  });

  it('marks an out-of-stock product so the button becomes Notify Me', () => {
    const view = build(kindlingBundle);
    expect(view.cart.outOfStock).toBe(true);
    expect(view.cart.orderable).toBe(false);
  });

  it('offers a subscription only for a subscription product on a site that offers them', () => {
    const pellets = {
      ...naturalFireStarters,
      c_isSubscriptionProduct: true,
      c_OGsubscriptionPrice: 8.99,
    };
    expect(build(pellets, '', { enableSubscriptions: true }).subscription).toEqual({ price: 8.99 });
    expect(build(pellets, '', { enableSubscriptions: false }).subscription).toBeUndefined();
    expect(
      build(naturalFireStarters, '', { enableSubscriptions: true }).subscription,
    ).toBeUndefined();
    const unpriced = { ...pellets, c_OGsubscriptionPrice: undefined };
    expect(build(unpriced, '', { enableSubscriptions: true }).subscription).toBeUndefined();
  });

  it("prices the subscription at the chosen variant's subscription price, not the master's", () => {
    const offer = { c_isSubscriptionProduct: true };
    const master = { ...signatureFirePit, ...offer, c_OGsubscriptionPrice: 269.99 };
    const variant = { ...signatureLargeAsh, ...offer, c_OGsubscriptionPrice: 359.99 };
    const options = { enableSubscriptions: true, variant };
    expect(build(master, 'size=large&color=ash', options).subscription).toEqual({ price: 359.99 });
    // Before the variant's payload comes (or without a full choice): the master's.
    expect(build(master, 'size=large', options).subscription).toEqual({ price: 269.99 });
  });

  it('hides the quantity of a gift card and carries no price for it', () => {
    const view = build(eGiftCard);
    expect(view.isGiftCard).toBe(true);
    expect(view.cart.hideQuantity).toBe(true);
    expect(view.cart.priced).toBe(false);
  });

  it('keeps only accessories the spec allows (in stock, not discontinued, not a master)', () => {
    const view = build(canyonFirePit, '', {
      accessories: [naturalFireStarters, kindlingBundle, summitFirePit, signatureFirePit],
    });
    expect(view.accessories.map((a) => a.id)).toEqual(['natural-fire-starters']);
    expect(view.accessories[0]?.price).toBe(12.99);
  });
});

describe('buildPdpView: sets and bundles', () => {
  it('lists bundle parts with their quantities and prices', () => {
    const view = build(rangerBackyardBundle);
    expect(view.kind).toBe('bundle');
    expect(view.bundled.map((m) => [m.id, m.quantity])).toContainEqual([
      'natural-fire-starters',
      2,
    ]);
    expect(view.bundled[0]?.priceSource.price).toBe(229.99);
  });

  it("adds a bundle with each child's pid and units per bundle (spec 002 §5)", () => {
    const view = build(rangerBackyardBundle);
    expect(view.cart.basketItems).toEqual([
      {
        productId: rangerBackyardBundle.id,
        quantity: 1,
        bundledProductItems: view.bundled.map((m) => ({ productId: m.id, quantity: m.quantity })),
      },
    ]);
    expect(view.cart.basketItems?.[0]?.bundledProductItems).toContainEqual({
      productId: 'natural-fire-starters',
      quantity: 2,
    });
  });

  it('adds the options chosen on the page as option id / value id pairs (spec 002 §5)', () => {
    const withWarranty = {
      ...signatureFirePit,
      options: [{ id: 'warranty', values: [{ id: 'none' }, { id: '3y', price: 29 }] }],
    } as CatalogProduct;
    const { cart } = build(withWarranty, 'size=large&color=ash', {
      chosenOptions: { warranty: '3y', colour: 'red' },
    });
    expect(cart.basketItems).toEqual([
      {
        productId: 'signature-fire-pit-large-ash',
        quantity: 1,
        optionItems: [{ optionId: 'warranty', optionValueId: '3y' }],
      },
    ]);
    expect(build(withWarranty, 'size=large&color=ash').cart.basketItems).toEqual([
      { productId: 'signature-fire-pit-large-ash', quantity: 1 },
    ]);
  });

  it('gives a set part that is a master its own swatches, selection and price', () => {
    const view = build(backyardSet, 'signature-fire-pit.size=large&signature-fire-pit.color=ash');
    const part = view.setProducts.find((m) => m.id === 'signature-fire-pit')!;
    expect(part.attributes.map((a) => a.id)).toEqual(['size', 'color']);
    expect(part.priceSource.price).toBe(399.99);
    expect(part.href).toBe('/p/signature-fire-pit?size=large&color=ash');
    const sizes = part.attributes[0]!.values;
    expect(sizes.find((s) => s.value === 'small')?.query).toContain(
      'signature-fire-pit.size=small',
    );
  });

  it('puts the chosen variant of a master part into the basket with the other parts', () => {
    const view = build(backyardSet, 'signature-fire-pit.size=large&signature-fire-pit.color=ash');
    expect(view.cart.basketItems).toEqual([
      { productId: 'signature-fire-pit-large-ash', quantity: 1 },
      { productId: 'bonfire-stand', quantity: 1 },
    ]);
    expect(view.cart.needsSelection).toBe(false);
    expect(view.cart.orderable).toBe(true);
    expect(view.cart.setParts?.map((p) => p.price)).toEqual([399.99, 59.99]);
    expect(view.cart.pendingPart).toBeUndefined();
  });

  it("chooses a master part's default variant when the URL names none", () => {
    expect(build(backyardSet).cart.basketItems?.[0]?.productId).toBe(
      'signature-fire-pit-medium-stainless',
    );
  });

  it('asks for a master part whose combination does not exist or cannot be ordered', () => {
    for (const query of [
      'signature-fire-pit.size=large&signature-fire-pit.color=bronze',
      'signature-fire-pit.size=small&signature-fire-pit.color=black',
    ]) {
      const { cart } = build(backyardSet, query);
      expect(cart.basketItems).toBeNull();
      expect(cart.needsSelection).toBe(true);
      expect(cart.orderable).toBe(false);
      expect(cart.setParts).toBeUndefined();
      expect(cart.pendingPart).toBe('signature-fire-pit');
    }
  });

  it('hides the quantity of a set (spec 001 §6)', () => {
    expect(build(campKitchenSet).cart.hideQuantity).toBe(true);
    expect(build(campKitchenSet).cart.isSet).toBe(true);
  });
});

describe('priceSource', () => {
  it('keeps only the price fields and the promotional prices', () => {
    const source = priceSource({
      ...naturalFireStarters,
      productPromotions: [
        { promotionId: 'p', calloutMsg: 'x', promotionalPrice: 10 },
        { promotionId: 'gift', calloutMsg: 'free gift' } as never,
      ],
    });
    expect(source.productPromotions).toEqual([{ promotionId: 'p', promotionalPrice: 10 }]);
    expect(Object.keys(source)).not.toContain('name');
  });
});

describe('buildPdpView: quantity limits (spec 001 §4, §5)', () => {
  it('hides the picker of a product that cannot be sold', () => {
    expect(build(kindlingBundle).cart.hideQuantity).toBe(true);
    expect(build({ ...naturalFireStarters, c_isDiscontinued: true }).cart.hideQuantity).toBe(true);
    expect(build(naturalFireStarters).cart.hideQuantity).toBe(false);
  });

  it('never turns a stock level the page does not show into the limit', () => {
    // 50 in stock and no purchase limit: no limit to show at all.
    expect(build(naturalFireStarters).cart.max).toBeUndefined();
    // At most 5 per order with 120 in stock: the purchase limit.
    expect(build(signatureFirePit).cart.max).toBe(5);
  });

  it("lowers the limit to the 'Only N Left' count the page shows", () => {
    const view = build({ ...canyonFirePit, c_maximumPurchaseQuantity: 10 });
    expect(view.messages.map((m) => m.kind)).toContain('onlyLeft');
    expect(view.cart.max).toBe(3);
  });
});

describe('buildPdpView: the product content record (spec 001 §2)', () => {
  it("orders the chosen colour's images and names the full-width one and zoom", () => {
    const content = {
      sfcc_product_id: 'signature-fire-pit',
      images: { which_image_will_be_full_width: 2, has_zoom: false, product_images: [3, 1] },
      variations: [],
    };
    const view = build(signatureFirePit, 'color=ash', { content });
    expect(view.images.map((i) => i.src)).toEqual([
      expect.stringContaining('/ash-3'),
      expect.stringContaining('/ash-1'),
    ]);
    expect(view.gallery).toEqual({ fullWidth: 1, zoom: false });
    expect(build(signatureFirePit).gallery).toEqual({ fullWidth: 0, zoom: true });
  });
});
