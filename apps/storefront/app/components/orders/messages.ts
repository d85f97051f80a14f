/**
 * Every visible string of the order pages: the order confirmation, the account's Orders and
 * order detail, and Track an Order (spec 000 §2; spec 001 §3, §9; spec 002 §3, §9). The order
 * summary reuses the cart's lines (components/cart/messages.ts), passwords the account's fields.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  // The order view.
  orderNumber: {
    id: 'orders.view.orderNumber',
    defaultMessage: 'Order Number',
    description: 'Order history and order pages: order number. The order view.',
  },
  placedOn: {
    id: 'orders.view.placedOn',
    defaultMessage: 'Placed on {date}',
    description: 'Order history and order pages: placed on. Placeholders: {date}.',
  },
  status: {
    id: 'orders.view.status',
    defaultMessage: 'Status',
    description: 'Order history and order pages: status.',
  },
  items: {
    id: 'orders.view.items',
    defaultMessage: 'Items',
    description: 'Order history and order pages: items.',
  },
  quantity: {
    id: 'orders.view.quantity',
    defaultMessage: 'Quantity: {quantity}',
    description: 'Order history and order pages: quantity. Placeholders: {quantity}.',
  },
  shipments: {
    id: 'orders.view.shipments',
    defaultMessage: 'Shipments',
    description: 'Order pages: heading of the parcels sent so far. The order view.',
  },
  shippedWith: {
    id: 'orders.view.shippedWith',
    defaultMessage: 'Shipped with {carrier} on {date}',
    description:
      'Order pages: one parcel. Placeholders: {carrier} (carrier name, e.g. UPS), {date} (long date).',
  },
  trackPackage: {
    id: 'orders.view.trackPackage',
    defaultMessage: 'Track package {trackingNumber}',
    description:
      "Order pages: link to the carrier's tracking page of a parcel. Placeholders: {trackingNumber}.",
  },
  refundedOn: {
    id: 'orders.view.refundedOn',
    defaultMessage: 'Refunded on {date}',
    description:
      'Order pages: order summary row of money given back, the amount beside it. Placeholders: {date} (long date).',
  },
  orderSummary: {
    id: 'orders.view.summary',
    defaultMessage: 'Order Summary',
    description: 'Order history and order pages: order summary.',
  },
  orderTotal: {
    id: 'orders.view.total',
    defaultMessage: 'Order Total',
    description: 'Order history and order pages: order total.',
  },
  giftCards: {
    id: 'orders.view.giftCards',
    defaultMessage: 'Gift Cards',
    description: 'Order history and order pages: gift cards.',
  },
  shippingAddress: {
    id: 'orders.view.shippingAddress',
    defaultMessage: 'Shipping Address',
    description: 'Order history and order pages: shipping address.',
  },
  shippingMethod: {
    id: 'orders.view.shippingMethod',
    defaultMessage: 'Shipping Method',
    description: 'Order history and order pages: shipping method.',
  },
  billingAddress: {
    id: 'orders.view.billingAddress',
    defaultMessage: 'Billing Address',
    description: 'Order history and order pages: billing address.',
  },
  payment: {
    id: 'orders.view.payment',
    defaultMessage: 'Payment',
    description: 'Order history and order pages: payment.',
  },
  giftCardPayment: {
    id: 'orders.view.giftCardPayment',
    defaultMessage: 'Gift card ••••{lastFour}',
    description:
      'Order pages: a gift card that paid part of the order, by the last four characters of its number. Placeholders: {lastFour}.',
  },
  chargedTo: {
    id: 'orders.view.chargedTo',
    defaultMessage: 'Charged to {payment}',
    description:
      'Order pages: the amount charged to the card or wallet besides the gift cards. Placeholders: {payment} (such as "Visa ************1111").',
  },
  // Spec 001 §3 order status colour map keys, each with a text label.
  statusProcessing: {
    id: 'orders.status.processing',
    defaultMessage: 'Processing',
    description:
      'Order history and order pages: status processing. Spec 001 §3 order status colour map keys, each with a text label.',
  },
  statusReturned: {
    id: 'orders.status.returned',
    defaultMessage: 'Returned',
    description: 'Order history and order pages: status returned.',
  },
  statusShipped: {
    id: 'orders.status.shipped',
    defaultMessage: 'Shipped',
    description: 'Order history and order pages: status shipped.',
  },
  statusOrdered: {
    id: 'orders.status.ordered',
    defaultMessage: 'Ordered',
    description: 'Order history and order pages: status ordered.',
  },
  statusDelivered: {
    id: 'orders.status.delivered',
    defaultMessage: 'Delivered',
    description: 'Order history and order pages: status delivered.',
  },
  statusCanceled: {
    id: 'orders.status.canceled',
    defaultMessage: 'Canceled',
    description: 'Order history and order pages: status canceled.',
  },
  statusFulfilled: {
    id: 'orders.status.fulfilled',
    defaultMessage: 'Fulfilled',
    description: 'Order history and order pages: status fulfilled.',
  },
  statusDefault: {
    id: 'orders.status.default',
    defaultMessage: 'In progress',
    description: 'Order history and order pages: status default.',
  },
  // The confirmation page.
  confirmationTitle: {
    id: 'orders.confirmation.title',
    defaultMessage: 'Order Confirmation',
    description: 'Order history and order pages: confirmation title. The confirmation page.',
  },
  thankYou: {
    id: 'orders.confirmation.thankYou',
    defaultMessage: 'Thank you for your order! Your order number is {orderNo}.',
    description: 'Order history and order pages: thank you. Placeholders: {orderNo}.',
  },
  confirmationEmail: {
    id: 'orders.confirmation.email',
    defaultMessage: 'Order details for {email}. Keep your order number to track your order.',
    description: 'Order history and order pages: confirmation email. Placeholders: {email}.',
  },
  createAccountTitle: {
    id: 'orders.createAccount.title',
    defaultMessage: 'Create an account',
    description: 'Order history and order pages: create account title.',
  },
  createAccountIntro: {
    id: 'orders.createAccount.intro',
    defaultMessage:
      'Choose a password to create an account with {email} and follow your next orders there.',
    description: 'Order history and order pages: create account intro. Placeholders: {email}.',
  },
  createAccountSubmit: {
    id: 'orders.createAccount.submit',
    defaultMessage: 'Create Account',
    description: 'Order history and order pages: create account submit.',
  },
  // Account Orders (spec 001 §9 ranges).
  historyTitle: {
    id: 'orders.history.title',
    defaultMessage: 'Orders',
    description:
      'Order history and order pages: history title. Account Orders (spec 001 §9 ranges).',
  },
  rangeLabel: {
    id: 'orders.history.range',
    defaultMessage: 'Orders placed in',
    description: 'Order history and order pages: range label.',
  },
  rangeApply: {
    id: 'orders.history.apply',
    defaultMessage: 'Show',
    description: 'Order history and order pages: range apply.',
  },
  last30Days: {
    id: 'orders.history.last30Days',
    defaultMessage: 'Last thirty days',
    description: 'Order history and order pages: last30 days.',
  },
  last6Months: {
    id: 'orders.history.last6Months',
    defaultMessage: 'Last six months',
    description: 'Order history and order pages: last6 months.',
  },
  last12Months: {
    id: 'orders.history.last12Months',
    defaultMessage: 'Last twelve months',
    description: 'Order history and order pages: last12 months.',
  },
  last2Years: {
    id: 'orders.history.last2Years',
    defaultMessage: 'All last two years',
    description: 'Order history and order pages: last2 years.',
  },
  historyEmpty: {
    id: 'orders.history.empty',
    defaultMessage: 'You have no orders in this period.',
    description: 'Order history and order pages: history empty.',
  },
  historyList: {
    id: 'orders.history.list',
    defaultMessage: 'Your orders',
    description: 'Order history and order pages: history list.',
  },
  orderLink: {
    id: 'orders.history.orderLink',
    defaultMessage: 'Order {orderNo}',
    description: 'Order history and order pages: order link. Placeholders: {orderNo}.',
  },
  itemCount: {
    id: 'orders.history.itemCount',
    defaultMessage: '{n, plural, one {# item} other {# items}}',
    description: 'Order history and order pages: item count. Placeholders: {n}.',
  },
  viewDetails: {
    id: 'orders.history.viewDetails',
    defaultMessage: 'View details',
    description: 'Order history and order pages: view details.',
  },
  pagination: {
    id: 'orders.history.pagination',
    defaultMessage: 'Order pages',
    description: 'Order history and order pages: pagination.',
  },
  previous: {
    id: 'orders.history.previous',
    defaultMessage: 'Previous',
    description: 'Order history and order pages: previous.',
  },
  next: {
    id: 'orders.history.next',
    defaultMessage: 'Next',
    description: 'Order history and order pages: next.',
  },
  pageOf: {
    id: 'orders.history.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Order history and order pages: page of. Placeholders: {page}, {pages}.',
  },
  detailTitle: {
    id: 'orders.detail.title',
    defaultMessage: 'Order {orderNo}',
    description: 'Order history and order pages: detail title. Placeholders: {orderNo}.',
  },
  backToOrders: {
    id: 'orders.detail.back',
    defaultMessage: 'Back to orders',
    description: 'Order history and order pages: back to orders.',
  },
  // The order-status page of an order email's signed link.
  statusLinkTitle: {
    id: 'orders.statusLink.title',
    defaultMessage: 'Order Status',
    description: 'Order status page (the signed link of an order email): title.',
  },
  statusLinkExpires: {
    id: 'orders.statusLink.expires',
    defaultMessage: 'This link works until {date}.',
    description: 'Order status page: when the signed link stops working. Placeholders: {date}.',
  },
  statusLinkInvalid: {
    id: 'orders.statusLink.invalid',
    defaultMessage:
      'This order status link is not valid. Please open the link in your latest email from us.',
    description: 'Order status page: the link is forged, damaged or for another site.',
  },
  statusLinkExpired: {
    id: 'orders.statusLink.expired',
    defaultMessage:
      'This order status link has expired. Please contact us for the status of your order.',
    description: 'Order status page: the link is past its date.',
  },
  // Track an Order (spec 000 §2).
  trackTitle: {
    id: 'orders.track.title',
    defaultMessage: 'Track an Order',
    description: 'Order history and order pages: track title. Track an Order (spec 000 §2).',
  },
  trackIntro: {
    id: 'orders.track.intro',
    defaultMessage: 'Enter your order number and the email address you placed the order with.',
    description: 'Order history and order pages: track intro.',
  },
  trackOrderNo: {
    id: 'orders.track.orderNo',
    defaultMessage: 'Order Number',
    description: 'Order history and order pages: track order no.',
  },
  trackEmail: {
    id: 'orders.track.email',
    defaultMessage: 'Email',
    description: 'Order history and order pages: track email.',
  },
  trackSubmit: {
    id: 'orders.track.submit',
    defaultMessage: 'Track Order',
    description: 'Order history and order pages: track submit.',
  },
  orderNoRequired: {
    id: 'orders.track.orderNoRequired',
    defaultMessage: 'Please enter your order number.',
    description: 'Order history and order pages: order no required.',
  },
  // Spec 000 §5 email messages.
  emailRequired: {
    id: 'orders.track.emailRequired',
    defaultMessage: 'Please enter your email address.',
    description: 'Order history and order pages: email required. Spec 000 §5 email messages.',
  },
  emailInvalid: {
    id: 'orders.track.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Order history and order pages: email invalid.',
  },
  notFound: {
    id: 'orders.track.notFound',
    defaultMessage:
      'We could not find an order with this order number and email address. Please check both and try again.',
    description: 'Order history and order pages: not found.',
  },
});

export type OrdersMessageKey = keyof typeof m;
