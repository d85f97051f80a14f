import { data, redirect } from 'react-router';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import type { Route } from './+types/account-addresses';
import { addressListView } from '../lib/account/account-view.ts';
import { loadCustomer, problemOf, requireAccount } from '../lib/account/account.server.ts';
import {
  ADDRESS_DONE,
  ADDRESS_FIELDS,
  addressBody,
  addressProblemErrors,
  checkAddress,
  type AddressActionData,
  type AddressDone,
  type AddressField,
} from '../lib/account/address-form.ts';
import { countryNamer, countryOptions, siteCountries } from '../lib/account/countries.ts';
import { textOf, valuesOf, type FormValues } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { AddressesPage } from '../components/account/area/AddressesPage.tsx';
import { m } from '../lib/account/area-messages.ts';

/** /account/addresses: the address book (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const customer = await loadCustomer(account, args);
  const search = args.url.searchParams;
  const edit = search.get('edit');
  const done = search.get('done');
  const emptyValues = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, '']),
  ) as FormValues<AddressField>;
  // A site selling to one country fills it in.
  const countries = siteCountries(site);
  if (countries.length === 1) emptyValues.countryCode = countries[0] ?? '';
  return {
    siteId: site.id,
    localeId: locale.id,
    addresses: addressListView(customer, countryNamer(locale.id)),
    countries: countryOptions(site, locale.id),
    open: edit
      ? { kind: 'edit' as const, addressId: edit }
      : search.has('new')
        ? { kind: 'new' as const }
        : null,
    emptyValues,
    done: (ADDRESS_DONE as readonly string[]).includes(done ?? '') ? (done as AddressDone) : null,
  };
}

/** `intent`: "save" (create or update), "preferred" or "delete"; success goes back to the list. */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const form = await args.request.formData();
  const intent = textOf(form.get('intent'));
  const customerId = account.customerId;
  const log = getServices(args.context).log;
  const listUrl = (done: AddressDone) => `${args.url.pathname}?done=${done}`;
  const addressName = textOf(form.get('addressId'));

  if (intent === 'delete' || intent === 'preferred') {
    try {
      if (intent === 'delete')
        await account.customers.removeCustomerAddress({ parameters: { customerId, addressName } });
      else
        await account.customers.updateCustomerAddress({
          parameters: { customerId, addressName },
          // A change names only what changes (docs/api.md); the SDK's type wants a whole address.
          body: { preferred: true } as unknown as ShopperCustomersTypes.CustomerAddress,
        });
      return redirect(listUrl(intent === 'delete' ? 'deleted' : 'preferred'));
    } catch (error) {
      log.error({ err: error, intent }, 'address change failed');
      return data<AddressActionData>({ intent, failed: true }, { status: 502 });
    }
  }

  const editing = args.url.searchParams.get('edit') ?? undefined;
  const values = valuesOf(form, ADDRESS_FIELDS);
  if (editing) values.addressId = editing;
  const preferred = form.get('preferred') === 'true';
  const answer = (rest: Partial<AddressActionData & { intent: 'save' }>) =>
    ({
      intent: 'save',
      values,
      preferred,
      errors: {},
      ...(editing ? { editing } : {}),
      ...rest,
    }) as AddressActionData;
  const check = checkAddress(values, preferred);
  if (!check.ok) return data(answer({ errors: check.errors }), { status: 400 });
  const body = addressBody(check.address, preferred);
  try {
    if (editing)
      await account.customers.updateCustomerAddress({
        parameters: { customerId, addressName: editing },
        body,
      });
    else await account.customers.createCustomerAddress({ parameters: { customerId }, body });
    return redirect(listUrl('saved'));
  } catch (error) {
    const problem = await problemOf(error);
    const errors = problem && addressProblemErrors(problem, values.countryCode);
    if (!errors) log.error({ err: error }, 'address save failed');
    return data(answer(errors ? { errors } : { failed: true }), { status: problem?.status ?? 502 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.navAddresses);
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesPage {...loaderData} answer={actionData} />;
}
