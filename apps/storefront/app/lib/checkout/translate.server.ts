/**
 * The checkout action's texts in the page's language: spec 002 §8 answers carry translated
 * messages (errorMessage, serverErrors, fieldErrors), so any client shows them as they are.
 */
import { createIntl } from 'react-intl';
import { m } from './messages.ts';
import { serverMessages } from '../../i18n/messages.server.ts';
import { onIntlError } from '../../i18n/intl.tsx';
import { SOURCE_LOCALE } from '../../i18n/catalogue.ts';
import type { Translate } from './order-errors.ts';

export async function checkoutTranslator(
  localeId: string,
  log: { error(obj: object, msg?: string): void },
): Promise<Translate> {
  const intl = createIntl({
    locale: localeId,
    defaultLocale: SOURCE_LOCALE,
    messages: await serverMessages(localeId, log),
    onError: onIntlError,
  });
  return (key, values) => intl.formatMessage(m[key], values);
}
