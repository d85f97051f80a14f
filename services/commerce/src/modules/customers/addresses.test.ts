import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { MAX_ADDRESSES } from './addresses.ts';
import {
  CUSTOMERS,
  call,
  fieldNames,
  guestToken,
  problemOf,
  signedInShopper,
  type SignedIn,
} from './customers-testing.ts';

let t: TestCommerce;
let ada: SignedIn;
let bo: SignedIn;
beforeAll(async () => {
  t = await createTestCommerce();
  ada = await signedInShopper(t, 'ada.addresses@example.com');
  bo = await signedInShopper(t, 'bo.addresses@example.com');
});
afterAll(() => t.close());

const addresses = (s: SignedIn) => `${CUSTOMERS}/${s.customerId}/addresses`;

const home = {
  addressId: 'Home',
  firstName: 'Ada',
  lastName: 'Ember',
  address1: '1 Fire Road',
  city: 'Portland',
  postalCode: '97201',
  stateCode: 'or',
  countryCode: 'US',
  phone: '+1 503 555 0100',
};

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const preferredOf = async (s: SignedIn) =>
  (
    await json<{ data: Array<{ addressId: string; preferred: boolean }> }>(
      await call(t, 'GET', addresses(s), s.token),
    )
  ).data
    .filter((a) => a.preferred)
    .map((a) => a.addressId);

describe('customer addresses', () => {
  it('creates, reads, lists and shows them on the customer', async () => {
    const created = await json(await call(t, 'POST', addresses(ada), ada.token, home));
    expect(created).toMatchObject({ ...home, stateCode: 'OR', preferred: true });
    const read = await json(await call(t, 'GET', `${addresses(ada)}/Home`, ada.token));
    expect(read).toMatchObject({ addressId: 'Home', preferred: true });
    const customer = await json<{ addresses: unknown[] }>(
      await call(t, 'GET', `${CUSTOMERS}/${ada.customerId}`, ada.token),
    );
    expect(customer.addresses).toEqual([read]);
  });

  it('keeps exactly one preferred address', async () => {
    await json(
      await call(t, 'POST', addresses(ada), ada.token, { ...home, addressId: 'Work Place' }),
    );
    expect(await preferredOf(ada)).toEqual(['Home']);
    await json(
      await call(t, 'PATCH', `${addresses(ada)}/Work%20Place`, ada.token, { preferred: true }),
    );
    expect(await preferredOf(ada)).toEqual(['Work Place']);
    // Turning the preference off alone is ignored: one must stay preferred.
    await json(
      await call(t, 'PATCH', `${addresses(ada)}/Work%20Place`, ada.token, { preferred: false }),
    );
    expect(await preferredOf(ada)).toEqual(['Work Place']);
    const cabin = { ...home, addressId: 'Cabin', preferred: true };
    await json(await call(t, 'POST', addresses(ada), ada.token, cabin));
    expect(await preferredOf(ada)).toEqual(['Cabin']);
    // Deleting the preferred one promotes the oldest remaining.
    expect((await call(t, 'DELETE', `${addresses(ada)}/Cabin`, ada.token)).status).toBe(204);
    expect(await preferredOf(ada)).toEqual(['Home']);
  });

  it('makes one of two first addresses created at once preferred', async () => {
    const cy = await signedInShopper(t, 'cy.addresses@example.com');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((addressId) =>
        call(t, 'POST', addresses(cy), cy.token, { ...home, addressId }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await preferredOf(cy)).toHaveLength(1);
  });

  it('changes fields, renames, and validates the merged address', async () => {
    const moved = await json(
      await call(t, 'PATCH', `${addresses(ada)}/Home`, ada.token, {
        address2: 'Apt 4',
        countryCode: 'CA',
        stateCode: 'BC',
        postalCode: 'v6b 1a1',
      }),
    );
    expect(moved).toMatchObject({ address2: 'Apt 4', countryCode: 'CA', postalCode: 'V6B 1A1' });
    const bad = await call(t, 'PATCH', `${addresses(ada)}/Home`, ada.token, { countryCode: 'DE' });
    // A Canadian postal code and a state in Germany: the postal code is named.
    expect(fieldNames(await problemOf(bad))).toEqual(['postalCode']);
    const renamed = await json(
      await call(t, 'PATCH', `${addresses(ada)}/Home`, ada.token, { addressId: 'Old Home' }),
    );
    expect(renamed).toMatchObject({ addressId: 'Old Home' });
    const taken = await call(t, 'PATCH', `${addresses(ada)}/Old%20Home`, ada.token, {
      addressId: 'Work Place',
    });
    expect(await problemOf(taken)).toMatchObject({
      invalidFields: [{ name: 'addressId', reason: 'is already in use' }],
    });
  });

  it('names invalid and duplicate fields', async () => {
    const res = await call(t, 'POST', addresses(ada), ada.token, {
      addressId: 'a/b',
      lastName: '',
      address1: '',
      city: 'X',
      postalCode: '1234',
      countryCode: 'US',
      phone: 'call me',
    });
    expect(res.status).toBe(400);
    expect(fieldNames(await problemOf(res))).toEqual([
      'addressId',
      'firstName',
      'lastName',
      'address1',
      'phone',
      'postalCode',
      'stateCode',
    ]);
    const zip = await call(t, 'POST', addresses(ada), ada.token, {
      ...home,
      addressId: 'Zip',
      postalCode: '1234',
      stateCode: 'ZZ',
    });
    expect(fieldNames(await problemOf(zip))).toEqual(['postalCode', 'stateCode']);
    const dup = await call(t, 'POST', addresses(ada), ada.token, {
      ...home,
      addressId: 'Work Place',
    });
    expect(dup.status).toBe(400);
    expect(fieldNames(await problemOf(dup))).toEqual(['addressId']);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const dee = await signedInShopper(t, 'dee.addresses@example.com');
    for (let i = 0; i < MAX_ADDRESSES; i++)
      await json(await call(t, 'POST', addresses(dee), dee.token, { ...home, addressId: `A${i}` }));
    const over = await call(t, 'POST', addresses(dee), dee.token, {
      ...home,
      addressId: 'One more',
    });
    expect(over.status).toBe(400);
    expect(fieldNames(await problemOf(over))).toEqual(['addressId']);
  });

  it("answers unknown addresses 404 and another customer's with the same 403", async () => {
    expect((await call(t, 'GET', `${addresses(ada)}/Nowhere`, ada.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `${addresses(ada)}/Nowhere`, ada.token)).status).toBe(404);
    expect(
      (await call(t, 'PATCH', `${addresses(ada)}/Nowhere`, ada.token, { city: 'Y' })).status,
    ).toBe(404);
    await json(await call(t, 'POST', addresses(bo), bo.token, home));
    const guest = await guestToken(t);
    for (const [method, path, token] of [
      ['GET', addresses(bo), ada.token],
      ['GET', `${addresses(bo)}/Home`, ada.token],
      ['DELETE', `${addresses(bo)}/Home`, ada.token],
      ['POST', addresses(bo), guest],
    ] as const) {
      const res = await call(t, method, path, token, method === 'POST' ? home : undefined);
      expect(res.status).toBe(403);
    }
    expect(await preferredOf(bo)).toEqual(['Home']);
  });
});
