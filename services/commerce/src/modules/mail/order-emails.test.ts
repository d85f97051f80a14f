import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import en from './messages/en.json' with { type: 'json' };
import { catalogue, catalogueFileFor, MAIL_LANGUAGES } from './messages.ts';
import {
  orderEmail,
  orderEmailEventKey,
  type OrderEmail,
  type OrderEmailContext,
} from './order-emails.ts';

const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '12 Ember Lane',
  city: 'Austin',
  postalCode: '78701',
  stateCode: 'TX',
  countryCode: 'US',
};

export const ORDER: ShopperOrdersTypes.Order = {
  orderNo: '00012345',
  siteId: 'SoloUS',
  currency: 'USD',
  creationDate: '2026-03-14T15:00:00.000Z',
  customerInfo: { email: 'jordan@example.com' },
  billingAddress: ADDRESS,
  shipments: [{ shipmentId: 'me', shippingAddress: ADDRESS }],
  productItems: [
    {
      itemId: 'l1',
      productId: 'ranger',
      productName: 'Ranger Fire Pit',
      quantity: 2,
      price: 1398.5,
    },
    { itemId: 'l2', productId: 'cover', productName: 'Ranger Cover', quantity: 1, price: 49 },
  ],
  productSubTotal: 1447.5,
  shippingTotal: 0,
  taxTotal: 115.8,
  orderTotal: 1563.3,
};

const CONTEXT: OrderEmailContext = {
  order: ORDER,
  locale: 'en-US',
  link: { kind: 'order', url: 'https://shop.example/us/account/orders/00012345' },
  contact: {
    phone: '1-800-555-0142',
    email: 'care@solo.localhost',
    address: 'Solo Outdoor, Austin',
  },
  origin: 'https://shop.example',
};

const SHIPPING: OrderEmail = {
  kind: 'shipping',
  shipmentId: 's1',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  lines: [{ itemId: 'l1', quantity: 1 }],
};

