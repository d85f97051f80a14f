/**
 * Every request budget of the store (docs/decisions.md "Abuse limits"). Per-IP budgets bound what
 * one client can try; per-account (or per-email, per-shopper) budgets bound what many clients can
 * try against one target without ever refusing its owner for long; global budgets bound the
 * total a distributed attack can try. Short "burst" windows stop scripted floods at once, longer
 * windows bound the sustained rate. Shoppers doing what the store is for stay far below them.
 */
import type { Budget } from './limiter.ts';

const MINUTE = 60;
const budget = (bucket: string, limit: number, windowSeconds: number): Budget => ({
  bucket,
  limit,
  windowSeconds,
});

export const BUDGETS = {
  /** Sign-in attempts (right or wrong) from one client, and in all. */
  loginIpBurst: budget('login:ip:burst', 20, 10),
  loginIp: budget('login:ip', 100, 10 * MINUTE),
  loginGlobal: budget('login:global', 1200, MINUTE),
  /** Registrations (each hashes a password and writes a customer). */
  registerIp: budget('register:ip', 30, 10 * MINUTE),
  registerGlobal: budget('register:global', 600, 10 * MINUTE),
  /** Password reset requests (each may send a mail; per customer see customers/reset.ts). */
  resetIp: budget('reset:ip', 10, 10 * MINUTE),
  resetGlobal: budget('reset:global', 600, 10 * MINUTE),
  /** Setting a password with an emailed link. */
  setPasswordIp: budget('set-password:ip', 20, 10 * MINUTE),
  /** The legacy-customer check of sign-in. */
  legacyIp: budget('legacy:ip', 60, 10 * MINUTE),
  /** Order lookups (Track an Order, page and API): guesses of order number and email. */
  orderLookupIpBurst: budget('order-lookup:ip:burst', 5, 10),
  orderLookupIp: budget('order-lookup:ip', 30, 60 * MINUTE),
  orderLookupEmail: budget('order-lookup:email', 20, 60 * MINUTE),
  orderLookupGlobal: budget('order-lookup:global', 600, MINUTE),
  /** Card tokenization and wallet payments: card testing needs many of them. */
  paymentsShopper: budget('payments:shopper', 30, 10 * MINUTE),
  paymentsIp: budget('payments:ip', 200, 10 * MINUTE),
  paymentsGlobal: budget('payments:global', 3000, 10 * MINUTE),
  /**
   * Content form submissions (module forms): a person fixing a typo sends a few in a minute; a
   * program sending hundreds is refused, and a flood from many clients is bounded in all.
   */
  formsIpBurst: budget('forms:ip:burst', 5, MINUTE),
  formsIp: budget('forms:ip', 20, 60 * MINUTE),
  formsGlobal: budget('forms:global', 600, 10 * MINUTE),
  /**
   * Review writes (module reviews): a customer reviews a product once, so even an eager one
   * writes a few an hour; a script posting for many accounts from one client is refused.
   */
  reviewsCustomer: budget('reviews:customer', 10, 60 * MINUTE),
  reviewsIpBurst: budget('reviews:ip:burst', 5, MINUTE),
  reviewsIp: budget('reviews:ip', 30, 60 * MINUTE),
  reviewsGlobal: budget('reviews:global', 600, 10 * MINUTE),
  /**
   * Gift card balance checks (module gift-cards): guesses of code and PIN. Per code, so many
   * clients cannot share out the million PINs of one code; a shopper checks a card a few times.
   */
  giftCardBalanceIpBurst: budget('gift-card-balance:ip:burst', 5, 10),
  giftCardBalanceIp: budget('gift-card-balance:ip', 30, 60 * MINUTE),
  giftCardBalanceCode: budget('gift-card-balance:code', 10, 60 * MINUTE),
  giftCardBalanceGlobal: budget('gift-card-balance:global', 600, MINUTE),
  /**
   * Notify-me requests (module notify-me): a shopper asks about a few sold-out products; a script
   * signing one address up for many skus, or many addresses from one client, is refused, and
   * each contact is bounded so nobody can be made the target of a flood of alerts.
   */
  notifyMeIpBurst: budget('notify-me:ip:burst', 10, MINUTE),
  notifyMeIp: budget('notify-me:ip', 40, 60 * MINUTE),
  notifyMeContact: budget('notify-me:contact', 20, 60 * MINUTE),
  notifyMeGlobal: budget('notify-me:global', 600, 10 * MINUTE),
  /**
   * Product views recorded for Recently Viewed (module recommendations): a shopper reading pages
   * opens a few a minute; a script is refused long before it costs more than writes to its own
   * list, which never grows past its bound anyway. No global budget: every shopper views.
   */
  viewsShopper: budget('views:shopper', 60, MINUTE),
  viewsIp: budget('views:ip', 1200, MINUTE),
  /**
   * Clicks on search hits (module search): a shopper follows a few hits a minute; a script
   * clicking one phrase up the suggestions is refused early, and many clients are bounded in all.
   */
  searchClicksIpBurst: budget('search-clicks:ip:burst', 20, MINUTE),
  searchClicksIp: budget('search-clicks:ip', 120, 60 * MINUTE),
  searchClicksGlobal: budget('search-clicks:global', 3000, MINUTE),
} as const;
