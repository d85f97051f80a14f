/**
 * Gift card tables (module: gift-cards).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * `pending` until its email went out (a code exists only from then on), then `sent`.
 */
export type GiftCardStatus = 'pending' | 'sent';

/**
 * E-gift cards issued by placed orders (spec 001 §9), one per gift certificate item. The code and
 * PIN are never stored: `codeHash` finds the card, `pinHash` checks the PIN, `last4` names it to
 * people. `amount` and `balance` are minor units of `currency`. Delivery is a background job that
 * leases due cards (`leasedUntil`), so two instances never send one card twice.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** The basket's gift certificate item the card was bought as. */
    itemId: text('item_id').notNull(),
    siteId: text('site_id').notNull(),
    /** The locale the order was placed in: the language of the card's emails. */
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    senderName: text('sender_name'),
    message: text('message'),
    buyerEmail: text('buyer_email').notNull(),
    codeHash: text('code_hash'),
    pinHash: text('pin_hash'),
    last4: text('last4'),
    status: text('status').$type<GiftCardStatus>().notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_cards_item_idx').on(t.orderNo, t.itemId),
    uniqueIndex('gift_cards_code_idx').on(t.codeHash),
    index('gift_cards_due_idx').on(t.status, t.deliverAt),
  ],
);

/**
 * What orders took from gift cards and gave back (docs/decisions.md "Gift cards at checkout"):
 * `redeem` when the order is placed, `return` when it is cancelled or refunded to the card, in
 * minor units of the card's currency. `eventKey` names the order event (the placement, or the
 * operator action's idempotency key), so a retried event never moves a balance twice.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderNo: text('order_no').notNull(),
    kind: text('kind').$type<'redeem' | 'return'>().notNull(),
    amount: integer('amount').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_card_ledger_event_idx').on(t.giftCardId, t.orderNo, t.kind, t.eventKey),
    index('gift_card_ledger_order_idx').on(t.orderNo),
  ],
);
