/**
 * Customer identity tables (module: customers).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Customer numbers of registered shoppers; demo customers use numbers below the start. */
export const customerNoSequence = pgSequence('customer_no_seq', { startWith: 1001 });

/**
 * Registered customers (module: customers), the one owner of customer identity rows. Guests have
 * no row (spec 000 §6); their ids live only in their tokens.
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    customerNo: text('customer_no')
      .notNull()
      .default(sql`lpad(nextval('customer_no_seq')::text, 8, '0')`),
    login: text('login').notNull(),
    /** `login` trimmed and lower-cased: logins are unique without regard to case. */
    loginKey: text('login_key').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name').notNull(),
    /** scrypt hash (`@solo/accounts/password-hash`); null when the customer has no password. */
    passwordHash: text('password_hash'),
    /** How the customer signs in: 'password' (an external identity provider later). */
    authType: text('auth_type').$type<'password'>().notNull().default('password'),
    /** A customer migrated from the old store who must set a new password before signing in. */
    legacyNeedPasswordReset: boolean('legacy_need_password_reset').notNull().default(false),
    phoneHome: text('phone_home'),
    birthday: date('birthday', { mode: 'string' }),
    /** `c_expressButtons`: the customer's preferred order of express buttons (spec 000 §3). */
    expressButtons: jsonb('express_buttons').$type<string[]>(),
    /** `c_emailOptIn`: marketing mail wanted (Communications Preferences). */
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_login_key_idx').on(t.loginKey),
    uniqueIndex('customers_customer_no_idx').on(t.customerNo),
  ],
);

/** Saved addresses (module: customers); at most one preferred per customer (partial index). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's own name for the address (`addressId`), unique per customer. */
    addressId: text('address_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    stateCode: text('state_code'),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.addressId] }),
    uniqueIndex('customer_addresses_preferred_idx')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/** Password reset links (module: customers): single use, short-lived, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId, t.createdAt)],
);
