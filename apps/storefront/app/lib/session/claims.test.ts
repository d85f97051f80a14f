import { describe, expect, it } from 'vitest';
import {
  claimsFromPayload,
  claimsOfIssuedToken,
  isFresh,
  REFRESH_MARGIN_SECONDS,
} from './claims.ts';

const sub = 'cc-slas::f_ecom_solo_001::scid:storefront::usid:u-1';

describe('access token claims', () => {
  it('reads a guest token', () => {
    expect(
      claimsFromPayload({
        sub,
        isb: 'uido:slas::upn:Guest::uidn:Guest User::gcid:g-1::chid:SoloUS',
        exp: 100,
      }),
    ).toEqual({ customerId: 'g-1', isRegistered: false, usid: 'u-1', siteId: 'SoloUS', exp: 100 });
  });

  it('reads a registered token: the registered customer id and login', () => {
    expect(
      claimsFromPayload({
        sub,
        isb: 'uido:ecom::upn:jo@example.com::uidn:Jo Lee::gcid:g-1::rcid:c-9::chid:SoloEU',
        exp: 100,
      }),
    ).toEqual({
      customerId: 'c-9',
      isRegistered: true,
      usid: 'u-1',
      siteId: 'SoloEU',
      login: 'jo@example.com',
      exp: 100,
    });
  });

  it('refuses anything else', () => {
    expect(claimsFromPayload({ sub, exp: 1 })).toBeNull();
    expect(claimsFromPayload({ sub: 'x', isb: 'gcid:g::chid:S', exp: 1 })).toBeNull();
    expect(claimsOfIssuedToken('not-a-jwt')).toBeNull();
    expect(claimsOfIssuedToken('a.%%%.c')).toBeNull();
  });

  it('renews a token a minute before it expires', () => {
    expect(REFRESH_MARGIN_SECONDS).toBe(60);
    expect(isFresh(1000, 1000 - 61)).toBe(true);
    expect(isFresh(1000, 1000 - 60)).toBe(false);
    expect(isFresh(1000, 2000)).toBe(false);
  });
});
