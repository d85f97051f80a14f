/** Every visible string of Klarna: the product page's offer and the checkout tab (issue 22). */
import { defineMessages } from '../../i18n/define-messages.ts';

export const klarnaMessages = defineMessages({
  offer: {
    id: 'klarna.offer',
    defaultMessage: 'Or 3 interest-free payments of {amount} with Klarna.',
    description:
      'Product page, under the price on the EU and Australian sites. Placeholders: {amount}: one payment, formatted money.',
  },
  learnMore: {
    id: 'klarna.learnMore',
    defaultMessage: 'Learn more about Klarna',
    description: 'Product page: link from the Klarna offer to the page explaining Klarna.',
  },
  planLegend: {
    id: 'klarna.plan.legend',
    defaultMessage: 'How would you like to pay with Klarna?',
    description: 'Checkout Klarna tab: legend of the plan choice.',
  },
  payIn3: {
    id: 'klarna.plan.payIn3',
    defaultMessage: 'Pay in 3 interest-free payments',
    description: 'Checkout Klarna tab: plan, the first payment today, then two more 30 days apart.',
  },
  payLater: {
    id: 'klarna.plan.payLater',
    defaultMessage: 'Pay in 30 days',
    description: 'Checkout Klarna tab: plan, the whole amount 30 days after the order.',
  },
  schedule: {
    id: 'klarna.schedule.heading',
    defaultMessage: 'Your payments to Klarna',
    description: 'Checkout Klarna tab and order pages: heading of the payment schedule.',
  },
  dueToday: {
    id: 'klarna.schedule.today',
    defaultMessage: '{amount} today',
    description: 'Klarna payment schedule: a payment taken with the order. Placeholders: {amount}.',
  },
  dueOn: {
    id: 'klarna.schedule.due',
    defaultMessage: '{amount} on {date}',
    description:
      'Klarna payment schedule: a later payment. Placeholders: {amount}, {date}: the due day.',
  },
  outOfRange: {
    id: 'klarna.outOfRange',
    defaultMessage: 'Klarna is available for orders from {min} to {max}.',
    description:
      'Checkout Klarna tab: the order total is outside the amounts Klarna finances. Placeholders: {min}, {max}: formatted money.',
  },
});
