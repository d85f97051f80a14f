/** The signed-in customer's own record: read it and change the profile (Shopper Customers). */
import { and, eq, ne } from 'drizzle-orm';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { normalizeLogin, type ProfileChange } from '@solo/accounts';
import { schema, type Database } from '@solo/db';
import { listAddresses } from './addresses.ts';
import { isUniqueViolation, toWireCustomer } from './service.ts';

const { customers } = schema;

/** The customer with its addresses; undefined when the row is gone. */
export async function getCustomer(
  db: Database,
  customerId: string,
): Promise<ShopperCustomersTypes.Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return undefined;
  return toWireCustomer(row, await listAddresses(db, customerId));
}

export type ProfileResult =
  | { ok: true; customer: ShopperCustomersTypes.Customer }
  | { ok: false; reason: 'not-found' | 'login-in-use' | 'login-not-email' };

/**
 * Applies a profile change. The login follows the email (docs/decisions.md "Login follows
 * email"): a new email becomes the login too, and must not be another customer's login.
 */
export async function updateProfile(
  db: Database,
  customerId: string,
  change: ProfileChange,
  now: Date,
): Promise<ProfileResult> {
  const email = change.email ?? change.login;
  if (change.email && change.login && normalizeLogin(change.email) !== normalizeLogin(change.login))
    return { ok: false, reason: 'login-not-email' };
  const loginKey = email ? normalizeLogin(email) : undefined;
  if (loginKey) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.loginKey, loginKey), ne(customers.id, customerId)));
    if (taken) return { ok: false, reason: 'login-in-use' };
  }
  const set: Partial<typeof customers.$inferInsert> = { modifiedAt: now };
  if (email && loginKey) Object.assign(set, { email, login: email, loginKey });
  if (change.firstName !== undefined) set.firstName = change.firstName || null;
  if (change.lastName !== undefined) set.lastName = change.lastName;
  if (change.phoneHome !== undefined) set.phoneHome = change.phoneHome || null;
  if (change.birthday !== undefined) set.birthday = change.birthday;
  if (change.c_expressButtons !== undefined) set.expressButtons = change.c_expressButtons;
  if (change.c_emailOptIn !== undefined) set.emailOptIn = change.c_emailOptIn;
  try {
    const [row] = await db
      .update(customers)
      .set(set)
      .where(eq(customers.id, customerId))
      .returning();
    if (!row) return { ok: false, reason: 'not-found' };
    return { ok: true, customer: toWireCustomer(row, await listAddresses(db, customerId)) };
  } catch (err) {
    // Two customers taking one login at once: the unique index lets one through.
    if (isUniqueViolation(err)) return { ok: false, reason: 'login-in-use' };
    throw err;
  }
}
