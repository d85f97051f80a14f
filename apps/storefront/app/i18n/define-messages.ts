/**
 * react-intl's `defineMessages`, typed as what it returns: the descriptors as written, so their
 * ids stay literal and `formatMessage` takes their values (react-intl 12 types the result of its
 * own as messages without arguments). formatjs extract, the build plugin and the lint rules
 * recognise descriptors by this function's name. Every descriptor carries the English text and a
 * description for translators.
 */
import type { MessageDescriptor } from 'react-intl';

export interface Descriptor extends MessageDescriptor {
  id: string;
  defaultMessage: string;
  description: string;
}

export function defineMessages<const T extends Record<string, Descriptor>>(messages: T): T {
  return messages;
}
