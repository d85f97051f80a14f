import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ProductMessage } from '../../../lib/product/messages.ts';
import type { PdpMessageId } from './messages.ts';

type Values = Record<string, string | number>;

/**
 * Formats the page's own messages by id (the compiled catalogue holds them in every locale, so
 * the descriptors stay out of the browser bundle) and the product rules' messages as they come.
 */
export function usePdpFormat() {
  const intl = useIntl();
  const t = useCallback(
    (id: PdpMessageId, values?: Values) => intl.formatMessage({ id }, values),
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
  return { t, rule };
}