/** Intl writes no-break spaces between amount and symbol: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('order emails', () => {
  it('confirms an order with its lines, totals, addresses, link and contact, in HTML and text', () => {
    const mail = orderEmail({ kind: 'confirmation' }, CONTEXT);
    expect(mail).toMatchObject({
      to: 'jordan@example.com',
      kind: 'order-confirmation',
      eventKey: 'order-confirmation:00012345',
      subject: 'Your Solo Outdoor order 00012345 is confirmed',
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Thank you for your order');
      expect(part).toContain('Hello Jordan,');
      expect(part).toContain('March 14, 2026');
      expect(part).toContain('Ranger Fire Pit');
      expect(part).toContain('$1,398.50');
      expect(part).toContain('$1,563.30');
      expect(part).toContain('Free');
      expect(part).toContain('12 Ember Lane');
      expect(part).toContain('1-800-555-0142');
      expect(part).toContain('https://shop.example/us/account/orders/00012345');
      expect(part).toContain('View your order');
    }
    expect(mail.text).toContain('Ranger Fire Pit  ×2  $1,398.50');
    expect(mail.text).toContain('Order total: $1,563.30');
  });

  it('is accessible: language, title, one h1, h2 sections, header cells, logo alt text', () => {
    const { html } = orderEmail({ kind: 'confirmation' }, CONTEXT);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    expect(html).toContain('<title>Thank you for your order</title>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*>Items<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Shipping address<\/h2>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Quantity<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Ranger Cover<\/th>/);
    expect(html).toMatch(/<img [^>]*alt="Solo Outdoor"/);
    expect(html).not.toMatch(/<img(?![^>]*alt=)/);
  });

  it('ships only the shipped lines with carrier, tracking number and link', () => {
    const mail = orderEmail(SHIPPING, CONTEXT);
    expect(mail.eventKey).toBe('order-shipping:00012345:s1');
    expect(mail.subject).toBe('Your order 00012345 has shipped');
    expect(mail.text).toContain('UPS is delivering these items of your order 00012345.');
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(mail.text).toContain('Ranger Fire Pit  ×1');
    expect(mail.text).not.toContain('Ranger Cover');
    expect(mail.text).not.toContain('Order total');
  });

  it('tells of delivery, cancellation and a refund with its amount', () => {
    const delivery = orderEmail({ kind: 'delivery' }, CONTEXT);
    expect(delivery.subject).toBe('Your order 00012345 has been delivered');
    expect(delivery.eventKey).toBe('order-delivery:00012345');
    const cancel = orderEmail({ kind: 'cancellation' }, CONTEXT);
    expect(cancel.text).toContain('Your order 00012345 was canceled.');
    const refund = orderEmail({ kind: 'refund', refundId: 'r1', amount: 4900 }, CONTEXT);
    expect(refund.eventKey).toBe('order-refund:00012345:r1');
    expect(refund.text).toContain('We refunded $49.00 for your order 00012345');
  });

  it('speaks the shopper’s language and writes amounts as their locale does', () => {
    const de = orderEmail(
      { kind: 'confirmation' },
      { ...CONTEXT, locale: 'de-DE', order: { ...ORDER, currency: 'EUR' } },
    );
    expect(de.subject).toBe('Ihre Solo Outdoor Bestellung 00012345 ist bestätigt');
    expect(de.html).toContain('<html lang="de-DE">');
    expect(plain(de.text)).toContain('1.398,50 €');
    expect(de.text).toContain('14. März 2026');
    expect(de.text).toContain('Lieferadresse');
    const sv = orderEmail(
      { kind: 'refund', refundId: 'r', amount: 123456 },
      { ...CONTEXT, locale: 'sv-SE', order: { ...ORDER, currency: 'SEK' } },
    );
    expect(plain(sv.text)).toContain('Vi har återbetalat 1 234,56 kr');
    const frCa = orderEmail(
      { kind: 'refund', refundId: 'r', amount: 4900 },
      { ...CONTEXT, locale: 'fr-CA', order: { ...ORDER, currency: 'CAD' } },
    );
    expect(plain(frCa.text)).toContain('Nous avons remboursé 49,00 $');
    const zhTw = orderEmail({ kind: 'delivery' }, { ...CONTEXT, locale: 'zh-TW' });
    expect(zhTw.subject).toBe('您的訂單 00012345 已送達');
  });

  it('says when a signed link stops working', () => {
    const expires = new Date('2026-06-12T15:00:00Z');
    const mail = orderEmail(
      { kind: 'delivery' },
      {
        ...CONTEXT,
        link: { kind: 'status', url: 'https://shop.example/eu/order-status?token=x', expires },
      },
    );
    expect(mail.text).toContain(
      "See your order's status: https://shop.example/eu/order-status?token=x",
    );
    expect(mail.text).toContain('This link works until June 12, 2026.');
  });

  it('escapes what the shopper wrote', () => {
    const order = {
      ...ORDER,
      billingAddress: { ...ADDRESS, firstName: '<img src=x onerror=alert(1)>' },
    };
    const { html } = orderEmail({ kind: 'confirmation' }, { ...CONTEXT, order });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('keys each event apart: one email per shipment and per refund', () => {
    expect(orderEmailEventKey('1', { ...SHIPPING, shipmentId: 'a' })).not.toBe(
      orderEmailEventKey('1', { ...SHIPPING, shipmentId: 'b' }),
    );
    expect(orderEmailEventKey('1', { kind: 'confirmation' })).toBe('order-confirmation:1');
  });
});

describe('mail message catalogue', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  /** Words most languages borrow from English. */
  const borrowed = ['logoAlt', 'subtotal', 'free', 'items', 'giftCard.pinLabel'];

  it('has every message in every language, with the source’s placeholders', () => {
    for (const language of MAIL_LANGUAGES) {
      // The file itself, not the catalogue, which fills a missing message from English.
      const file = new URL(`./messages/${language}.json`, import.meta.url);
      const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(en).sort());
      const messages = catalogue(language);
      for (const [id, source] of Object.entries(en)) {
        const text = messages[id as keyof typeof en];
        expect(text, `${language} ${id}`).toBeTruthy();
        expect(placeholders(text), `${language} ${id}`).toEqual(placeholders(source));
        if (language !== 'en' && !borrowed.includes(id))
          expect.soft(text, `${language} ${id} translated`).not.toBe(source);
      }
    }
  });

  it('picks a locale’s file, its language’s, else English', () => {
    expect(catalogueFileFor('zh-TW')).toBe('zh-TW');
    expect(catalogueFileFor('zh-CN')).toBe('zh-CN');
    expect(catalogueFileFor('fr-CA')).toBe('fr');
    expect(catalogueFileFor('nb-NO')).toBe('nb');
    expect(catalogueFileFor('en-IE')).toBe('en');
    expect(catalogueFileFor('xx-YY')).toBe('en');
  });
});
