/**
 * Customers: the one owner of registered customers' identity rows (schema `customers`). This
 * file registers customers; profile.ts, addresses.ts, password.ts and reset.ts serve the
 * signed-in customer and password resets. The login service reads the rows it signs in with
 * itself (auth/credentials.ts), so customers can use auth's sessions without an import cycle.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { normalizeLogin, type Registration } from '@solo/accounts';
import { hashPassword } from '@solo/accounts/password-hash';
import { schema, type Database } from '@solo/db';

const { customers } = schema;

export type CustomerRow = typeof customers.$inferSelect;

/** 24 base64url characters; never `:`, which token claims use as a separator. */
const newCustomerId = (): string => randomBytes(18).toString('base64url');

/** Shopper Customers `Customer` of a registered customer, with its addresses when given. */
export function toWireCustomer(
  row: CustomerRow,
  addresses?: ShopperCustomersTypes.CustomerAddress[],
): ShopperCustomersTypes.Customer {
  return {
    customerId: row.id,
    customerNo: row.customerNo,
    login: row.login,
    email: row.email,
    ...(row.firstName ? { firstName: row.firstName } : {}),
    lastName: row.lastName,
    ...(row.phoneHome ? { phoneHome: row.phoneHome } : {}),
    ...(row.birthday ? { birthday: row.birthday } : {}),
    authType: 'registered',
    ...(addresses ? { addresses } : {}),
    c_expressButtons: row.expressButtons ?? [],
    c_emailOptIn: row.emailOptIn,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.modifiedAt.toISOString(),
  };
}

export type RegisterResult =
  { ok: true; customer: ShopperCustomersTypes.Customer } | { ok: false; reason: 'login-in-use' };

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Registers a customer; a login already taken (in any case) is refused, also under a race. */
export async function registerCustomer(
  db: Database,
  registration: Registration,
  now: Date,
): Promise<RegisterResult> {
  const { customer, password } = registration;
  const loginKey = normalizeLogin(customer.login);
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.loginKey, loginKey));
  if (taken) return { ok: false, reason: 'login-in-use' };
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db
      .insert(customers)
      .values({
        id: newCustomerId(),
        login: customer.login,
        loginKey,
        email: customer.email,
        firstName: customer.firstName || null,
        lastName: customer.lastName,
        passwordHash,
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { ok: true, customer: toWireCustomer(row) };
  } catch (err) {
    // Two registrations of one login at once: the unique index lets one through.
    if (isUniqueViolation(err)) return { ok: false, reason: 'login-in-use' };
    throw err;
  }
}
