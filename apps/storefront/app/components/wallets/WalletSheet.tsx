import { useId } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { walletErrorText, type ConfiguredMessage } from '../../lib/wallets/errors.ts';
import {
  CARD_WALLETS,
  WALLET_NAMES,
  type SheetRequest,
  type SheetResult,
} from '../../lib/wallets/sheet.ts';
import {
  ADDRESS_FIELDS,
  sheetAddress,
  type AddressPrefix,
} from '../../lib/wallets/sheet-fields.ts';
import { quoteFor } from '../../lib/wallets/sheet-form.ts';
import { m } from './messages.ts';
import { SheetField } from './SheetField.tsx';
import { SheetFooter } from './SheetFooter.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import { useSheetForm } from './use-sheet-form.ts';

/**
 * The sandbox approval sheet: a modal dialog (radix: focus trapped, Escape cancels, labelled by
 * its title) with the wallet's name and amount and the buyer's fields: empty for a guest, the
 * signed-in shopper's own data, or what a checkout tab gave (lib/wallets/sandbox-buyer.ts; never
 * another customer's). Approve runs the
 * shipping callback, creates (or takes) the wallet context and approves it; what the shopper typed
 * stays on any error. "Update shipping" sets the address and shows the shipping options and
 * totals (spec 002 §4 Google Pay callbacks); an Amazon Pay sheet polls its estimated amount while
 * open. The behaviour is useSheetForm's; loaded on first use through useWalletSheet.
 */
export default function WalletSheet({
  request,
  onResult,
}: {
  request: SheetRequest;
  onResult: (result: SheetResult) => void;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const id = useId();
  const sheet = useSheetForm(request, onResult);
  const { values, invalid, busy, amount, error, sameBilling } = sheet.state;
  const checkout = request.flow === 'checkout';
  const text = (key: ConfiguredMessage) => intl.formatMessage(m[key]);
  const quote = checkout ? quoteFor(sheet.state, sheetAddress(values, 'ship')) : null;

  const field = (name: string, label: string, type?: string, autoComplete?: string) => (
    <SheetField
      key={name}
      idBase={id}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name] ?? ''}
      invalid={invalid.includes(name)}
      onChange={(value) => sheet.edit(name, value)}
    />
  );
  const addressFields = (prefix: AddressPrefix) =>
    ADDRESS_FIELDS.map((f) =>
      field(`${prefix}.${f}`, intl.formatMessage(m[f === 'countryCode' ? 'country' : f])),
    );
  const legend = (text: string) => <legend className="mb-2 font-semibold">{text}</legend>;

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : sheet.cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          data-testid="wallet-sheet"
          aria-busy={busy}
          onEscapeKeyDown={(e) => (busy ? e.preventDefault() : undefined)}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">
            {intl.formatMessage(m.sheetTitle, { wallet: WALLET_NAMES[request.walletType] })}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-1 text-sm text-stone-700">
              <p className="font-semibold">
                {checkout && amount !== undefined && request.currency
                  ? intl.formatMessage(m.sheetAmount, {
                      amount: formatMoney(amount, request.currency, locale.id),
                    })
                  : intl.formatMessage(m.sheetVault)}
              </p>
              <p>{intl.formatMessage(m.sheetIntro)}</p>
            </div>
          </Dialog.Description>
          <form
            ref={sheet.form}
            noValidate
            onSubmit={(e) => void sheet.submit(e)}
            className="mt-4 flex flex-col gap-4"
          >
            <fieldset className="grid gap-3 sm:grid-cols-2">
              {legend(intl.formatMessage(m.contact))}
              {field('email', intl.formatMessage(m.email), 'email', 'email')}
              {field('phone', intl.formatMessage(m.phone), 'tel', 'tel')}
              {field('firstName', intl.formatMessage(m.firstName), 'text', 'given-name')}
              {field('lastName', intl.formatMessage(m.lastName), 'text', 'family-name')}
            </fieldset>
            {checkout ? (
              <fieldset className="grid gap-3 sm:grid-cols-2">
                {legend(intl.formatMessage(m.shippingAddress))}
                {addressFields('ship')}
                {request.onShippingAddress ? (
                  <button
                    type="button"
                    onClick={() => void sheet.updateShipping()}
                    aria-disabled={busy}
                    className="min-h-11 rounded-full border border-stone-900 px-5 font-semibold sm:col-span-2 sm:justify-self-start"
                  >
                    {intl.formatMessage(m.updateShipping)}
                  </button>
                ) : null}
              </fieldset>
            ) : null}
            {quote ? (
              <ShippingOptions
                quote={quote.totals}
                busy={busy}
                onChoose={(methodId) => void sheet.chooseMethod(methodId)}
              />
            ) : null}
            <fieldset className="grid gap-3 sm:grid-cols-2">
              {legend(intl.formatMessage(m.billingAddress))}
              {checkout ? (
                <label className="flex items-center gap-2 sm:col-span-2">
                  <input
                    type="checkbox"
                    checked={sameBilling}
                    onChange={(e) => sheet.setSameBilling(e.target.checked)}
                    className="size-5"
                  />
                  {intl.formatMessage(m.sameAsShipping)}
                </label>
              ) : null}
              {sameBilling && checkout ? null : addressFields('bill')}
            </fieldset>
            {CARD_WALLETS.includes(request.walletType)
              ? field('cardNumber', intl.formatMessage(m.cardNumber), 'text', 'off')
              : null}
            <SheetFooter
              error={
                error
                  ? walletErrorText(error.error, request.walletType, text, error.fallback)
                  : null
              }
              busy={busy}
              onCancel={sheet.cancel}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
