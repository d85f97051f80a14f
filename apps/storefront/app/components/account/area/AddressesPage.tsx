import { lazy, Suspense, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../../i18n/intl.tsx';
import type { AddressView } from '../../../lib/account/account-view.ts';
import type {
  AddressActionData,
  AddressDone,
  AddressField,
} from '../../../lib/account/address-form.ts';
import type { CountryOption } from '../../../lib/account/countries.ts';
import type { FormValues } from '../../../lib/account/form-errors.ts';
import { LocalizedLink, useLocalizedHref } from '../../../lib/site-context.tsx';
import { FormAlert } from '../sign-in/fields.tsx';
import { primaryButtonClass } from '../../shell/styles.ts';
import { AddressForm } from './AddressForm.tsx';
import { AddressLines } from './AddressCard.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { useAccountT } from './use-account-t.ts';
import type { AccountMessageKey } from '../../../lib/account/area-messages.ts';

// The dialog's code (Radix) loads with the first Delete.
const ConfirmationDialog = lazy(() =>
  import('../../ui/ConfirmationDialog.tsx').then((module) => ({
    default: module.ConfirmationDialog,
  })),
);

const smallButton =
  'rounded-full border border-stone-400 px-4 py-1.5 text-sm font-semibold hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

const DONE_MESSAGES: Record<AddressDone, AccountMessageKey> = {
  saved: 'addressSaved',
  deleted: 'addressDeleted',
  preferred: 'preferredSaved',
};

export interface AddressesPageProps {
  addresses: AddressView[];
  countries: CountryOption[];
  /** Which form is open: a new address, an address by name, or none. */
  open: { kind: 'new' } | { kind: 'edit'; addressId: string } | null;
  emptyValues: FormValues<AddressField>;
  done: AddressDone | null;
  answer: AddressActionData | undefined;
}

/**
 * Addresses (spec 000 §2): the list with the preferred one marked; add, edit, delete (after the
 * confirmation dialog, spec 000 §2) and make preferred. The forms open through the URL
 * (?new, ?edit=name), so every step also works without scripts.
 */
export function AddressesPage({
  addresses,
  countries,
  open,
  emptyValues,
  done,
  answer,
}: AddressesPageProps) {
  const t = useAccountT();
  const global = useT();
  const tGlobal = useT();
  const href = useLocalizedHref();
  const submit = useSubmit();
  const listHref = href('/account/addresses');
  const [deleting, setDeleting] = useState<string | null>(null);
  const pendingDelete = useRef<HTMLFormElement | null>(null);
  const saveAnswer = answer?.intent === 'save' ? answer : undefined;
  const editing =
    open?.kind === 'edit' ? addresses.find((a) => a.addressId === open.addressId) : undefined;
  const formOpen = open?.kind === 'new' || editing !== undefined || saveAnswer !== undefined;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t('addressesHeading')}</h1>
        {formOpen ? null : (
          <LocalizedLink to="/account/addresses?new" className={primaryButtonClass}>
            {t('addAddress')}
          </LocalizedLink>
        )}
      </div>
      {done && !answer ? <StatusMessage>{t(DONE_MESSAGES[done])}</StatusMessage> : null}
      {answer && answer.intent !== 'save' ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      {formOpen ? (
        <AddressForm
          editing={saveAnswer ? saveAnswer.editing : editing?.addressId}
          values={saveAnswer?.values ?? editing?.values ?? emptyValues}
          preferred={saveAnswer?.preferred ?? editing?.preferred ?? addresses.length === 0}
          errors={saveAnswer?.errors ?? {}}
          failed={saveAnswer?.failed === true}
          countries={countries}
          cancelHref={listHref}
        />
      ) : null}
      {addresses.length === 0 ? (
        <p className="text-stone-700">{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('addressesHeading')}>
          {addresses.map((address) => (
            <li key={address.addressId}>
              <article
                aria-labelledby={`address-${address.addressId}`}
                data-address={address.addressId}
                className="grid h-full gap-3 rounded-lg border border-stone-300 p-4 data-[preferred=true]:border-stone-900"
                data-preferred={address.preferred}
              >
                <h2
                  id={`address-${address.addressId}`}
                  className="flex items-center gap-2 font-semibold"
                >
                  {address.addressId}
                  {address.preferred ? (
                    <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs text-white">
                      {t('preferred')}
                    </span>
                  ) : null}
                </h2>
                <AddressLines address={address} />
                <div className="mt-auto flex flex-wrap gap-2">
                  <LocalizedLink
                    to={`/account/addresses?edit=${encodeURIComponent(address.addressId)}`}
                    className={smallButton}
                    aria-label={global('global.labelValue', {
                      label: t('editAddress'),
                      value: address.addressId,
                    })}
                  >
                    {t('editAddress')}
                  </LocalizedLink>
                  {address.preferred ? null : (
                    <Form method="post" action={listHref}>
                      <input type="hidden" name="intent" value="preferred" />
                      <input type="hidden" name="addressId" value={address.addressId} />
                      <button
                        type="submit"
                        className={smallButton}
                        aria-label={global('global.labelValue', {
                          label: t('makePreferred'),
                          value: address.addressId,
                        })}
                      >
                        {t('makePreferred')}
                      </button>
                    </Form>
                  )}
                  <Form
                    method="post"
                    action={listHref}
                    onSubmit={(event) => {
                      // With scripts the confirmation dialog asks first; without, it deletes.
                      event.preventDefault();
                      pendingDelete.current = event.currentTarget;
                      setDeleting(address.addressId);
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="addressId" value={address.addressId} />
                    <button
                      type="submit"
                      className={smallButton}
                      aria-label={global('global.labelValue', {
                        label: t('deleteAddress'),
                        value: address.addressId,
                      })}
                    >
                      {t('deleteAddress')}
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {deleting === null ? null : (
        <Suspense fallback={null}>
          <ConfirmationDialog
            open
            onOpenChange={(isOpen) => {
              if (isOpen) return;
              setDeleting(null);
              // Back to the Delete button the dialog came from.
              const trigger = pendingDelete.current?.querySelector('button');
              requestAnimationFrame(() => trigger?.focus());
            }}
            title={t('deleteTitle')}
            message={t('deleteMessage', { name: deleting })}
            primaryActionLabel={t('deleteConfirm')}
            onPrimaryAction={() => {
              if (pendingDelete.current) void submit(pendingDelete.current);
              setDeleting(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
