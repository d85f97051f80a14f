import { data, redirect } from 'react-router';
import type { Route } from './+types/account-addresses';
import { addressListView } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import {
  ADDRESS_DONE,
  ADDRESS_FIELDS,
  type AddressDone,
  type AddressField,
} from '../lib/account/address-form.ts';
import {
  makePreferredAddress,
  removeAddress,
  saveAddress,
} from '../lib/account/addresses.server.ts';
import { countryNamer, countryOptions, siteCountries } from '../lib/account/countries.ts';
import { textOf, valuesOf, type FormValues } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { AddressesPage } from '../components/account/area/AddressesPage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';
import { submittedForm } from '../lib/form-values.ts';

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
  const form = await submittedForm(args.request);
  const intent = textOf(form.get('intent'));
  const addressId = textOf(form.get('addressId'));
  const outcome =
    intent === 'delete'
      ? await removeAddress(account, args, addressId)
      : intent === 'preferred'
        ? await makePreferredAddress(account, args, addressId)
        : await saveAddress(account, args, {
            values: valuesOf(form, ADDRESS_FIELDS),
            preferred: form.get('preferred') === 'true',
            editing: args.url.searchParams.get('edit') ?? undefined,
          });
  if (outcome.ok) return redirect(`${args.url.pathname}?done=${outcome.done}`);
  return data(outcome.answer, { status: outcome.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navAddresses'));
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesPage {...loaderData} answer={actionData} />;
}
