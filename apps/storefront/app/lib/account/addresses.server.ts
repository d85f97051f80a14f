/**
 * The address book's writes (spec 000 §2 "Addresses"), server only: save (create or update),
 * delete and make preferred, each answering an outcome the Addresses route maps to a redirect
 * (`?done=`) or the page's answer. What was typed comes back with every refusal.
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { getServices } from '../api/context.ts';
import { problemOf, type AccountContext, type PageArgs } from './account.server.ts';
import {
  addressBody,
  addressProblemErrors,
  checkAddress,
  type AddressActionData,
  type AddressDone,
  type AddressField,
} from './address-form.ts';
import type { FormValues } from './form-errors.ts';

export type AddressOutcome =
  { ok: true; done: AddressDone } | { ok: false; status: number; answer: AddressActionData };

export interface AddressInput {
  values: FormValues<AddressField>;
  preferred: boolean;
  /** The address being edited (its name); absent for a new one. */
  editing?: string;
}

/** Creates or updates an address; the service's 400s on a field are shown on that field. */
export async function saveAddress(
  account: AccountContext,
  args: PageArgs,
  { values: typed, preferred, editing }: AddressInput,
): Promise<AddressOutcome> {
  const values = editing ? { ...typed, addressId: editing } : typed;
  const refused = (
    status: number,
    rest: Pick<Extract<AddressActionData, { intent: 'save' }>, 'errors' | 'failed'>,
  ): AddressOutcome => ({
    ok: false,
    status,
    answer: { intent: 'save', values, preferred, ...(editing ? { editing } : {}), ...rest },
  });
  const check = checkAddress(values, preferred);
  if (!check.ok) return refused(400, { errors: check.errors });
  const body = addressBody(check.address, preferred);
  const { customers, customerId } = account;
  try {
    if (editing)
      await customers.updateCustomerAddress({
        parameters: { customerId, addressName: editing },
        body,
      });
    else await customers.createCustomerAddress({ parameters: { customerId }, body });
    return { ok: true, done: 'saved' };
  } catch (error) {
    const problem = await problemOf(error);
    const errors = problem && addressProblemErrors(problem, values.countryCode);
    if (!errors) getServices(args.context).log.error({ err: error }, 'address save failed');
    return refused(problem?.status ?? 502, errors ? { errors } : { errors: {}, failed: true });
  }
}

/** Deletes the named address. */
export const removeAddress = (account: AccountContext, args: PageArgs, addressName: string) =>
  change(args, 'delete', () =>
    account.customers.removeCustomerAddress({
      parameters: { customerId: account.customerId, addressName },
    }),
  );

/** Makes the named address the preferred one (the service keeps exactly one). */
export const makePreferredAddress = (
  account: AccountContext,
  args: PageArgs,
  addressName: string,
) =>
  change(args, 'preferred', () =>
    account.customers.updateCustomerAddress({
      parameters: { customerId: account.customerId, addressName },
      // A change names only what changes (docs/api.md); the SDK's type wants a whole address.
      body: { preferred: true } as unknown as ShopperCustomersTypes.CustomerAddress,
    }),
  );

/** Any refusal of a delete or preferred change is the page's default failure. */
async function change(
  args: PageArgs,
  intent: 'delete' | 'preferred',
  write: () => Promise<unknown>,
): Promise<AddressOutcome> {
  try {
    await write();
    return { ok: true, done: intent === 'delete' ? 'deleted' : 'preferred' };
  } catch (error) {
    getServices(args.context).log.error({ err: error, intent }, 'address change failed');
    return { ok: false, status: 502, answer: { intent, failed: true } };
  }
}
