import { useCallback, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SOURCE_LOCALE } from './catalogue.ts';
import { messageById } from './define-messages.ts';
import { globalMessages, localeNames } from './messages.ts';

/** A compiled catalogue: message id → pre-parsed ICU AST (app/i18n/compile.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The id of a site-wide message (i18n/messages.ts). */
export type MessageId = (typeof globalMessages)[keyof typeof globalMessages]['id'];

type Values = Record<string, string | number>;

/**
 * Spec 000 §8: a missing message is logged (the id is shown); any other translation error is a
 * bug in a message or its call and is rethrown.
 */
export function onIntlError(error: Error & { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
    return;
  }
  throw error;
}

export function AppIntlProvider({
  localeId,
  messages,
  children,
}: {
  localeId: string;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={localeId}
      defaultLocale={SOURCE_LOCALE}
      messages={messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/** Typed message lookup: `t('error.title')`. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage(messageById(id), values), [intl]);
}

/**
 * Spec 000 §8: the name of a locale short code ("fr-CA"); a code without a message is logged and
 * shown as "Unknown {code}".
 */
export function localeName(
  intl: Pick<IntlShape, 'messages' | 'formatMessage'>,
  code: string,
): string {
  const descriptor = Object.hasOwn(localeNames, code)
    ? localeNames[code as keyof typeof localeNames]
    : undefined;
  if (descriptor && intl.messages[descriptor.id]) return intl.formatMessage(descriptor);
  console.error(`No message for locale code ${code}`);
  return intl.formatMessage(globalMessages.localeUnknown, { code });
}

export function useLocaleName(): (code: string) => string {
  const intl = useIntl();
  return useCallback((code) => localeName(intl, code), [intl]);
}
