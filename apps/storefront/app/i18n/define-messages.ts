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

// Pure: a page that imports a module of descriptors and reads none of them ships none.
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const T extends Record<string, Descriptor>>(messages: T): T {
  return messages;
}

/**
 * A message's descriptor built from its id, for formatting by key or id without importing a
 * table of descriptors into the page: the build strips every descriptor to its id, so the
 * result formats the same message. Called, not written as a literal, so extraction (which
 * reads only literal descriptors) passes over it.
 */
export const messageById = (id: string): { id: string } => ({ id });
