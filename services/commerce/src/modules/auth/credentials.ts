/**
 * A customer as the login service sees it, read from the customers module's table (reads across
 * modules are fine; only customers writes it). Reading here rather than asking customers keeps
 * the dependency one way: customers uses auth's sessions and throttling, auth uses no customers
 * code.
 */
import { eq } from 'drizzle-orm';
import { normalizeLogin } from '@solo/accounts';
import { schema, type Database } from '@solo/db';

const { customers } = schema;

type CustomerRow = typeof customers.$inferSelect;

/** What the login service needs to check a password and name the shopper in a token. */
export interface Credentials {
  customerId: string;
  login: string;
  firstName: string | null;
  lastName: string;
  passwordHash: string | null;
  legacyNeedPasswordReset: boolean;
}

const credentialsOf = (row: CustomerRow): Credentials => ({
  customerId: row.id,
  login: row.login,
  firstName: row.firstName,
  lastName: row.lastName,
  passwordHash: row.passwordHash,
  legacyNeedPasswordReset: row.legacyNeedPasswordReset,
});

/** The customer signing in with `login` (any case, surrounding spaces ignored). */
export async function findByLogin(db: Database, login: string): Promise<Credentials | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.loginKey, normalizeLogin(login)));
  return row ? credentialsOf(row) : undefined;
}

export async function findById(db: Database, customerId: string): Promise<Credentials | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ? credentialsOf(row) : undefined;
}
