import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import type { ExpressBuyerAnswer } from '../../lib/wallets/actions.ts';
import { pollAmount } from '../../lib/wallets/poll.ts';
import {
  approveWalletContext,
  cancelWalletContext,
  createWalletContext,
  type SheetRequest,
  type SheetResult,
} from '../../lib/wallets/sheet.ts';
import type { WalletError } from '../../lib/wallets/errors.ts';
import {
  approvalFields,
  missingFields,
  sheetAddress,
  sheetBuyer,
  shippingFields,
} from '../../lib/wallets/sheet-fields.ts';
import { initialSheetForm, quoteFor, sheetFormReducer } from '../../lib/wallets/sheet-form.ts';

/**
 * The wallet sheet's behaviour (WalletSheet.tsx renders it): the form state, the Amazon Pay amount
 * poll, and the gateway calls of "Update shipping", a shipping option change, Approve and Cancel.
 * What the shopper typed stays on any error.
 */
export function useSheetForm(request: SheetRequest, onResult: (result: SheetResult) => void) {
  const { site } = useSite();
  const buyerUrl = `${useLocalizedHref()('/express')}?buyer`;
  const [state, dispatch] = useReducer(sheetFormReducer, request.buyer, (buyer) =>
    initialSheetForm(buyer, request.amount),
  );
  const contextId = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { busy, values, quote } = state;
  const { readAmount, walletType } = request;
  const checkout = request.flow === 'checkout';

  // Never a real customer's data: without a buyer from the caller, the signed-in shopper's own
  // (a guest's answer is null: the fields stay empty for them to fill).
  const given = request.buyer !== undefined;
  const [prefilled, setPrefilled] = useState(given);
  useEffect(() => {
    if (given) return;
    let live = true;
    fetch(buyerUrl, { headers: { accept: 'application/json' } })
      .then((r) => r.json() as Promise<ExpressBuyerAnswer>)
      .then((answer) => {
        if (live && 'buyer' in answer && answer.buyer)
          dispatch({ type: 'prefilled', buyer: answer.buyer });
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setPrefilled(true);
      });
    return () => {
      live = false;
    };
  }, [given, buyerUrl]);

  // Spec 002 §4 Amazon Pay: the estimated order amount while the sheet is open.
  useEffect(() => {
    if (!readAmount) return;
    return pollAmount(readAmount, (answer) => {
      if (!('error' in answer)) dispatch({ type: 'amountRead', amount: answer.amount });
    });
  }, [readAmount]);

  const cancel = () => {
    if (contextId.current)
      void cancelWalletContext(site.id, contextId.current).catch(() => undefined);
    onResult({ cancelled: true });
  };

  /** Marks the missing required fields and focuses the first; answers whether all are there. */
  const check = (fields: string[]) => {
    const missing = missingFields(values, fields, walletType);
    dispatch({ type: 'checked', missing });
    if (missing.length)
      form.current?.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
    return missing.length === 0;
  };

  /** A refused address: shown in the sheet, or (`close`) the sheet ends with it. */
  const refuseAddress = (answer: { error: WalletError; close?: boolean }) => {
    if (!answer.close) return dispatch({ type: 'failed', error: { error: answer.error } });
    if (contextId.current)
      void cancelWalletContext(site.id, contextId.current).catch(() => undefined);
    onResult({ error: answer.error });
  };

  /** Spec 002 §4: the address set, its shipping options (the first is the default) and totals. */
  const updateShipping = async () => {
    if (busy || !request.onShippingAddress || !check(shippingFields())) return;
    dispatch({ type: 'started' });
    const shipping = sheetAddress(values, 'ship');
    const answer = await request.onShippingAddress(shipping);
    if ('error' in answer) return refuseAddress(answer);
    dispatch({ type: 'quoted', shipping, totals: answer, done: true });
  };

  // Spec 002 §4 Google Pay "Initialize": a sheet that opens with a complete shipping address (the
  // shopper's own) sets it and shows its shipping options at once; otherwise "Update shipping".
  const initialized = useRef(false);
  useEffect(() => {
    if (initialized.current || !prefilled) return;
    initialized.current = true;
    if (
      walletType === 'google_pay' &&
      checkout &&
      !missingFields(values, shippingFields(), walletType).length
    )
      void updateShipping();
    // Once, when the sheet's start is known; `values` and `updateShipping` are this render's.
  }, [prefilled]);

  /** Spec 002 §4 shipping option change: the method set, the new total shown. */
  const chooseMethod = async (methodId: string) => {
    if (busy || !quote || !request.onShippingMethod) return;
    dispatch({ type: 'started' });
    const answer = await request.onShippingMethod(methodId);
    if ('error' in answer)
      return dispatch({
        type: 'failed',
        error: { error: answer.error, fallback: 'shippingMethodFailed' },
      });
    dispatch({ type: 'methodChosen', totals: answer });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check(approvalFields(checkout, state.sameBilling))) return;
    dispatch({ type: 'started' });
    const shipping = checkout ? sheetAddress(values, 'ship') : undefined;
    const billing = state.sameBilling ? shipping : sheetAddress(values, 'bill');
    let total = { amount: state.amount ?? request.amount, currency: request.currency };
    // The options shown for this very address keep the chosen method; else the first is set.
    const quoted = shipping && quoteFor(state, shipping);
    if (shipping && request.onShippingAddress && !quoted) {
      const answer = await request.onShippingAddress(shipping);
      if ('error' in answer) return refuseAddress(answer);
      total = answer;
      dispatch({ type: 'quoted', shipping, totals: answer, done: false });
    } else if (quoted) {
      total = quoted.totals;
    }
    if (!contextId.current) {
      const created = request.createContext
        ? await request.createContext()
        : await createWalletContext(site.id, { ...request, ...total }).then((r) =>
            r.ok ? r.data : { error: r.error },
          );
      if ('error' in created) return onResult({ error: created.error });
      contextId.current = created.id;
    }
    const buyer = sheetBuyer(values, walletType, shipping, billing);
    const approved = await approveWalletContext(site.id, contextId.current, buyer);
    if (!approved.ok) return dispatch({ type: 'failed', error: { error: approved.error } });
    onResult(approved.data);
  };

  return {
    state,
    form,
    edit: (name: string, value: string) => dispatch({ type: 'edited', name, value }),
    setSameBilling: (on: boolean) => dispatch({ type: 'sameBillingSet', on }),
    cancel,
    updateShipping,
    chooseMethod,
    submit,
  };
}
