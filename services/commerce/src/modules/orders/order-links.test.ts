import { describe, expect, it } from 'vitest';
import { findSite, type Site } from '@solo/sites';
import {
  checkOrderStatusToken,
  ORDER_STATUS_LINK_DAYS,
  orderLink,
  orderStatusToken,
  parseOrderStatusToken,
} from './order-links.ts';

const site = (id: string) => findSite(id) as Site;
const ORDER = { orderNo: '00012345', orderToken: 'secret-of-the-order', email: 'jo+1@example.com' };
const NOW = new Date('2026-03-14T12:00:00Z');
const link = (siteId: string, ownerKind: 'guest' | 'registered', locale?: string) =>
  orderLink({
    site: site(siteId),
    locale: locale ?? site(siteId).l10n.defaultLocale,
    ownerKind,
    order: ORDER,
    origin: 'https://shop.example',
    now: NOW,
  });

describe('order email links', () => {
  it('sends a registered shopper to the order page in the account, on every site', () => {
    expect(link('SoloUS', 'registered')).toEqual({
      kind: 'order',
      url: 'https://shop.example/us/account/orders/00012345',
    });
    expect(link('SoloEU', 'registered', 'de-DE').url).toBe(
      'https://shop.example/eu/de/account/orders/00012345',
    );
  });

  it('sends a guest of the US and Canadian sites to Track an Order, prefilled', () => {
    expect(link('SoloUS', 'guest')).toEqual({
      kind: 'track',
      url: 'https://shop.example/us/track-order?orderNo=00012345&email=jo%2B1%40example.com',
    });
    expect(link('SoloCA', 'guest', 'fr-CA').url).toMatch(
      /^https:\/\/shop\.example\/ca\/fr\/track-order\?orderNo=00012345&/,
    );
  });

  it('gives a guest of the EU and Australian sites a signed link that expires', () => {
    for (const siteId of ['SoloEU', 'SoloAUS']) {
      const l = link(siteId, 'guest');
      expect(l.kind).toBe('status');
      expect(l.expires).toEqual(new Date(NOW.getTime() + ORDER_STATUS_LINK_DAYS * 86_400_000));
      const token = new URL(l.url).searchParams.get('token')!;
      expect(new URL(l.url).pathname).toMatch(/\/order-status$/);
      const parsed = parseOrderStatusToken(token)!;
      expect(checkOrderStatusToken(parsed, ORDER.orderToken, NOW)).toBe('valid');
      expect(l.url).not.toContain(ORDER.orderToken);
      expect(l.url).not.toContain('example.com');
    }
  });
});

describe('order-status tokens', () => {
  const expires = new Date('2026-06-01T00:00:00Z');
  const token = orderStatusToken(ORDER, expires);
  const parsed = parseOrderStatusToken(token)!;

  it('holds until it expires', () => {
    expect(parsed).toMatchObject({ orderNo: '00012345', expires });
    expect(checkOrderStatusToken(parsed, ORDER.orderToken, NOW)).toBe('valid');
    expect(checkOrderStatusToken(parsed, ORDER.orderToken, expires)).toBe('expired');
  });

  it('refuses a link changed to another order or a later expiry, or signed with another secret', () => {
    const [, seconds, mac] = token.split('.');
    const otherOrder = parseOrderStatusToken(`00012346.${seconds}.${mac}`)!;
    expect(checkOrderStatusToken(otherOrder, ORDER.orderToken, NOW)).toBe('forged');
    const later = parseOrderStatusToken(`00012345.${Number(seconds) + 86_400}.${mac}`)!;
    expect(checkOrderStatusToken(later, ORDER.orderToken, NOW)).toBe('forged');
    expect(checkOrderStatusToken(parsed, 'another-secret', NOW)).toBe('forged');
    // A forged link past its date is still forged: the expiry says nothing without the signature.
    expect(checkOrderStatusToken(later, ORDER.orderToken, new Date('2030-01-01'))).toBe('forged');
  });

  it('parses nothing but its own shape', () => {
    for (const bad of [
      '',
      'abc',
      `${token}x`,
      token.replace('.', '..'),
      `x${token}`,
      "1.2.' or 1=1",
    ])
      expect(parseOrderStatusToken(bad), bad).toBeNull();
  });
});
