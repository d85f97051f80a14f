/**
 * The recommendations widget's translations per locale id; merged into the compiled catalogues.
 * Only the catalogue compiler and tests import this file.
 */
import { m } from './messages.ts';

type Catalogue = Record<string, string>;
type Key = keyof typeof m;

const en: Catalogue = Object.fromEntries(Object.values(m).map((d) => [d.id, d.defaultMessage]));

const catalogue = (t: Record<Key, string>): Catalogue =>
  Object.fromEntries(Object.entries(t).map(([key, text]) => [m[key as Key].id, text]));

const fr = catalogue({ title: 'Vous aimerez aussi' });
const es = catalogue({ title: 'También te puede gustar' });

export const translations: Record<string, Catalogue> = {
  'en-US': en,
  'fr-FR': fr,
  'fr-CA': fr,
  'de-DE': catalogue({ title: 'Das könnte Ihnen auch gefallen' }),
  'nl-NL': catalogue({ title: 'Misschien ook iets voor jou' }),
  'es-ES': es,
  'es-US': es,
  'it-IT': catalogue({ title: 'Potrebbe piacerti anche' }),
};
