/**
 * Every visible string of the order pages: the order confirmation, the account's Orders and
 * order detail, and Track an Order (spec 000 §2; spec 001 §3, §9; spec 002 §3, §9). The order
 * summary reuses the cart's lines (components/cart/messages.ts), passwords the account's fields.
 */
export const m = {
  // The order view.
  orderNumber: { id: 'orders.view.orderNumber', defaultMessage: 'Order Number' },
  placedOn: { id: 'orders.view.placedOn', defaultMessage: 'Placed on {date}' },
  status: { id: 'orders.view.status', defaultMessage: 'Status' },
  items: { id: 'orders.view.items', defaultMessage: 'Items' },
  quantity: { id: 'orders.view.quantity', defaultMessage: 'Quantity: {quantity}' },
  orderSummary: { id: 'orders.view.summary', defaultMessage: 'Order Summary' },
  orderTotal: { id: 'orders.view.total', defaultMessage: 'Order Total' },
  giftCards: { id: 'orders.view.giftCards', defaultMessage: 'Gift Cards' },
  shippingAddress: { id: 'orders.view.shippingAddress', defaultMessage: 'Shipping Address' },
  shippingMethod: { id: 'orders.view.shippingMethod', defaultMessage: 'Shipping Method' },
  billingAddress: { id: 'orders.view.billingAddress', defaultMessage: 'Billing Address' },
  payment: { id: 'orders.view.payment', defaultMessage: 'Payment' },
  // Spec 001 §3 order status colour map keys, each with a text label.
  statusProcessing: { id: 'orders.status.processing', defaultMessage: 'Processing' },
  statusReturned: { id: 'orders.status.returned', defaultMessage: 'Returned' },
  statusShipped: { id: 'orders.status.shipped', defaultMessage: 'Shipped' },
  statusOrdered: { id: 'orders.status.ordered', defaultMessage: 'Ordered' },
  statusDelivered: { id: 'orders.status.delivered', defaultMessage: 'Delivered' },
  statusCanceled: { id: 'orders.status.canceled', defaultMessage: 'Canceled' },
  statusFulfilled: { id: 'orders.status.fulfilled', defaultMessage: 'Fulfilled' },
  statusDefault: { id: 'orders.status.default', defaultMessage: 'In progress' },
  // The confirmation page.
  confirmationTitle: { id: 'orders.confirmation.title', defaultMessage: 'Order Confirmation' },
  thankYou: {
    id: 'orders.confirmation.thankYou',
    defaultMessage: 'Thank you for your order! Your order number is {orderNo}.',
  },
  confirmationEmail: {
    id: 'orders.confirmation.email',
    defaultMessage: 'Order details for {email}. Keep your order number to track your order.',
  },
  createAccountTitle: { id: 'orders.createAccount.title', defaultMessage: 'Create an account' },
  createAccountIntro: {
    id: 'orders.createAccount.intro',
    defaultMessage:
      'Choose a password to create an account with {email} and follow your next orders there.',
  },
  createAccountSubmit: { id: 'orders.createAccount.submit', defaultMessage: 'Create Account' },
  // Account Orders (spec 001 §9 ranges).
  historyTitle: { id: 'orders.history.title', defaultMessage: 'Orders' },
  rangeLabel: { id: 'orders.history.range', defaultMessage: 'Orders placed in' },
  rangeApply: { id: 'orders.history.apply', defaultMessage: 'Show' },
  last30Days: { id: 'orders.history.last30Days', defaultMessage: 'Last thirty days' },
  last6Months: { id: 'orders.history.last6Months', defaultMessage: 'Last six months' },
  last12Months: { id: 'orders.history.last12Months', defaultMessage: 'Last twelve months' },
  last2Years: { id: 'orders.history.last2Years', defaultMessage: 'All last two years' },
  historyEmpty: {
    id: 'orders.history.empty',
    defaultMessage: 'You have no orders in this period.',
  },
  historyList: { id: 'orders.history.list', defaultMessage: 'Your orders' },
  orderLink: { id: 'orders.history.orderLink', defaultMessage: 'Order {orderNo}' },
  itemCount: {
    id: 'orders.history.itemCount',
    defaultMessage: '{n, plural, one {# item} other {# items}}',
  },
  viewDetails: { id: 'orders.history.viewDetails', defaultMessage: 'View details' },
  pagination: { id: 'orders.history.pagination', defaultMessage: 'Order pages' },
  previous: { id: 'orders.history.previous', defaultMessage: 'Previous' },
  next: { id: 'orders.history.next', defaultMessage: 'Next' },
  pageOf: { id: 'orders.history.pageOf', defaultMessage: 'Page {page} of {pages}' },
  detailTitle: { id: 'orders.detail.title', defaultMessage: 'Order {orderNo}' },
  backToOrders: { id: 'orders.detail.back', defaultMessage: 'Back to orders' },
  // Track an Order (spec 000 §2).
  trackTitle: { id: 'orders.track.title', defaultMessage: 'Track an Order' },
  trackIntro: {
    id: 'orders.track.intro',
    defaultMessage: 'Enter your order number and the email address you placed the order with.',
  },
  trackOrderNo: { id: 'orders.track.orderNo', defaultMessage: 'Order Number' },
  trackEmail: { id: 'orders.track.email', defaultMessage: 'Email' },
  trackSubmit: { id: 'orders.track.submit', defaultMessage: 'Track Order' },
  orderNoRequired: {
    id: 'orders.track.orderNoRequired',
    defaultMessage: 'Please enter your order number.',
  },
  // Spec 000 §5 email messages.
  emailRequired: {
    id: 'orders.track.emailRequired',
    defaultMessage: 'Please enter your email address.',
  },
  emailInvalid: {
    id: 'orders.track.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
  },
  notFound: {
    id: 'orders.track.notFound',
    defaultMessage:
      'We could not find an order with this order number and email address. Please check both and try again.',
  },
} as const;

export type OrdersMessageKey = keyof typeof m;
