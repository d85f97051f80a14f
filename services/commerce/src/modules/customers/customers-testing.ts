/** Helpers for the customer account tests: signed-in shoppers and calls with their tokens. */
import { eq } from 'drizzle-orm';
import { normalizeLogin } from '@solo/accounts';
import { schema, type Database } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import { addShopper, guestTokens, registeredTokens } from '../auth/auth-testing.ts';

export const ORG = 'f_ecom_solo_001';

/** The stored row of the customer with `login` (any case), to check what was written. */
export async function storedCustomer(db: Database, login: string) {
  const { customers } = schema;
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.loginKey, normalizeLogin(login)));
  return row;
}
export const CUSTOMERS = `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${ORG}/customers`;

export interface SignedIn {
  customerId: string;
  login: string;
  token: string;
  refreshToken: string;
}

/** Registers `login` and signs it in now (real login service, real tokens). */
export async function signedInShopper(
  t: TestCommerce,
  login: string,
  password = 'Campfire#2024',
): Promise<SignedIn> {
  const customer = await addShopper(t.db.db, { login, password });
  const tokens = await registeredTokens(t.db.db, login, password, new Date());
  if (!customer.customerId) throw new Error('registration returned no customerId');
  return {
    customerId: customer.customerId,
    login,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

export const guestToken = async (t: TestCommerce) =>
  (await guestTokens(t.db.db, new Date())).access_token;

/** Calls the app with a bearer token and an optional JSON body; `?siteId=SoloUS` is added. */
export function call(
  t: TestCommerce,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  /** The client's address, as the socket would give it (default: no peer, `unknown`). */
  peer?: string,
): Promise<Response> {
  const url = `${path}${path.includes('?') ? '&' : '?'}siteId=SoloUS`;
  return Promise.resolve(
    t.app.request(
      url,
      {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      peer ? { peer } : undefined,
    ),
  );
}

export async function problemOf(res: Response): Promise<Record<string, unknown>> {
  if (res.headers.get('content-type') !== 'application/problem+json')
    throw new Error(`expected problem+json, got ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The names of `invalidFields` of a problem body. */
export const fieldNames = (body: Record<string, unknown>) =>
  (body.invalidFields as Array<{ name: string }>).map((f) => f.name);
