import { describe, expect, it } from 'vitest';
import {
  accessoriesTotal,
  addToCartLabel,
  eligibleAccessories,
  tileAction,
  tileActionMessage,
} from './buttons.ts';
import {
  backyardSet,
  campKitchenSet,
  canyonFirePit,
  eGiftCard,
  kindlingBundle,
  mesaTabletopFirePit,
  naturalFireStarters,
  rangerBackyardBundle,
  signatureFirePit,
  stoveTravelBag,
  summitFirePit,
} from './test-products.ts';

describe('tileAction (spec 001 §2 button rules)', () => {
  it('"set with all parts without variants shows \'Add Set to Cart\'"', () => {
    expect(tileAction(campKitchenSet)).toBe('addSetToCart');
  });

  it('"set with variants shows a \'View Full Details\' link"', () => {
    expect(tileAction(backyardSet)).toBe('viewFullDetails');
  });

  it('"master shows quick shop"', () => {
    expect(tileAction(signatureFirePit)).toBe('quickShop');
    expect(tileAction(mesaTabletopFirePit, { color: 'sunset' })).toBe('quickShop');
  });

  it('"out of stock shows Notify Me"', () => {
    expect(tileAction(kindlingBundle)).toBe('notifyMe');
    expect(tileAction(stoveTravelBag)).toBe('notifyMe');
  });

  it('"Discontinued (no add button)"', () => {
    expect(tileAction(summitFirePit)).toBe('none');
    expect(tileActionMessage('none')).toBeNull();
  });

  it('"otherwise Add to Cart", bundles of fixed parts included', () => {
    expect(tileAction(canyonFirePit)).toBe('addToCart');
    expect(tileAction(rangerBackyardBundle)).toBe('addToCart');
    expect(tileActionMessage('addToCart')?.defaultMessage).toBe('Add to Cart');
  });

  it('opens quick shop for a bundle with a part still to choose', () => {
    const bundle = {
      ...rangerBackyardBundle,
      bundledProducts: [{ id: signatureFirePit.id, quantity: 1, product: signatureFirePit }],
    };
    expect(tileAction(bundle)).toBe('quickShop');
  });

  it('links a gift card to its page, where the amount form is', () => {
    expect(tileAction(eGiftCard)).toBe('viewFullDetails');
    expect(tileActionMessage('viewFullDetails')?.defaultMessage).toBe('View Full Details');
  });
});

describe('eligibleAccessories (spec 001 §4 "only if in stock and not discontinued or master")', () => {
  it('keeps in-stock items and drops out-of-stock, discontinued and master products', () => {
    const kept = eligibleAccessories([
      canyonFirePit,
      kindlingBundle,
      summitFirePit,
      signatureFirePit,
      naturalFireStarters,
    ]);
    expect(kept.map((p) => p.id)).toEqual(['canyon-fire-pit', 'natural-fire-starters']);
  });

  it('sums the accessories', () => {
    expect(accessoriesTotal([canyonFirePit, naturalFireStarters])).toEqual({
      count: 2,
      total: 202.98,
    });
  });
});

describe('addToCartLabel (spec 001 §4)', () => {
  const base = { mode: 'add' as const, currency: 'USD', localeId: 'en-US' };

  it('shows the price of one unit: "Add to Cart - {price}"', () => {
    expect(addToCartLabel({ ...base, product: canyonFirePit, quantity: 1 })).toMatchObject({
      id: 'product.button.addToCartTotal',
      values: { price: '$189.99' },
    });
  });

  it('"shows the quantity plus accessories in brackets when above 1, and the price times quantity plus the accessories price"', () => {
    const label = addToCartLabel({
      ...base,
      product: canyonFirePit,
      quantity: 2,
      accessoriesCount: 1,
      accessoriesTotal: 12.99,
    });
    expect(label).toMatchObject({
      id: 'product.button.addToCartCountTotal',
      defaultMessage: 'Add to Cart ({count}) - {price}',
      values: { count: 3, price: '$392.97' },
    });
  });

  it('counts a single unit with one accessory as 2', () => {
    const label = addToCartLabel({
      ...base,
      product: canyonFirePit,
      quantity: 1,
      accessoriesCount: 1,
      accessoriesTotal: 12.99,
    });
    expect(label.values).toEqual({ count: 2, price: '$202.98' });
  });

  it('uses the tier price of the quantity', () => {
    const label = addToCartLabel({ ...base, product: naturalFireStarters, quantity: 6 });
    expect(label.values).toEqual({ count: 6, price: '$59.94' });
  });

  it('says "Update" when editing a basket line', () => {
    const label = addToCartLabel({ ...base, mode: 'update', product: canyonFirePit, quantity: 2 });
    expect(label).toMatchObject({ id: 'product.button.update', defaultMessage: 'Update' });
  });

  it('says "Add Set to Cart" with the sum of the parts', () => {
    expect(addToCartLabel({ ...base, product: campKitchenSet, quantity: 1 })).toMatchObject({
      id: 'product.button.addSetToCartTotal',
      values: { price: '$157.97' },
    });
    expect(addToCartLabel({ ...base, product: backyardSet, quantity: 1 }).id).toBe(
      'product.button.addSetToCart',
    );
  });

  it('says "Notify Me" when out of stock, before everything else', () => {
    const label = addToCartLabel({
      ...base,
      product: kindlingBundle,
      quantity: 1,
      maxReached: true,
    });
    expect(label).toMatchObject({ id: 'product.button.notifyMe', defaultMessage: 'Notify Me' });
    const variant = addToCartLabel({
      ...base,
      product: signatureFirePit,
      quantity: 1,
      selection: { size: 'small', color: 'black' },
    });
    expect(variant.id).toBe('product.button.notifyMe');
  });

  it('says "Max quantity reached" when the basket holds the maximum', () => {
    const label = addToCartLabel({
      ...base,
      product: canyonFirePit,
      quantity: 1,
      maxReached: true,
    });
    expect(label.defaultMessage).toBe('Max quantity reached');
  });

  it('is the bare text without a price to show', () => {
    expect(addToCartLabel({ mode: 'add', product: canyonFirePit, quantity: 2 })).toEqual({
      id: 'product.button.addToCart',
      defaultMessage: 'Add to Cart',
    });
  });
});
