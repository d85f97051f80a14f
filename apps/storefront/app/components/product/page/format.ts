import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ProductMessage } from '../../../lib/product/messages.ts';
import { pdpMessages, type PdpMessageId } from './messages.ts';

type Values = Record<string, string | number>;

const PDP_BY_ID = new Map(Object.values(pdpMessages).map((d) => [d.id as string, d]));

/**
 * Formats the page's own messages by id (the build strips their English defaults, so only ids
 * ship) and the product rules' messages as they come.
 */
export function usePdpFormat() {
  const intl = useIntl();
  const t = useCallback(
    (id: PdpMessageId, values?: Values) => intl.formatMessage(PDP_BY_ID.get(id)!, values),
    [intl],
  );
  const rule = useCallback(
    (message: ProductMessage) => intl.formatMessage(message, message.values),
    [intl],
  );
  return { t, rule };
}
