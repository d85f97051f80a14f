/**
 * The wallet sheet's form as data (components/wallets/WalletSheet.tsx): what the shopper typed,
 * which fields are missing, the error and busy flags, the amount shown and the shipping quote,
 * changed only through `sheetFormReducer`.
 */
import type { ExpressQuote, SheetAddress } from './actions.ts';
import type { ConfiguredMessage, WalletError } from './errors.ts';
import { EMPTY_BUYER, type SandboxBuyer } from './sandbox-buyer.ts';
import { ADDRESS_FIELDS, type AddressPrefix } from './sheet-fields.ts';

/** An error to show, and the configured message when it has neither code nor text. */
export interface SheetError {
  error: WalletError;
  fallback?: ConfiguredMessage;
}

export interface SheetFormState {
  values: Record<string, string>;
  sameBilling: boolean;
  /** Required fields found empty by the last check. */
  invalid: string[];
  error: SheetError | null;
  busy: boolean;
  amount: number | undefined;
  /** The options and totals, and the shipping address (addressKey) they were fetched for. */
  quote: { for: string; totals: ExpressQuote } | null;
}

export type SheetFormAction =
  | { type: 'edited'; name: string; value: string }
  | { type: 'sameBillingSet'; on: boolean }
  | { type: 'checked'; missing: string[] }
  | { type: 'started' }
  | { type: 'failed'; error: SheetError }
  | { type: 'amountRead'; amount: number }
  /** Totals for `shipping`; `done` ends the busy state (not while an approval goes on). */
  | { type: 'quoted'; shipping: SheetAddress; totals: ExpressQuote; done: boolean }
  | { type: 'methodChosen'; totals: ExpressQuote }
  /** The signed-in shopper's own data arrived: it fills the fields still empty. */
  | { type: 'prefilled'; buyer: SandboxBuyer };

const prefixed = (prefix: AddressPrefix, address: SandboxBuyer['address']) =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${prefix}.${f}`, address[f] ?? '']));

/** The fields a buyer fills, shipping and billing alike. */
const buyerValues = (buyer: SandboxBuyer): Record<string, string> => ({
  email: buyer.email,
  firstName: buyer.firstName,
  lastName: buyer.lastName,
  phone: buyer.phone,
  cardNumber: '',
  ...prefixed('ship', buyer.address),
  ...prefixed('bill', buyer.address),
});

/**
 * The sheet's start (lib/wallets/sandbox-buyer.ts): the given buyer's data, shipping and billing
 * alike, or empty fields; nothing checked or sent yet.
 */
export const initialSheetForm = (
  buyer: SandboxBuyer = EMPTY_BUYER,
  amount?: number,
): SheetFormState => ({
  values: buyerValues(buyer),
  sameBilling: true,
  invalid: [],
  error: null,
  busy: false,
  amount,
  quote: null,
});

/** Quotes are kept per address: the same fields typed again find their quote. */
export const addressKey = (address: SheetAddress) => JSON.stringify(address);

export function sheetFormReducer(state: SheetFormState, action: SheetFormAction): SheetFormState {
  switch (action.type) {
    case 'edited':
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'sameBillingSet':
      return { ...state, sameBilling: action.on };
    case 'checked':
      return { ...state, invalid: action.missing };
    case 'started':
      return { ...state, busy: true, error: null };
    case 'failed':
      return { ...state, busy: false, error: action.error };
    case 'amountRead':
      return { ...state, amount: action.amount };
    case 'quoted':
      return {
        ...state,
        busy: action.done ? false : state.busy,
        quote: { for: addressKey(action.shipping), totals: action.totals },
        amount: action.totals.amount,
      };
    case 'prefilled': {
      // What the shopper typed meanwhile stays; only empty fields take the shopper's data.
      const values = { ...state.values };
      for (const [name, value] of Object.entries(buyerValues(action.buyer)))
        if (!values[name]?.trim()) values[name] = value;
      return { ...state, values };
    }
    case 'methodChosen':
      return state.quote
        ? {
            ...state,
            busy: false,
            quote: { for: state.quote.for, totals: action.totals },
            amount: action.totals.amount,
          }
        : state;
  }
}

/** The quote fetched for exactly this shipping address, if any. */
export const quoteFor = (state: SheetFormState, shipping: SheetAddress) =>
  state.quote?.for === addressKey(shipping) ? state.quote : null;
