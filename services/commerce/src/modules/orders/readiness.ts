/**
 * What a basket needs before it can become an order; each gap names the basket field, as the
 * problem+json `invalidFields` of the place-order answer.
 */
import type { InvalidField } from '../../errors.ts';
import type { WireBasket } from '../baskets/index.ts';
import { GIFT_CERTIFICATE } from '../payments/index.ts';

type Address = NonNullable<WireBasket['billingAddress']>;

const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'postalCode', 'countryCode'];

const missingOf = (address: Address | undefined) =>
  address ? ADDRESS_FIELDS.filter((f) => !String(address[f as keyof Address] ?? '').trim()) : [];

export function readinessGaps(basket: WireBasket): InvalidField[] {
  const gaps: InvalidField[] = [];
  const products = basket.productItems ?? [];
  const gifts = basket.giftCertificateItems ?? [];
  if (products.length === 0 && gifts.length === 0)
    gaps.push({ name: 'productItems', reason: 'the basket is empty' });
  if (!basket.customerInfo?.email?.trim())
    gaps.push({ name: 'customerInfo.email', reason: 'an email address is needed' });
  for (const item of products)
    if (item.price === undefined || item.price === null)
      gaps.push({ name: `productItems.${item.itemId}`, reason: `${item.productId} has no price` });
  if (products.length) {
    const shipment = basket.shipments?.[0];
    const address = shipment?.shippingAddress;
    if (!address)
      gaps.push({ name: 'shipments[0].shippingAddress', reason: 'a shipping address is needed' });
    for (const field of missingOf(address))
      gaps.push({ name: `shipments[0].shippingAddress.${field}`, reason: 'required' });
    if (!shipment?.shippingMethod?.id)
      gaps.push({ name: 'shipments[0].shippingMethod', reason: 'a shipping method is needed' });
  }
  if (!basket.billingAddress)
    gaps.push({ name: 'billingAddress', reason: 'a billing address is needed' });
  for (const field of missingOf(basket.billingAddress))
    gaps.push({ name: `billingAddress.${field}`, reason: 'required' });
  // Gift cards pay their shares; one card or wallet pays what they leave (`c_amountDue`).
  const instruments = (basket.paymentInstruments ?? []).filter(
    (i) => i.paymentMethodId !== GIFT_CERTIFICATE,
  );
  const due = (basket.c_amountDue as number | undefined) ?? basket.orderTotal ?? 0;
  if (due > 0 && instruments.length === 0)
    gaps.push({ name: 'paymentInstruments', reason: 'a payment instrument is needed' });
  if (instruments.length > 1)
    gaps.push({
      name: 'paymentInstruments',
      reason: 'an order is paid with gift cards and one other instrument',
    });
  return gaps;
}
