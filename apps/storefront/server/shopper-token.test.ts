import { describe, expect, it } from 'vitest';
import { browserShopperToken } from './shopper-token.ts';

const TOKENIZE = 'http://store.test/mobify/proxy/api/custom/payments/v1/organizations/o/tokenize';

describe('browserShopperToken', () => {
  it("adds the named site's access token cookie to a payments call", () => {
    const headers = new Headers({ cookie: 'cc-at_SoloCA=ca.tok; cc-at_SoloUS=us.tok' });
    expect(browserShopperToken(`${TOKENIZE}?siteId=SoloUS`, headers)).toBe('Bearer us.tok');
    expect(
      browserShopperToken(
        'http://store.test/mobify/proxy/api/custom/payments/v1/organizations/o/wallet-contexts/w1/approve?siteId=SoloCA',
        headers,
      ),
    ).toBe('Bearer ca.tok');
  });

  it("adds it to the etching modal's group inquiry, and to no other email action", () => {
    const headers = new Headers({ cookie: 'cc-at_SoloUS=us.tok' });
    const email = 'http://store.test/mobify/proxy/api/custom/email/v1/organizations/o';
    expect(browserShopperToken(`${email}/send-gac-email?siteId=SoloUS`, headers)).toBe(
      'Bearer us.tok',
    );
    expect(browserShopperToken(`${email}/outbox?siteId=SoloUS`, headers)).toBeUndefined();
  });

  it("adds it to the notify-me modal's subscribe, and not to the unsubscribe link's call", () => {
    const headers = new Headers({ cookie: 'cc-at_SoloUS=us.tok' });
    const notify = 'http://store.test/mobify/proxy/api/custom/notify-me/v1/organizations/o';
    expect(browserShopperToken(`${notify}/subscribe?siteId=SoloUS`, headers)).toBe('Bearer us.tok');
    expect(browserShopperToken(`${notify}/unsubscribe?siteId=SoloUS`, headers)).toBeUndefined();
  });

  it('adds nothing without a site, a session, on other APIs, or over a token sent along', () => {
    const cookie = new Headers({ cookie: 'cc-at_SoloUS=us.tok' });
    expect(browserShopperToken(TOKENIZE, cookie)).toBeUndefined();
    expect(browserShopperToken(`${TOKENIZE}?siteId=SoloUS`, new Headers())).toBeUndefined();
    expect(browserShopperToken(`${TOKENIZE}?siteId=bad%20site`, cookie)).toBeUndefined();
    expect(
      browserShopperToken(
        'http://store.test/mobify/proxy/api/custom/order/v1/organizations/o/lookup?siteId=SoloUS',
        cookie,
      ),
    ).toBeUndefined();
    const own = new Headers({ cookie: 'cc-at_SoloUS=us.tok', authorization: 'Bearer mine' });
    expect(browserShopperToken(`${TOKENIZE}?siteId=SoloUS`, own)).toBeUndefined();
  });
});
