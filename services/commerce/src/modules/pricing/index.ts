/** Prices from the site's price books, and money in minor units. */
export { EXPONENT, roundToMinor, toDecimal, toMinor } from './money.ts';
export {
  pricingFromRows,
  pricingOverChildren,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  subscriptionPriceOf,
  unitPriceAt,
  type PriceRow,
  type Pricing,
} from './rules.ts';
export { loadPriceRows, priceNodes } from './service.ts';
