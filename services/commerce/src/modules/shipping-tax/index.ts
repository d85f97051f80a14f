/** Shipping methods, their texts, and the taxes and totals of a basket per site. */
export { applicableMethods, shipmentMethod, taxPolicy } from './methods.ts';
export { DEFAULT_SHIPMENT_ID, type ShippingMethod, type TaxPolicy } from './rates.ts';
export { methodTexts } from './texts.ts';
export { basketTotals, type Totals } from './totals.ts';
