import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { signOutShopper } from '../session/session.server.ts';
import { sessionHarness, signedInCookie } from '../session/session-testing.server.ts';
import { requireAccount, type AccountContext, type PageArgs } from './account.server.ts';
import { ADDRESS_FIELDS, type AddressField } from './address-form.ts';
import { makePreferredAddress, removeAddress, saveAddress } from './addresses.server.ts';
import type { FormValues } from './form-errors.ts';

/** Spec 000 §2 "Addresses": the address book's writes, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const PAGE = 'http://127.0.0.1:3000/account/addresses';

beforeAll(async () => {
  commerce = await openSeededCommerce('account-addresses');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const GARAGE: FormValues<AddressField> = {
  ...(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as FormValues<AddressField>),
  addressId: 'Garage',
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '5 Forge Street',
  city: 'Salem',
  postalCode: '97301',
  stateCode: 'OR',
  countryCode: 'US',
};

const signedIn = (credentials: { username: string; password: string }) =>
  signedInCookie(run, credentials);

/** Runs `body` as the Addresses action would, for the signed-in shopper of `cookie`. */
async function asPage<T>(
  cookie: string,
  body: (account: AccountContext, args: PageArgs) => Promise<T>,
) {
  const { result } = await run(
    PAGE,
    async (args) => {
      const pageArgs = { ...args, url: new URL(PAGE) };
      return body(await requireAccount(pageArgs), pageArgs);
    },
    { cookie },
  );
  return result;
}

const book = (account: AccountContext) =>
  account.customers
    .getCustomer({ parameters: { customerId: account.customerId } })
    .then((c) => (c.addresses ?? []).map((a) => [a.addressId, a.city, a.preferred === true]));

describe('saving an address', () => {
  it('refuses what the rules refuse, keeping what was typed', async () => {
    const cookie = await signedIn(DEMO_SHOPPERS.jordan);
    const typed = { ...GARAGE, city: '', postalCode: '9730' };
    const result = await asPage(cookie, async (account, args) => ({
      outcome: await saveAddress(account, args, { values: typed, preferred: false }),
      book: await book(account),
    }));
    expect(result.outcome).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'save',
        values: typed,
        preferred: false,
        errors: {
          city: { key: 'required' },
          postalCode: {
            key: 'postalCodeInvalid',
            values: { example: expect.any(String) as unknown },
          },
        },
      },
    });
    expect(result.book.map(([id]) => id)).toEqual(['Home', 'Cabin']);
  });

  it('creates, refuses a name in use on its field, and updates the address being edited', async () => {
    const cookie = await signedIn(DEMO_SHOPPERS.jordan);
    const result = await asPage(cookie, async (account, args) => ({
      created: await saveAddress(account, args, { values: GARAGE, preferred: false }),
      inUse: await saveAddress(account, args, { values: GARAGE, preferred: false }),
      // The name in the form is ignored when editing: the edited address keeps its own.
      edited: await saveAddress(account, args, {
        values: { ...GARAGE, addressId: 'Other', city: 'Eugene', postalCode: '97401' },
        preferred: true,
        editing: 'Garage',
      }),
      book: await book(account),
    }));
    expect(result.created).toEqual({ ok: true, done: 'saved' });
    expect(result.inUse).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'save',
        values: GARAGE,
        preferred: false,
        errors: { addressId: { key: 'addressIdInUse' } },
      },
    });
    expect(result.edited).toEqual({ ok: true, done: 'saved' });
    // The preferred address is listed first.
    expect(result.book).toEqual([
      ['Garage', 'Eugene', true],
      ['Cabin', 'Bend', false],
      ['Home', 'Portland', false],
    ]);
  });
});

describe('deleting and choosing the preferred address', () => {
  it('makes an address preferred and deletes it; an unknown one is the default failure', async () => {
    const cookie = await signedIn(DEMO_SHOPPERS.lena);
    const result = await asPage(cookie, async (account, args) => {
      await saveAddress(account, args, {
        values: {
          ...GARAGE,
          addressId: 'Werkstatt',
          address1: 'Ofenstraße 3',
          city: 'Hamburg',
          postalCode: '20095',
          stateCode: '',
          countryCode: 'DE',
        },
        preferred: false,
      });
      return {
        preferred: await makePreferredAddress(account, args, 'Werkstatt'),
        afterPreferred: await book(account),
        deleted: await removeAddress(account, args, 'Werkstatt'),
        again: await removeAddress(account, args, 'Werkstatt'),
        unknownPreferred: await makePreferredAddress(account, args, 'Werkstatt'),
        afterDelete: await book(account),
      };
    });
    expect(result.preferred).toEqual({ ok: true, done: 'preferred' });
    expect(result.afterPreferred).toEqual([
      ['Werkstatt', 'Hamburg', true],
      ['Zuhause', 'Berlin', false],
    ]);
    expect(result.deleted).toEqual({ ok: true, done: 'deleted' });
    expect(result.again).toEqual({
      ok: false,
      status: 502,
      answer: { intent: 'delete', failed: true },
    });
    expect(result.unknownPreferred).toEqual({
      ok: false,
      status: 502,
      answer: { intent: 'preferred', failed: true },
    });
    expect(result.afterDelete.map(([id]) => id)).toEqual(['Zuhause']);
  });

  it('answers the default failure, with the status, to a session the service has ended', async () => {
    const cookie = await signedIn(DEMO_SHOPPERS.jordan);
    const result = await asPage(cookie, async (account, args) => {
      await signOutShopper(args);
      return saveAddress(account, args, {
        values: { ...GARAGE, addressId: 'Late' },
        preferred: false,
      });
    });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      answer: { intent: 'save', errors: {}, failed: true },
    });
  });
});
