import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../../lib/account/form-errors.ts';
import { accountMessage, type AccountMessageKey } from '../../../lib/account/area-messages.ts';

export type AccountT = (key: AccountMessageKey, values?: Record<string, string | number>) => string;

/** `t('navHome')`: the account area's message in the page's language. */
export function useAccountT(): AccountT {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage(accountMessage(key), values), [intl]);
}

/** A field's error as the `errors` list the account fields take. */
export const errorList = (t: AccountT, error: FieldError | undefined): string[] =>
  error ? [t(error.key, error.values)] : [];
