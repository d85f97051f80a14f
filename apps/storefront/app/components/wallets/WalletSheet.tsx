import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import type { ExpressQuote, SheetAddress } from '../../lib/wallets/actions.ts';
import { walletErrorText, type ConfiguredMessage } from '../../lib/wallets/errors.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { pollAmount } from '../../lib/wallets/poll.ts';
import { sandboxBuyer } from '../../lib/wallets/sandbox-buyer.ts';
import {
  approveWalletContext,
  cancelWalletContext,
  CARD_WALLETS,
  createWalletContext,
  type SheetRequest,
  type SheetResult,
} from '../../lib/wallets/sheet.ts';
import { useSite } from '../../lib/site-context.tsx';
import { m } from './messages.ts';
import { ShippingOptions } from './ShippingOptions.tsx';

const WALLET_NAMES = {
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  stored_card_scheme: 'Stored Card Scheme',
  mobile_wallet: 'Mobile Wallet',
} as const;

type AddressField = 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'countryCode';
const ADDRESS_FIELDS: AddressField[] = [
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'countryCode',
];
const OPTIONAL = new Set(['line2', 'state', 'cardNumber', 'phone']);

/**
 * The sandbox approval sheet: a modal dialog (radix: focus trapped, Escape cancels, labelled by
 * its title) with the wallet's name and amount and the editable sandbox buyer. Approve runs the
 * shipping callback, creates (or takes) the wallet context and approves it; what the shopper typed
 * stays on any error. "Update shipping" sets the address and shows the shipping options and
 * totals (spec 002 §4 Google Pay callbacks); an Amazon Pay sheet polls its estimated amount while
 * open. Loaded on first use through useWalletSheet.
 */
