import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ProductMessage } from '../../lib/product/messages.ts';
import { pdpMessages, type PdpMessageKey } from './messages.ts';

type Values = Record<string, string | number>;

/** Formats the page's own messages by key and the product rules' messages as they come. */
export function usePdpFormat() {
  const intl = useIntl();
  const t = useCallback(
    (key: PdpMessageKey, values?: Values) => intl.formatMessage(pdpMessages[key], values),
    [intl],
  );
  const rule = useCallback(
    (message: ProductMessage) =>
      intl.formatMessage(
        { id: message.id, defaultMessage: message.defaultMessage },
        message.values,
      ),
    [intl],
  );
  return { t, rule, intl };
}
