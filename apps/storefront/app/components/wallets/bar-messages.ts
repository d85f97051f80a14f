/**
 * The express button bar's strings (spec 002 §2), apart from the sheet's so the bar, which every
 * product page, mini cart and cart page loads, carries only these.
 */
export const barMessages = {
  // Spec 002 §2: the express button area and its toggle.
  expressLabel: { id: 'wallets.express.label', defaultMessage: 'Express checkout' },
  showMore: { id: 'wallets.express.showMore', defaultMessage: 'Show More Payments Options' },
  showLess: { id: 'wallets.express.showLess', defaultMessage: 'Show Less Payments Options' },
  payLaterMessage: {
    id: 'wallets.express.payLaterMessage',
    defaultMessage: 'Pay over time with PayPal Pay Later.',
  },
  // Spec 002 §8: why the buttons are disabled while the cart shows an error.
  blocked: {
    id: 'wallets.express.blocked',
    defaultMessage: 'Resolve the issues in your cart to use express checkout.',
  },
} as const;
