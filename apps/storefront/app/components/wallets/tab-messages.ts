/**
 * The checkout wallet tabs' labels (spec 002 §2), apart from the panels' strings, which load with
 * the panel when its tab is opened.
 */
export const tabMessages = {
  tabPaypal: { id: 'wallets.tab.paypal', defaultMessage: 'PayPal' },
  tabSrc: { id: 'wallets.tab.src', defaultMessage: 'Stored Card Scheme' },
  tabMobile: { id: 'wallets.tab.mobile', defaultMessage: 'Mobile Wallet' },
} as const;
