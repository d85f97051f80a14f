/**
 * Basket tables (module: baskets): baskets, their lines, coupons, shipments, payment
 * instruments and gift certificates.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Option choices of a basket line, e.g. `[{ optionId: 'etchingType', optionValueId: 'noEtching' }]`. */
export type BasketOptionChoice = { optionId: string; optionValueId: string };

/**
 * Shopper baskets (Shopper Baskets v2). A registered shopper owns a basket by customer id, a guest
 * by usid (docs/decisions.md "Basket owners"). Prices are not stored: lines are priced from the
 * catalog on every read, in `currency`.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerKind: text('owner_kind').$type<'guest' | 'registered'>().notNull(),
    /** The registered customer id, or the guest's usid. */
    ownerId: text('owner_id').notNull(),
    /** `customerInfo.customerId`: the registered or guest customer id of the creator. */
    customerId: text('customer_id').notNull(),
    usid: text('usid').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    /** Custom attributes, keys without the c_ prefix (added at the wire edge). */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** `PUT …/billing-address` (module: baskets, checkout). */
    billingAddress: jsonb('billing_address').$type<BasketAddress>(),
  },
  (t) => [index('baskets_owner_idx').on(t.ownerKind, t.ownerId, t.siteId)],
);

/** Product lines of a basket; one line per product and option choices. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    optionItems: jsonb('option_items').$type<BasketOptionChoice[]>().notNull().default([]),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    /** Lines keep the order they were added in. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set on a free gift chosen from a bonus promotion: the basket's `bonusDiscountLineItems` id it
     * was added with. Such a line is never merged with a bought line of the same product.
     */
    bonusDiscountLineItemId: text('bonus_discount_line_item_id'),
  },
  (t) => [index('basket_items_basket_idx').on(t.basketId)],
);

/**
 * Coupon codes entered on a basket (Shopper Baskets v2 `couponItems`). The status of each is not
 * stored: the promotions engine works it out on every read, so it follows the basket's lines.
 */
export const basketCoupons = pgTable(
  'basket_coupons',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** The promotion's code as the merchant spelled it (codes match case-insensitively). */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('basket_coupons_code_idx').on(t.basketId, t.code)],
);

/**
 * A basket's postal address (Shopper Baskets v2 `OrderAddress`), checked when it is set. An
 * express flow's estimate address holds only city, state or postal code and country.
 */
export type BasketAddress = {
  firstName?: string;
  lastName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  stateCode?: string;
  countryCode: string;
  phone?: string;
};

/**
 * A basket's shipments: today only the default shipment `me` (docs/decisions.md "Shipping
 * methods per site"). No row: no address yet and the site's default method.
 */
export const basketShipments = pgTable(
  'basket_shipments',
  {
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id').notNull(),
    shippingAddress: jsonb('shipping_address').$type<BasketAddress>(),
    /** The method the shopper chose; null or no longer applicable: the site's default. */
    shippingMethodId: text('shipping_method_id'),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.shipmentId] })],
);

/** The card details a basket keeps: never the number, only its last four digits. */
export type BasketPaymentCard = {
  cardType: string;
  numberLastDigits: string;
  expirationMonth: number;
  expirationYear: number;
  holder: string;
};

/**
 * Payment instruments of a basket (docs/decisions.md "Payment instruments in the basket"). The
 * nonce is the gateway's single-use token for the payment; the order places it.
 */
export const basketPaymentInstruments = pgTable(
  'basket_payment_instruments',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull(),
    /**
     * Minor units of the basket currency; null: what the order still needs (a card: the total
     * less the gift cards; a gift card: up to its balance).
     */
    amount: integer('amount'),
    card: jsonb('card').$type<BasketPaymentCard>(),
    paymentNonce: text('payment_nonce'),
    /** Or a stored card or wallet account of the registered customer (the vault's token). */
    customerPaymentInstrumentId: text('customer_payment_instrument_id'),
    /** A GIFT_CERTIFICATE instrument's card, found by its code and PIN when it was applied. */
    giftCardId: text('gift_card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('basket_payment_instruments_basket_idx').on(t.basketId)],
);

/**
 * Gift certificate items of a basket (Shopper Baskets v2 `giftCertificateItems`; spec 001 §3):
 * an e-gift card of `amount` minor units in the basket's currency, sent to the recipient by
 * email. Not a product line: no tax, no shipping, no promotions (docs/decisions.md "Gift
 * certificate items").
 */
export const basketGiftCertificates = pgTable(
  'basket_gift_certificates',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name'),
    message: text('message'),
    /** Custom attributes (c_variantID, c_cartImageUrl, …), keys without the c_ prefix. */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('basket_gift_certificates_basket_idx').on(t.basketId)],
);
