/**
 * Spec 002 §2: the mobile-wallet tab is hidden at checkout when the browser does not support the
 * mobile wallet, and the account page shows that as an error. The mobile wallet approves in its
 * app on the shopper's phone, so it supports browsers on phones and tablets, not desktop ones
 * (docs/decisions.md "Mobile wallet browser support").
 */
export interface BrowserIdentity {
  userAgent: string;
  /** User-Agent Client Hints, where the browser has them. */
  userAgentData?: { mobile?: boolean };
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobi/i;

export function supportsMobileWallet(browser: BrowserIdentity): boolean {
  return browser.userAgentData?.mobile === true || MOBILE_AGENT.test(browser.userAgent);
}

/**
 * Whether the store offers the mobile wallet in this browser before loading anything. The
 * sandbox's mobile wallet approves in the phone's app, so phones and tablets only. With Braintree
 * the mobile wallet is Venmo, whose component also pays from a desktop browser (Venmo's web
 * login): any browser is offered it, and the component says when it cannot run in this one
 * (docs/decisions/braintree-wallets.md "Venmo").
 */
export const offersMobileWallet = (browser: BrowserIdentity, gateway?: string): boolean =>
  gateway === 'braintree' || supportsMobileWallet(browser);
