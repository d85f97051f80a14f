/**
 * A customer's saved addresses (Shopper Customers `CustomerAddress`). Exactly one is preferred
 * whenever any exist (docs/decisions.md "Preferred address"); every write locks the customer's
 * row, so parallel writes of one customer run one after the other.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import type { Address } from '@solo/accounts';
import { type Database, schema, type Transaction } from '@solo/db';

const { customers, customerAddresses } = schema;

type Row = typeof customerAddresses.$inferSelect;
/** docs/decisions.md "Preferred address": enough for home, work, family and a cabin or two. */
export const MAX_ADDRESSES = 20;

export function toWireAddress(row: Row): ShopperCustomersTypes.CustomerAddress {
  return {
    addressId: row.addressId,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    postalCode: row.postalCode,
    ...(row.stateCode ? { stateCode: row.stateCode } : {}),
    countryCode: row.countryCode,
    ...(row.phone ? { phone: row.phone } : {}),
    preferred: row.preferred,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.modifiedAt.toISOString(),
  };
}

/** Preferred first, then oldest first. */
export async function listAddresses(
  db: Database | Transaction,
  customerId: string,
): Promise<ShopperCustomersTypes.CustomerAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.preferred), asc(customerAddresses.createdAt));
  return rows.map(toWireAddress);
}

const byName = (customerId: string, addressId: string) =>
  and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressId, addressId));

export async function getAddress(
  db: Database,
  customerId: string,
  addressId: string,
): Promise<ShopperCustomersTypes.CustomerAddress | undefined> {
  const [row] = await db.select().from(customerAddresses).where(byName(customerId, addressId));
  return row ? toWireAddress(row) : undefined;
}

export type AddressResult =
  | { ok: true; address: ShopperCustomersTypes.CustomerAddress }
  | { ok: false; reason: 'not-found' | 'duplicate' | 'too-many' };

/** Locks the customer's row; false when the customer is gone. */
async function lockCustomer(tx: Transaction, customerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row !== undefined;
}

async function clearPreferred(tx: Transaction, customerId: string, except: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ preferred: false })
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.preferred, true),
        ne(customerAddresses.addressId, except),
      ),
    );
}

const columnsOf = (a: Address) => ({
  addressId: a.addressId,
  firstName: a.firstName,
  lastName: a.lastName,
  address1: a.address1,
  address2: a.address2 ?? null,
  city: a.city,
  postalCode: a.postalCode,
  stateCode: a.stateCode ?? null,
  countryCode: a.countryCode,
  phone: a.phone ?? null,
});

/** Adds an address; the first one is preferred whatever was asked, `preferred: true` moves it. */
export async function createAddress(
  db: Database,
  customerId: string,
  address: Address,
  now: Date,
): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return { ok: false, reason: 'not-found' };
    const existing = await tx
      .select({ addressId: customerAddresses.addressId })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if (existing.some((a) => a.addressId === address.addressId))
      return { ok: false, reason: 'duplicate' };
    if (existing.length >= MAX_ADDRESSES) return { ok: false, reason: 'too-many' };
    const preferred = existing.length === 0 || address.preferred === true;
    if (preferred) await clearPreferred(tx, customerId, address.addressId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...columnsOf(address), preferred, createdAt: now, modifiedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { ok: true, address: toWireAddress(row) };
  });
}

/**
 * Changes an address: `merge` turns the stored address into the new complete one (validating
 * it). It may rename it (a taken name is refused). `preferred: true` moves the preference here;
 * `false` on the preferred address is ignored, as one must stay preferred.
 */
export async function updateAddress(
  db: Database,
  customerId: string,
  addressId: string,
  merge: (current: ShopperCustomersTypes.CustomerAddress) => Address,
  now: Date,
): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return { ok: false, reason: 'not-found' };
    const [current] = await tx
      .select()
      .from(customerAddresses)
      .where(byName(customerId, addressId));
    if (!current) return { ok: false, reason: 'not-found' };
    const next = merge(toWireAddress(current));
    if (next.addressId !== addressId) {
      const [taken] = await tx
        .select({ id: customerAddresses.addressId })
        .from(customerAddresses)
        .where(byName(customerId, next.addressId));
      if (taken) return { ok: false, reason: 'duplicate' };
    }
    const preferred = current.preferred || next.preferred === true;
    if (preferred) await clearPreferred(tx, customerId, addressId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...columnsOf(next), preferred, modifiedAt: now })
      .where(byName(customerId, addressId))
      .returning();
    if (!row) throw new Error('update returned no row');
    return { ok: true, address: toWireAddress(row) };
  });
}

/** Removes an address; when it was the preferred one, the oldest remaining becomes preferred. */
export async function deleteAddress(
  db: Database,
  customerId: string,
  addressId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    const [gone] = await tx
      .delete(customerAddresses)
      .where(byName(customerId, addressId))
      .returning();
    if (!gone) return false;
    if (gone.preferred) {
      const [next] = await tx
        .select({ addressId: customerAddresses.addressId })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.addressId))
        .limit(1);
      if (next)
        await tx
          .update(customerAddresses)
          .set({ preferred: true })
          .where(byName(customerId, next.addressId));
    }
    return true;
  });
}
