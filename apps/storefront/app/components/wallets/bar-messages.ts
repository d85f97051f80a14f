/**
 * The express button bar's strings (spec 002 §2), apart from the sheet's so the bar, which every
 * product page, mini cart and cart page loads, carries only these.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const barMessages = defineMessages({
  // Spec 002 §2: the express button area and its toggle.
  expressLabel: {
    id: 'wallets.express.label',
    defaultMessage: 'Express checkout',
    description:
      'Express payment button bar: express label. Spec 002 §2: the express button area and its toggle.',
  },
  showMore: {
    id: 'wallets.express.showMore',
    defaultMessage: 'Show More Payments Options',
    description: 'Express payment button bar: show more.',
  },
  showLess: {
    id: 'wallets.express.showLess',
    defaultMessage: 'Show Less Payments Options',
    description: 'Express payment button bar: show less.',
  },
  payLaterMessage: {
    id: 'wallets.express.payLaterMessage',
    defaultMessage: 'Pay over time with PayPal Pay Later.',
    description: 'Express payment button bar: pay later message.',
  },
  // Spec 002 §4 Amazon Pay: the estimated order amount on its button.
  amazonAmount: {
    id: 'wallets.express.amazonAmount',
    defaultMessage: 'Estimated total {amount}',
    description:
      'Express payment button bar: the estimated order amount shown on the Amazon Pay button; {amount} is a formatted price such as $59.99.',
  },
  // Spec 002 §8: why the buttons are disabled while the cart shows an error.
  blocked: {
    id: 'wallets.express.blocked',
    defaultMessage: 'Resolve the issues in your cart to use express checkout.',
    description:
      'Express payment button bar: blocked. Spec 002 §8: why the buttons are disabled while the cart shows an error.',
  },
});
