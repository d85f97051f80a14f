import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../product/types.ts';
import { orderSummary } from './order-summary.ts';
import {
  orderStatusKey,
  orderView,
  paymentLabel,
  refundsOf,
  shipmentsOf,
  type Order,
} from './order-view.ts';

/** A placed order as the service answers it (trimmed to what the view reads). */
const ORDER = {
  orderNo: '00001001',
  orderToken: 'secret-token',
  siteId: 'SoloUS',
  currency: 'USD',
  creationDate: '2026-11-24T18:23:38.315Z',
  c_status: 'shipped',
  customerInfo: { customerId: 'c1', email: 'Robin@Example.com' },
  productItems: [
    {
      itemId: 'i1',
      productId: 'signature-fire-pit-medium-ash',
      productName: 'Signature Fire Pit',
      quantity: 2,
      price: 199.98,
      priceAfterItemDiscount: 179.98,
    },
    { itemId: 'i2', productId: 'gone', productName: 'Old Rack', quantity: 1, price: 10 },
  ],
  giftCertificateItems: [{ amount: 50, recipientEmail: 'a@b.co' }],
  productSubTotal: 189.98,
  orderPriceAdjustments: [{ price: -20 }],
  shipments: [
    {
      shipmentId: 'me',
      shippingAddress: {
        firstName: 'Robin',
        lastName: 'Alder',
        fullName: 'Robin Alder',
        address1: '400 Pine Street',
        city: 'Seattle',
        stateCode: 'WA',
        postalCode: '98101',
        countryCode: 'US',
        phone: '(206) 555-0134',
      },
      shippingMethod: { id: 'standard', name: 'Standard', c_estimatedArrivalTime: '5-7 days' },
    },
  ],
  billingAddress: {
    firstName: 'Robin',
    lastName: 'Alder',
    address1: '1 Bill St',
    address2: 'Suite 2',
    city: 'Portland',
    stateCode: 'OR',
    postalCode: '97201',
    countryCode: 'US',
  },
  paymentInstruments: [
    {
      paymentMethodId: 'CREDIT_CARD',
      amount: 235.77,
      paymentCard: { cardType: 'Visa', maskedNumber: '************1111', numberLastDigits: '1111' },
    },
  ],
  shippingTotal: 9.99,
  taxTotal: 15.8,
  orderTotal: 235.77,
} as unknown as Order;

const PRODUCT = {
  id: 'signature-fire-pit-medium-ash',
  name: 'Signature Fire Pit',
  variationValues: { size: 'medium', color: 'ash' },
  variationAttributes: [
    { id: 'size', name: 'Size', values: [{ value: 'medium', name: 'Medium' }] },
    { id: 'color', name: 'Colour', values: [{ value: 'ash', name: 'Ash' }] },
  ],
} as unknown as CatalogProduct;

const image = (p: CatalogProduct) => ({ src: `/images/${p.id}.webp`, alt: p.name ?? '' });

describe('orderView', () => {
  const view = orderView(ORDER, new Map([[PRODUCT.id, PRODUCT]]), image);

  it('maps lines with catalog images and variation names; a vanished product keeps its name', () => {
    expect(view.lines).toEqual([
      {
        itemId: 'i1',
        productId: 'signature-fire-pit-medium-ash',
        name: 'Signature Fire Pit',
        quantity: 2,
        price: 179.98,
        image: { src: '/images/signature-fire-pit-medium-ash.webp', alt: 'Signature Fire Pit' },
        options: [
          { label: 'Size', value: 'Medium' },
          { label: 'Colour', value: 'Ash' },
        ],
      },
      { itemId: 'i2', productId: 'gone', name: 'Old Rack', quantity: 1, price: 10, options: [] },
    ]);
    expect(view.count).toBe(3);
  });

  it('carries totals, discount, gift cards, addresses, method and the masked card', () => {
    expect(view).toMatchObject({
      orderNo: '00001001',
      status: 'shipped',
      email: 'Robin@Example.com',
      productSubTotal: 189.98,
      discount: 20,
      giftCardTotal: 50,
      shippingTotal: 9.99,
      taxTotal: 15.8,
      orderTotal: 235.77,
      shippingAddress: {
        name: 'Robin Alder',
        lines: ['400 Pine Street', 'Seattle, WA 98101', 'US'],
        phone: '(206) 555-0134',
      },
      shippingMethod: { name: 'Standard', estimatedArrivalTime: '5-7 days' },
      billingAddress: {
        name: 'Robin Alder',
        lines: ['1 Bill St', 'Suite 2', 'Portland, OR 97201', 'US'],
      },
      payments: [{ label: 'Visa ************1111', amount: 235.77 }],
    });
  });

  it('shows the gift cards that paid apart from the card charged the rest', () => {
    const paid = orderView(
      {
        ...ORDER,
        paymentInstruments: [
          {
            paymentInstrumentId: 'gc1',
            paymentMethodId: 'GIFT_CERTIFICATE',
            amount: 100,
            maskedGiftCertificateCode: '************ABCD',
          },
          ...(ORDER.paymentInstruments ?? []),
        ],
      },
      new Map(),
      image,
    );
    expect(paid.giftCardPayments).toEqual([{ lastFour: 'ABCD', amount: 100 }]);
    expect(paid.payments).toEqual([{ label: 'Visa ************1111', amount: 235.77 }]);
  });

  it('never carries the order token to the page', () => {
    expect(JSON.stringify(view)).not.toContain('secret-token');
  });
});

