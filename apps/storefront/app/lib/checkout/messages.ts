/**
 * Every visible string of the checkout page (spec 002 §2, §5, §8), as react-intl descriptors
 * carrying only their ids: the texts, en-US included, live in components/checkout/translations.ts,
 * which never reaches the browser. Here in lib because the checkout rules answer with these keys.
 * The order summary's lines are the cart's (components/cart/messages.ts).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout', description: 'Checkout page: title.' },
  backToCart: {
    id: 'checkout.backToCart',
    defaultMessage: 'Back to cart',
    description: 'Checkout page: back to cart.',
  },
  contactHeading: {
    id: 'checkout.contactHeading',
    defaultMessage: 'Contact Info',
    description: 'Checkout page: contact heading.',
  },
  email: { id: 'checkout.email', defaultMessage: 'Email', description: 'Checkout page: email.' },
  emailHint: {
    id: 'checkout.emailHint',
    defaultMessage: 'We send the order confirmation to this address.',
    description: 'Checkout page: email hint.',
  },
  continueAsGuest: {
    id: 'checkout.continueAsGuest',
    defaultMessage: 'Continue as Guest',
    description: 'Checkout page: continue as guest.',
  },
  haveAccount: {
    id: 'checkout.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Checkout page: have account.',
  },
  signIn: {
    id: 'checkout.signIn',
    defaultMessage: 'Sign in to check out faster',
    description: 'Checkout page: sign in.',
  },
  signedInAs: {
    id: 'checkout.signedInAs',
    defaultMessage: 'Signed in as {email}',
    description: 'Checkout page: signed in as. Placeholders: {email}.',
  },
  shippingHeading: {
    id: 'checkout.shippingHeading',
    defaultMessage: 'Shipping Address',
    description: 'Checkout page: shipping heading.',
  },
  savedAddresses: {
    id: 'checkout.savedAddresses',
    defaultMessage: 'Your saved addresses',
    description: 'Checkout page: saved addresses.',
  },
  useAddress: {
    id: 'checkout.useAddress',
    defaultMessage: 'Ship to {name}',
    description: 'Checkout page: use address. Placeholders: {name}.',
  },
  newAddress: {
    id: 'checkout.newAddress',
    defaultMessage: 'Or enter an address',
    description: 'Checkout page: new address.',
  },
  firstName: {
    id: 'checkout.firstName',
    defaultMessage: 'First Name',
    description: 'Checkout page: first name.',
  },
  lastName: {
    id: 'checkout.lastName',
    defaultMessage: 'Last Name',
    description: 'Checkout page: last name.',
  },
  address1: {
    id: 'checkout.address1',
    defaultMessage: 'Address',
    description: 'Checkout page: address1.',
  },
  address2: {
    id: 'checkout.address2',
    defaultMessage: 'Apartment, suite, etc. (optional)',
    description: 'Checkout page: address2.',
  },
  city: { id: 'checkout.city', defaultMessage: 'City', description: 'Checkout page: city.' },
  stateCode: {
    id: 'checkout.stateCode',
    defaultMessage: 'State / Province',
    description: 'Checkout page: state code.',
  },
  postalCode: {
    id: 'checkout.postalCode',
    defaultMessage: 'Postal Code',
    description: 'Checkout page: postal code.',
  },
  countryCode: {
    id: 'checkout.countryCode',
    defaultMessage: 'Country',
    description: 'Checkout page: country code.',
  },
  chooseCountry: {
    id: 'checkout.chooseCountry',
    defaultMessage: 'Choose a country',
    description: 'Checkout page: choose country.',
  },
  phone: { id: 'checkout.phone', defaultMessage: 'Phone', description: 'Checkout page: phone.' },
  phoneOptional: {
    id: 'checkout.phoneOptional',
    defaultMessage: 'Phone (optional)',
    description: 'Checkout page: phone optional.',
  },
  phoneHint: {
    id: 'checkout.phoneHint',
    defaultMessage: 'For example (206) 555-0134.',
    description: 'Checkout page: phone hint.',
  },
  continueToShippingMethod: {
    id: 'checkout.continueToShippingMethod',
    defaultMessage: 'Continue to Shipping Method',
    description: 'Checkout page: continue to shipping method.',
  },
  methodHeading: {
    id: 'checkout.methodHeading',
    defaultMessage: 'Shipping Method',
    description: 'Checkout page: method heading.',
  },
  methodArrival: {
    id: 'checkout.methodArrival',
    defaultMessage: 'Arrives in {time}',
    description: 'Checkout page: method arrival. Placeholders: {time}.',
  },
  methodFree: {
    id: 'checkout.methodFree',
    defaultMessage: 'Free',
    description: 'Checkout page: method free.',
  },
  continueToPayment: {
    id: 'checkout.continueToPayment',
    defaultMessage: 'Continue to Payment',
    description: 'Checkout page: continue to payment.',
  },
  methodNeedsAddress: {
    id: 'checkout.methodNeedsAddress',
    defaultMessage: 'Enter a shipping address to see the shipping methods.',
    description: 'Checkout page: method needs address.',
  },
  paymentHeading: {
    id: 'checkout.paymentHeading',
    defaultMessage: 'Payment',
    description: 'Checkout page: payment heading.',
  },
  paymentNeedsShipping: {
    id: 'checkout.paymentNeedsShipping',
    defaultMessage: 'Enter your contact info and shipping address first.',
    description: 'Checkout page: payment needs shipping.',
  },
  paymentMethods: {
    id: 'checkout.paymentMethods',
    defaultMessage: 'Payment methods',
    description: 'Checkout page: payment methods.',
  },
  tabCard: {
    id: 'checkout.tabCard',
    defaultMessage: 'Credit Card',
    description: 'Checkout page: tab card.',
  },
  savedCards: {
    id: 'checkout.savedCards',
    defaultMessage: 'Your saved cards',
    description: 'Checkout page: saved cards.',
  },
  savedCard: {
    id: 'checkout.savedCard',
    defaultMessage: '{cardType} {maskedNumber}, expires {month}/{year}',
    description:
      'Checkout page: saved card. Placeholders: {cardType}, {maskedNumber}, {month}, {year}.',
  },
  useNewCard: {
    id: 'checkout.useNewCard',
    defaultMessage: 'Use a new card',
    description: 'Checkout page: use new card.',
  },
  cardOwner: {
    id: 'checkout.cardOwner',
    defaultMessage: 'Name on Card',
    description: 'Checkout page: card owner.',
  },
  cardNumber: {
    id: 'checkout.cardNumber',
    defaultMessage: 'Card Number',
    description: 'Checkout page: card number.',
  },
  cardExpiry: {
    id: 'checkout.cardExpiry',
    defaultMessage: 'Expiration Date (MM/YY)',
    description: 'Checkout page: card expiry.',
  },
  cardCvv: {
    id: 'checkout.cardCvv',
    defaultMessage: 'Security Code',
    description: 'Checkout page: card cvv.',
  },
  saveCard: {
    id: 'checkout.saveCard',
    defaultMessage: 'Save this card to my account',
    description: 'Checkout page: save card.',
  },
  cardNeedsScript: {
    id: 'checkout.cardNeedsScript',
    defaultMessage:
      'Card details are sent straight to our payment provider, which needs JavaScript. Turn on JavaScript to pay with a new card.',
    description: 'Checkout page: card needs script.',
  },
  cardFieldsUnavailable: {
    id: 'checkout.cardFieldsUnavailable',
    defaultMessage:
      'The card fields of our payment provider could not be loaded. Reload the page to try again, or choose another payment method.',
    description: 'Checkout page: the payment provider hosted card fields failed to load.',
  },
  billingHeading: {
    id: 'checkout.billingHeading',
    defaultMessage: 'Billing Address',
    description: 'Checkout page: billing heading.',
  },
  billingSame: {
    id: 'checkout.billingSame',
    defaultMessage: 'Same as shipping address',
    description: 'Checkout page: billing same.',
  },
  summaryHeading: {
    id: 'checkout.summaryHeading',
    defaultMessage: 'Order Summary',
    description: 'Checkout page: summary heading.',
  },
  lineQuantity: {
    id: 'checkout.lineQuantity',
    defaultMessage: 'Qty {quantity}',
    description: 'Checkout page: line quantity. Placeholders: {quantity}.',
  },
  placeOrder: {
    id: 'checkout.placeOrder',
    defaultMessage: 'Place Order',
    description: 'Checkout page: place order.',
  },
  processing: {
    id: 'checkout.processing',
    defaultMessage: 'Placing your order…',
    description: 'Checkout page: processing.',
  },
  required: {
    id: 'checkout.required',
    defaultMessage: 'This field is required.',
    description: 'Checkout page: required.',
  },
  tooLong: {
    id: 'checkout.tooLong',
    defaultMessage: 'Please use at most {max} characters.',
    description: 'Checkout page: too long. Placeholders: {max}.',
  },
  emailInvalid: {
    id: 'checkout.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Checkout page: email invalid.',
  },
  countryNotShipped: {
    id: 'checkout.countryNotShipped',
    defaultMessage: 'We do not ship to this country. Please choose another one.',
    description: 'Checkout page: country not shipped.',
  },
  countryInvalid: {
    id: 'checkout.countryInvalid',
    defaultMessage: 'Please choose a country.',
    description: 'Checkout page: country invalid.',
  },
  postalCodeInvalid: {
    id: 'checkout.postalCodeInvalid',
    defaultMessage: 'Please enter a valid postal code, for example {example}.',
    description: 'Checkout page: postal code invalid. Placeholders: {example}.',
  },
  stateInvalid: {
    id: 'checkout.stateInvalid',
    defaultMessage: 'Please enter a valid state, province or territory code.',
    description: 'Checkout page: state invalid.',
  },
  phoneNanp: {
    id: 'checkout.phoneNanp',
    defaultMessage: 'Please enter a phone number of 10 digits: (xxx) xxx-xxxx.',
    description: 'Checkout page: phone nanp.',
  },
  phoneApplePay: {
    id: 'checkout.phoneApplePay',
    defaultMessage: 'Please enter your phone number to pay with Apple Pay.',
    description:
      'Checkout page: the billing phone field is empty when the shopper chooses Apple Pay (spec 002 §5: the phone is checked before the Apple Pay sheet opens).',
  },
  phoneInvalid: {
    id: 'checkout.phoneInvalid',
    defaultMessage: 'Please enter a phone number of 7 to 15 digits.',
    description: 'Checkout page: phone invalid.',
  },
  cardOwnerInvalid: {
    id: 'checkout.cardOwnerInvalid',
    defaultMessage: 'Please enter the name on the card.',
    description: 'Checkout page: card owner invalid.',
  },
  cardNumberInvalid: {
    id: 'checkout.cardNumberInvalid',
    defaultMessage: 'Please enter a valid card number.',
    description: 'Checkout page: card number invalid.',
  },
  cardExpiryInvalid: {
    id: 'checkout.cardExpiryInvalid',
    defaultMessage: 'Please enter a valid expiration date (MM/YY).',
    description: 'Checkout page: card expiry invalid.',
  },
  cardExpired: {
    id: 'checkout.cardExpired',
    defaultMessage: 'This card has expired.',
    description: 'Checkout page: card expired.',
  },
  cardCvvInvalid: {
    id: 'checkout.cardCvvInvalid',
    defaultMessage: 'Please enter the 3 or 4 digit security code.',
    description: 'Checkout page: card cvv invalid.',
  },
  cardTypeNotAccepted: {
    id: 'checkout.cardTypeNotAccepted',
    defaultMessage: 'We do not accept this type of card here. Please use another card.',
    description: 'Checkout page: card type not accepted.',
  },
  methodInvalid: {
    id: 'checkout.methodInvalid',
    defaultMessage: 'This shipping method does not reach your address. Please choose another.',
    description: 'Checkout page: method invalid.',
  },
  declined: {
    id: 'checkout.declined',
    defaultMessage: 'Your card was declined. Please try another card.',
    description: 'Checkout page: declined.',
  },
  insufficientFunds: {
    id: 'checkout.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds. Please try another card.',
    description: 'Checkout page: insufficient funds.',
  },
  gatewayTimeout: {
    id: 'checkout.gatewayTimeout',
    defaultMessage:
      'The payment service did not answer in time and your card was not charged. Please try again.',
    description: 'Checkout page: gateway timeout.',
  },
  paymentInvalid: {
    id: 'checkout.paymentInvalid',
    defaultMessage: 'These card details can no longer be used. Please enter your card again.',
    description: 'Checkout page: payment invalid.',
  },
  subscriptionNeedsAccount: {
    id: 'checkout.subscriptionNeedsAccount',
    defaultMessage:
      'Your cart holds a subscription: sign in or create an account to place this order.',
    description:
      'Checkout page: a guest tried to place an order with a subscription item (the service refused it).',
  },
  subscriptionNeedsSavedCard: {
    id: 'checkout.subscriptionNeedsSavedCard',
    defaultMessage:
      'Your cart holds a subscription: pay with a saved card, or save this card to your account.',
    description:
      'Checkout page: an order with a subscription item needs a card saved to the account (the service refused it).',
  },
  subscriptionSignIn: {
    id: 'checkout.subscriptionSignIn',
    defaultMessage:
      'Your cart holds a subscription, which needs an account and a saved card. Sign in or create an account to check out; your cart comes with you.',
    description: 'Checkout page: the notice a guest sees when the cart holds a subscription item.',
  },
  signInLink: {
    id: 'checkout.signInLink',
    defaultMessage: 'Sign in',
    description: 'Checkout page: the link to the sign-in page (subscription notice).',
  },
  createAccount: {
    id: 'checkout.createAccount',
    defaultMessage: 'Create an account',
    description: 'Checkout page: the link to the registration page (subscription notice).',
  },
  subscriptionSaveCard: {
    id: 'checkout.subscriptionSaveCard',
    defaultMessage:
      'A subscription reorders with a saved card: this card will be saved to your account.',
    description:
      'Checkout page: a signed-in shopper paying a subscription with a new card; saving it is required.',
  },
  orderInProgress: {
    id: 'checkout.orderInProgress',
    defaultMessage: 'Your order is already being placed. Please wait a moment.',
    description: 'Checkout page: order in progress.',
  },
  needsEmail: {
    id: 'checkout.needsEmail',
    defaultMessage: 'Please enter your email.',
    description: 'Checkout page: needs email.',
  },
  needsShipping: {
    id: 'checkout.needsShipping',
    defaultMessage: 'Please enter a complete shipping address.',
    description: 'Checkout page: needs shipping.',
  },
  needsMethod: {
    id: 'checkout.needsMethod',
    defaultMessage: 'Please choose a shipping method.',
    description: 'Checkout page: needs method.',
  },
  needsBilling: {
    id: 'checkout.needsBilling',
    defaultMessage: 'Please enter a complete billing address.',
    description: 'Checkout page: needs billing.',
  },
  needsPayment: {
    id: 'checkout.needsPayment',
    defaultMessage: 'Please enter your payment details.',
    description: 'Checkout page: needs payment.',
  },
  countryNotAllowed: {
    id: 'checkout.countryNotAllowed',
    defaultMessage: 'We do not ship to the country of your shipping address. Please change it.',
    description: 'Checkout page: country not allowed.',
  },
  stepAnnounce: {
    id: 'checkout.stepAnnounce',
    defaultMessage: 'Step {number} of {total}: {step}',
    description: 'Checkout page: step announce. Placeholders: {number}, {total}, {step}.',
  },
  giftCardHeading: {
    id: 'checkout.giftCardHeading',
    defaultMessage: 'Gift Card',
    description: 'Checkout page: heading of the gift card section of the payment step.',
  },
  giftCardCode: {
    id: 'checkout.giftCardCode',
    defaultMessage: 'Gift Card Code',
    description:
      'Checkout page: label of the gift card code field (as the gift card email names it).',
  },
  giftCardPin: {
    id: 'checkout.giftCardPin',
    defaultMessage: 'PIN',
    description:
      'Checkout page: label of the gift card PIN field (the six digits sent with the card).',
  },
  giftCardApply: {
    id: 'checkout.giftCardApply',
    defaultMessage: 'Apply',
    description: 'Checkout page: button that applies the gift card to the order.',
  },
  giftCardApplied: {
    id: 'checkout.giftCardApplied',
    defaultMessage: 'Gift card ••••{lastFour}',
    description:
      'Checkout page: an applied gift card, by the last four characters of its number. Placeholders: {lastFour}.',
  },
  giftCardRemove: {
    id: 'checkout.giftCardRemove',
    defaultMessage: 'Remove',
    description: 'Checkout page: button that removes an applied gift card.',
  },
  giftCardRemoveLabel: {
    id: 'checkout.giftCardRemoveLabel',
    defaultMessage: 'Remove gift card ending in {lastFour}',
    description:
      'Checkout page: accessible name of the button that removes an applied gift card. Placeholders: {lastFour}.',
  },
  giftCardAmountDue: {
    id: 'checkout.giftCardAmountDue',
    defaultMessage: 'Remaining to pay',
    description: 'Checkout page: what is left to pay by card or wallet after the gift cards.',
  },
  giftCardCovered: {
    id: 'checkout.giftCardCovered',
    defaultMessage: 'Your gift cards cover the whole order, so no other payment is needed.',
    description:
      'Checkout page: note shown instead of the payment methods when gift cards pay the whole order.',
  },
  giftCardAppliedStatus: {
    id: 'checkout.giftCardAppliedStatus',
    defaultMessage: 'Gift card applied.',
    description: 'Checkout page: announced when a gift card was applied.',
  },
  giftCardRemovedStatus: {
    id: 'checkout.giftCardRemovedStatus',
    defaultMessage: 'Gift card removed.',
    description: 'Checkout page: announced when a gift card was removed.',
  },
  giftCardCodeRequired: {
    id: 'checkout.giftCardCodeRequired',
    defaultMessage: 'Please enter the gift card code.',
    description: 'Checkout page: error when the gift card code is empty.',
  },
  giftCardPinInvalid: {
    id: 'checkout.giftCardPinInvalid',
    defaultMessage: 'Please enter the 6-digit PIN.',
    description: 'Checkout page: error when the gift card PIN is not six digits.',
  },
  giftCardNotFound: {
    id: 'checkout.giftCardNotFound',
    defaultMessage:
      'We could not find a gift card with this code and PIN. Please check both and try again.',
    description: 'Checkout page: the one error for an unknown gift card code or a wrong PIN.',
  },
  giftCardCurrency: {
    id: 'checkout.giftCardCurrency',
    defaultMessage:
      'This gift card is in {cardCurrency} and cannot pay for an order in {orderCurrency}.',
    description:
      'Checkout page: error when the gift card is in another currency than the order. Placeholders: {cardCurrency}, {orderCurrency} (currency codes such as EUR).',
  },
  giftCardOtherCurrency: {
    id: 'checkout.giftCardOtherCurrency',
    defaultMessage: 'This gift card is in another currency and cannot pay for this order.',
    description:
      'Checkout page: error when the gift card is in another currency than the order (currency unknown).',
  },
  giftCardEmpty: {
    id: 'checkout.giftCardEmpty',
    defaultMessage: 'This gift card has no balance left.',
    description: 'Checkout page: error when the gift card is used up.',
  },
  giftCardAlreadyApplied: {
    id: 'checkout.giftCardAlreadyApplied',
    defaultMessage: 'This gift card is already applied to your order.',
    description: 'Checkout page: error when the same gift card is applied twice.',
  },
  giftCardOrderCovered: {
    id: 'checkout.giftCardOrderCovered',
    defaultMessage: 'Your gift cards already cover the whole order.',
    description:
      'Checkout page: error when another gift card is applied to an order the gift cards already pay.',
  },
  giftCardChanged: {
    id: 'checkout.giftCardChanged',
    defaultMessage:
      'The balance of a gift card has changed since you applied it. Please remove the gift card and apply it again.',
    description:
      'Checkout page: error of Place Order when a gift card was spent elsewhere after it was applied.',
  },
});

export type CheckoutMessageKey = keyof typeof m;
