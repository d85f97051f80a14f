/**
 * The account area's texts in every locale, en-US first. Only the catalogue compiler and tests
 * import this file, so none of it reaches the browser bundle. Texts are keyed like the
 * descriptors in messages.ts, so a missing key fails the type check.
 */
import { m, type AccountMessageKey } from '../../../lib/account/area-messages.ts';
import { de } from './translations.de.ts';
import { en } from './translations.en.ts';
import { es } from './translations.es.ts';
import { fr } from './translations.fr.ts';
import { it } from './translations.it.ts';
import { nl } from './translations.nl.ts';

type Catalogue = Record<string, string>;
type Texts = Record<AccountMessageKey, string>;

const byId = (texts: Texts): Catalogue =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [m[key as AccountMessageKey].id, text]),
  );

export const translations: Record<string, Catalogue> = {
  'en-US': byId(en),
  'fr-FR': byId(fr),
  // Canadian French writes no space before "!" and "?", and says "courriel".
  'fr-CA': byId({
    ...fr,
    greeting: 'Bonjour {name}!',
    greetingNoName: 'Bonjour!',
    deleteTitle: 'Supprimer cette adresse?',
    email: 'Courriel',
    emailRequired: 'Veuillez saisir votre adresse courriel.',
    emailInvalid: 'Veuillez saisir une adresse courriel valide.',
    emailInUse: 'Cette adresse courriel est déjà utilisée par un autre compte.',
    emailOptIn: 'Recevoir nos actualités, offres et recettes par courriel',
    resetSentHeading: 'Consultez vos courriels',
  }),
  'de-DE': byId(de),
  'nl-NL': byId(nl),
  'es-ES': byId(es),
  // US Spanish: "correo electrónico" stays; "Apellido" and "Departamento" are usual.
  'es-US': byId({ ...es, lastName: 'Apellido', address2: 'Departamento, unidad (opcional)' }),
  'it-IT': byId(it),
};
