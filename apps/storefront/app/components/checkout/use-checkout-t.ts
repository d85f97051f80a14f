import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/checkout/fields.ts';
import { m, type CheckoutMessageKey } from '../../lib/checkout/messages.ts';

export type CheckoutT = (
  key: CheckoutMessageKey,
  values?: Record<string, string | number>,
) => string;

/** `t('placeOrder')`: the checkout's message in the page's language. */
export function useCheckoutT(): CheckoutT {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage(m[key], values), [intl]);
}

/** A field's error as text, or undefined. */
export const errorText = (t: CheckoutT, error: FieldError | undefined): string | undefined =>
  error ? t(error.key, error.values) : undefined;
