import { describe, expect, it } from 'vitest';
import { offersMobileWallet, supportsMobileWallet } from './mobile-wallet.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

describe('mobile wallet browser support (spec 002 §2)', () => {
  it('supports phone and tablet browsers', () => {
    expect(supportsMobileWallet({ userAgent: IPHONE })).toBe(true);
    expect(supportsMobileWallet({ userAgent: ANDROID, userAgentData: { mobile: true } })).toBe(
      true,
    );
    // Client hints say mobile even where the agent string is reduced.
    expect(
      supportsMobileWallet({ userAgent: DESKTOP_CHROME, userAgentData: { mobile: true } }),
    ).toBe(true);
  });

  it('does not support desktop browsers', () => {
    expect(
      supportsMobileWallet({ userAgent: DESKTOP_CHROME, userAgentData: { mobile: false } }),
    ).toBe(false);
    expect(
      supportsMobileWallet({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' }),
    ).toBe(false);
  });
});

describe('offersMobileWallet', () => {
  const desktop = {
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  };
  it("with the sandbox, a phone's browser only", () => {
    expect(offersMobileWallet(desktop, 'sandbox')).toBe(false);
    expect(offersMobileWallet(desktop)).toBe(false);
    expect(offersMobileWallet({ ...desktop, userAgentData: { mobile: true } }, 'sandbox')).toBe(
      true,
    );
  });
  it("with Braintree, any browser: Venmo's component decides in its sheet", () => {
    expect(offersMobileWallet(desktop, 'braintree')).toBe(true);
  });
});