describe('shipments and refunds', () => {
  const shipped = {
    ...ORDER,
    c_shipments: [
      {
        shipmentNo: 1,
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        items: [{ itemId: 'i1', quantity: 1 }],
        shippedAt: '2026-11-25T10:00:00.000Z',
      },
      { carrierName: 'Evil', trackingNumber: 'x', trackingUrl: 'javascript:alert(1)' },
      'junk',
    ],
    c_paymentEvents: [
      { kind: 'capture', amount: 235.77, at: '2026-11-25T10:00:00.000Z' },
      { kind: 'refund', amount: 20.5, at: '2026-11-26T10:00:00.000Z' },
    ],
  } as unknown as Order;

  it('shows each parcel with its https tracking link, never another scheme', () => {
    expect(shipmentsOf(shipped)).toEqual([
      {
        shipmentNo: 1,
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: '2026-11-25T10:00:00.000Z',
      },
      { shipmentNo: 2, carrierName: 'Evil', trackingNumber: 'x', shippedAt: '' },
    ]);
    expect(shipmentsOf(ORDER)).toEqual([]);
  });

  it('lists refunds, not captures, as payment events', () => {
    expect(refundsOf(shipped)).toEqual([{ amount: 20.5, at: '2026-11-26T10:00:00.000Z' }]);
    expect(orderView(shipped, new Map(), () => undefined).refunds).toHaveLength(1);
  });
});

describe('orderStatusKey', () => {
  it('uses the spec 001 §3 colour map keys and default for anything else', () => {
    const of = (c_status: unknown) => orderStatusKey({ c_status });
    expect(of('delivered')).toBe('delivered');
    expect(of('CANCELED')).toBe('canceled');
    expect(of('on_hold')).toBe('default');
    expect(of(undefined)).toBe('default');
  });
});

describe('paymentLabel', () => {
  it('masks a card as 12 asterisks and its last four digits (spec 002 §9)', () => {
    expect(
      paymentLabel({ paymentCard: { cardType: 'Master Card', maskedNumber: '****4444' } }),
    ).toBe('Master Card ************4444');
  });

  it("names the mobile wallet with the account the gateway named (Venmo's username)", () => {
    expect(paymentLabel({ paymentMethodId: 'MobileWallet' })).toBe('Mobile Wallet');
    expect(paymentLabel({ paymentMethodId: 'MobileWallet', c_walletAccount: 'venmojoe' })).toBe(
      'Mobile Wallet (venmojoe)',
    );
  });

  it('names wallets by their display names', () => {
    expect(paymentLabel({ paymentMethodId: 'ApplePay' })).toBe('Apple Pay');
    expect(paymentLabel({ paymentMethodId: 'PayPal' })).toBe('PayPal');
    expect(paymentLabel({ paymentMethodId: 'SRC' })).toBe('Stored Card Scheme');
  });
});

describe('orderSummary', () => {
  it('counts units and gift cards and keeps the line names', () => {
    expect(orderSummary(ORDER)).toEqual({
      orderNo: '00001001',
      creationDate: '2026-11-24T18:23:38.315Z',
      status: 'shipped',
      count: 4,
      names: ['Signature Fire Pit', 'Old Rack'],
      orderTotal: 235.77,
      currency: 'USD',
    });
  });
});
