/**
 * The wallet sheet's form as data (components/wallets/WalletSheet.tsx): what the shopper typed,
 * which fields are missing, the error and busy flags, the amount shown and the shipping quote,
 * changed only through `sheetFormReducer`.
 */
import type { ExpressQuote, SheetAddress } from './actions.ts';
import type { ConfiguredMessage, WalletError } from './errors.ts';
import type { SandboxBuyer } from './sandbox-buyer.ts';
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
  | { type: 'methodChosen'; totals: ExpressQuote };

const prefixed = (prefix: AddressPrefix, address: SheetAddress): Record<string, string> =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${prefix}.${f}`, address[f] ?? '']));

/** The sandbox buyer pre-filled, shipping and billing alike; nothing checked or sent yet. */
export const initialSheetForm = (buyer: SandboxBuyer, amount?: number): SheetFormState => ({
  values: {
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phone: buyer.phone,
    cardNumber: '',
    ...prefixed('ship', buyer.address),
    ...prefixed('bill', buyer.address),
  },
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