export default function WalletSheet({
  request,
  onResult,
}: {
  request: SheetRequest;
  onResult: (result: SheetResult) => void;
}) {
  const intl = useIntl();
  const { site, locale } = useSite();
  const id = useId();
  const buyer = sandboxBuyer(site.id);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phone: buyer.phone,
    cardNumber: '',
    ...prefixed('ship', buyer.address),
    ...prefixed('bill', buyer.address),
  }));
  const [sameBilling, setSameBilling] = useState(true);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(request.amount);
  // The options and totals, and the shipping address they were fetched for.
  const [quote, setQuote] = useState<{ for: string; totals: ExpressQuote } | null>(null);
  const contextId = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const wallet = WALLET_NAMES[request.walletType];
  const checkout = request.flow === 'checkout';
  const text = (key: ConfiguredMessage) => intl.formatMessage(m[key]);
  const { readAmount } = request;

  // Spec 002 §4 Amazon Pay: the estimated order amount while the sheet is open.
  useEffect(() => {
    if (!readAmount) return;
    return pollAmount(readAmount, (answer) => {
      if (!('error' in answer)) setAmount(answer.amount);
    });
  }, [readAmount]);

  const cancel = () => {
    if (contextId.current)
      void cancelWalletContext(site.id, contextId.current).catch(() => undefined);
    onResult({ cancelled: true });
  };

  const address = (prefix: 'ship' | 'bill'): SheetAddress => {
    const v = (f: string) => values[`${prefix}.${f}`]?.trim() ?? '';
    return {
      firstName: values.firstName!.trim(),
      lastName: values.lastName!.trim(),
      line1: v('line1'),
      ...(v('line2') ? { line2: v('line2') } : {}),
      city: v('city'),
      ...(v('state') ? { state: v('state') } : {}),
      postalCode: v('postalCode'),
      countryCode: v('countryCode').toUpperCase(),
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
    };
  };

  /** Marks the missing required fields and focuses the first; answers whether all are there. */
  const check = (fields: string[]) => {
    // Google Pay needs a phone too (spec 002 §5); elsewhere it is optional.
    const required = (f: string) =>
      !OPTIONAL.has(f.split('.').pop()!) || (f === 'phone' && request.walletType === 'google_pay');
    const missing = fields.filter((f) => required(f) && !values[f]?.trim());
    setInvalid(missing);
    if (missing.length)
      form.current?.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
    return missing.length === 0;
  };

  const applyQuote = (shipping: SheetAddress, totals: ExpressQuote) => {
    setQuote({ for: JSON.stringify(shipping), totals });
    setAmount(totals.amount);
  };

  /** Spec 002 §4: the address set, its shipping options (the first is the default) and totals. */
  const updateShipping = async () => {
    if (busy || !request.onShippingAddress) return;
    const fields = ['firstName', 'lastName', ...ADDRESS_FIELDS.map((f) => `ship.${f}`)];
    if (!check(fields)) return;
    setBusy(true);
    setError(null);
    const shipping = address('ship');
    const answer = await request.onShippingAddress(shipping);
    setBusy(false);
    if ('error' in answer) return setError(walletErrorText(answer.error, request.walletType, text));
    applyQuote(shipping, answer);
  };

  /** Spec 002 §4 shipping option change: the method set, the new total shown. */
  const chooseMethod = async (methodId: string) => {
    if (busy || !quote || !request.onShippingMethod) return;
    setBusy(true);
    setError(null);
    const answer = await request.onShippingMethod(methodId);
    setBusy(false);
    if ('error' in answer)
      return setError(
        walletErrorText(answer.error, request.walletType, text, 'shippingMethodFailed'),
      );
    setQuote({ for: quote.for, totals: answer });
    setAmount(answer.amount);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = [
      'email',
      'firstName',
      'lastName',
      'phone',
      ...(checkout ? ADDRESS_FIELDS.map((f) => `ship.${f}`) : []),
      ...(sameBilling ? [] : ADDRESS_FIELDS.map((f) => `bill.${f}`)),
    ];
    if (!check(fields)) return;
    setBusy(true);
    setError(null);
    const shipping = checkout ? address('ship') : undefined;
    const billing = sameBilling ? shipping : address('bill');
    let total = { amount: amount ?? request.amount, currency: request.currency };
    // The options shown for this very address keep the chosen method; else the first is set.
    const quoted = shipping && quote?.for === JSON.stringify(shipping);
    if (shipping && request.onShippingAddress && !quoted) {
      const answer = await request.onShippingAddress(shipping);
      if ('error' in answer) {
        setBusy(false);
        setError(walletErrorText(answer.error, request.walletType, text));
        return;
      }
      total = answer;
      applyQuote(shipping, answer);
    } else if (quoted && quote) {
      total = quote.totals;
    }
    if (!contextId.current) {
      const created = request.createContext
        ? await request.createContext()
        : await createWalletContext(site.id, { ...request, ...total }).then((r) =>
            r.ok ? r.data : { error: r.error },
          );
      if ('error' in created) {
        onResult({ error: created.error });
        return;
      }
      contextId.current = created.id;
    }
    const card = values.cardNumber?.trim();
    const approved = await approveWalletContext(site.id, contextId.current, {
      email: values.email!.trim(),
      firstName: values.firstName!.trim(),
      lastName: values.lastName!.trim(),
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
      ...(shipping ? { shippingAddress: shipping } : {}),
      ...(billing ? { billingAddress: billing } : {}),
      ...(card && CARD_WALLETS.includes(request.walletType) ? { cardNumber: card } : {}),
    });
    if (!approved.ok) {
      setBusy(false);
      setError(walletErrorText(approved.error, request.walletType, text));
      return;
    }
    onResult(approved.data);
  };

  const input = (name: string, label: string, type = 'text', autoComplete?: string) => {
    const bad = invalid.includes(name);
    return (
      <div key={name} className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${id}-${name}-error` : undefined}
          className="min-h-11 rounded border border-stone-400 px-3 aria-invalid:border-red-700"
        />
        {bad ? (
          <p id={`${id}-${name}-error`} className="text-sm text-red-800">
            {intl.formatMessage(m.required)}
          </p>
        ) : null}
      </div>
    );
  };
  const addressFields = (prefix: 'ship' | 'bill') =>
    ADDRESS_FIELDS.map((f) =>
      input(`${prefix}.${f}`, intl.formatMessage(m[f === 'countryCode' ? 'country' : f])),
    );

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          data-testid="wallet-sheet"
          aria-busy={busy}
          onEscapeKeyDown={(e) => (busy ? e.preventDefault() : undefined)}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">
            {intl.formatMessage(m.sheetTitle, { wallet })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {checkout && amount !== undefined && request.currency
              ? intl.formatMessage(m.sheetAmount, {
                  amount: formatMoney(amount, request.currency, locale.id),
                })
              : intl.formatMessage(m.sheetVault)}{' '}
            {intl.formatMessage(m.sheetIntro)}
          </Dialog.Description>
          <form
            ref={form}
            noValidate
            onSubmit={(e) => void submit(e)}
            className="mt-4 flex flex-col gap-4"
          >
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">{intl.formatMessage(m.contact)}</legend>
              {input('email', intl.formatMessage(m.email), 'email', 'email')}
              {input('phone', intl.formatMessage(m.phone), 'tel', 'tel')}
              {input('firstName', intl.formatMessage(m.firstName), 'text', 'given-name')}
              {input('lastName', intl.formatMessage(m.lastName), 'text', 'family-name')}
            </fieldset>
            {checkout ? (
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-2 font-semibold">
                  {intl.formatMessage(m.shippingAddress)}
                </legend>
                {addressFields('ship')}
                {request.onShippingAddress ? (
                  <button
                    type="button"
                    onClick={() => void updateShipping()}
                    aria-disabled={busy}
                    className="min-h-11 rounded-full border border-stone-900 px-5 font-semibold sm:col-span-2 sm:justify-self-start"
                  >
                    {intl.formatMessage(m.updateShipping)}
                  </button>
                ) : null}
              </fieldset>
            ) : null}
            {checkout && quote && quote.for === JSON.stringify(address('ship')) ? (
              <ShippingOptions
                quote={quote.totals}
                busy={busy}
                onChoose={(methodId) => void chooseMethod(methodId)}
              />
            ) : null}
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">{intl.formatMessage(m.billingAddress)}</legend>
              {checkout ? (
                <label className="flex items-center gap-2 sm:col-span-2">
                  <input
                    type="checkbox"
                    checked={sameBilling}
                    onChange={(e) => setSameBilling(e.target.checked)}
                    className="size-5"
                  />
                  {intl.formatMessage(m.sameAsShipping)}
                </label>
              ) : null}
              {sameBilling && checkout ? null : addressFields('bill')}
            </fieldset>
            {CARD_WALLETS.includes(request.walletType)
              ? input('cardNumber', intl.formatMessage(m.cardNumber), 'text', 'off')
              : null}
            {error ? (
              <p role="alert" className="rounded bg-red-50 p-3 text-sm font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            {busy ? (
              <p role="status" className="text-sm">
                {intl.formatMessage(m.processing)}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => (busy ? undefined : cancel())}
                aria-disabled={busy}
                className="min-h-11 rounded-full border border-stone-400 px-5 font-semibold"
              >
                {intl.formatMessage(m.cancel)}
              </button>
              <button
                type="submit"
                aria-disabled={busy}
                className="min-h-11 rounded-full bg-stone-900 px-5 font-semibold text-white"
              >
                {intl.formatMessage(m.approve)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function prefixed(prefix: string, address: SheetAddress): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${prefix}.${f}`, address[f] ?? '']));
}
