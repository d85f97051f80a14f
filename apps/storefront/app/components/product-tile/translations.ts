/**
 * The product tile's translations, in the locales of the product area
 * (components/product/translations.ts). Only the catalogue compiler and tests import this file.
 */
import { m } from './messages.ts';

type Catalogue = Record<string, string>;
type Key = keyof typeof m;

const en: Catalogue = Object.fromEntries(Object.values(m).map((d) => [d.id, d.defaultMessage]));

/** Builds a catalogue from texts keyed like `m`, so a missing key fails the type check. */
const catalogue = (t: Record<Key, string>): Catalogue =>
  Object.fromEntries(Object.entries(t).map(([key, text]) => [m[key as Key].id, text]));

const fr = {
  swatchGroup: '{attribute} de {product}',
  showAllSwatches: 'Afficher les {count} options',
  listPrice: 'Prix d’origine\u00a0:',
  salePrice: 'Prix soldé\u00a0:',
  imageUnavailable: 'Image non disponible',
} satisfies Record<Key, string>;

const es = {
  swatchGroup: '{attribute} de {product}',
  showAllSwatches: 'Mostrar las {count} opciones',
  listPrice: 'Precio original:',
  salePrice: 'Precio de oferta:',
  imageUnavailable: 'Imagen no disponible',
} satisfies Record<Key, string>;

/** The product area's tile strings per locale id; merged into the compiled catalogues. */
export const translations: Record<string, Catalogue> = {
  'en-US': en,
  'fr-FR': catalogue(fr),
  // Canadian French writes no space before ":".
  'fr-CA': catalogue({ ...fr, listPrice: 'Prix d’origine:', salePrice: 'Prix soldé:' }),
  'de-DE': catalogue({
    swatchGroup: '{attribute} von {product}',
    showAllSwatches: 'Alle {count} Optionen anzeigen',
    listPrice: 'Ursprünglicher Preis:',
    salePrice: 'Angebotspreis:',
    imageUnavailable: 'Bild nicht verfügbar',
  }),
  'nl-NL': catalogue({
    swatchGroup: '{attribute} van {product}',
    showAllSwatches: 'Alle {count} opties tonen',
    listPrice: 'Oorspronkelijke prijs:',
    salePrice: 'Actieprijs:',
    imageUnavailable: 'Afbeelding niet beschikbaar',
  }),
  'es-ES': catalogue(es),
  'es-US': catalogue(es),
  'it-IT': catalogue({
    swatchGroup: '{attribute} di {product}',
    showAllSwatches: 'Mostra tutte le {count} opzioni',
    listPrice: 'Prezzo originale:',
    salePrice: 'Prezzo scontato:',
    imageUnavailable: 'Immagine non disponibile',
  }),
};
