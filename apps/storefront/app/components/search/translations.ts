/**
 * The search area's translations. Only the catalogue compiler and tests import this file, so
 * none of it reaches the browser bundle: pages receive the active locale's compiled catalogue.
 */
import { m } from './messages.ts';

type Catalogue = Record<string, string>;
type Texts = Record<keyof typeof m, string>;

const defaults: Catalogue = Object.fromEntries(
  Object.values(m).map((d) => [d.id, d.defaultMessage]),
);
const catalogue = (texts: Texts): Catalogue =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [m[key as keyof Texts].id, text]));

const fr: Texts = {
  listLabel: 'Suggestions de recherche',
  suggestions: 'Suggestions',
  categories: 'Catégories',
  products: 'Produits',
  viewAll: 'Voir tous les résultats',
  noResults: 'Aucun résultat pour «\u00a0{query}\u00a0»',
  resultCount: '{count, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
  recentSearches: 'Recherches récentes',
  recentCount: '{count, plural, one {# recherche récente} other {# recherches récentes}}',
  clearRecent: 'Effacer les recherches récentes',
  recentCleared: 'Recherches récentes effacées',
};

const de: Texts = {
  listLabel: 'Suchvorschläge',
  suggestions: 'Vorschläge',
  categories: 'Kategorien',
  products: 'Produkte',
  viewAll: 'Alle Ergebnisse anzeigen',
  noResults: 'Keine Ergebnisse für „{query}“',
  resultCount: '{count, plural, =0 {Keine Ergebnisse} one {# Ergebnis} other {# Ergebnisse}}',
  recentSearches: 'Letzte Suchen',
  recentCount: '{count, plural, one {# letzte Suche} other {# letzte Suchen}}',
  clearRecent: 'Letzte Suchen löschen',
  recentCleared: 'Letzte Suchen gelöscht',
};

const nl: Texts = {
  listLabel: 'Zoeksuggesties',
  suggestions: 'Suggesties',
  categories: 'Categorieën',
  products: 'Producten',
  viewAll: 'Alle resultaten bekijken',
  noResults: 'Geen resultaten voor ‘{query}’',
  resultCount: '{count, plural, =0 {Geen resultaten} one {# resultaat} other {# resultaten}}',
  recentSearches: 'Recente zoekopdrachten',
  recentCount: '{count, plural, one {# recente zoekopdracht} other {# recente zoekopdrachten}}',
  clearRecent: 'Recente zoekopdrachten wissen',
  recentCleared: 'Recente zoekopdrachten gewist',
};

const es: Texts = {
  listLabel: 'Sugerencias de búsqueda',
  suggestions: 'Sugerencias',
  categories: 'Categorías',
  products: 'Productos',
  viewAll: 'Ver todos los resultados',
  noResults: 'No hay resultados para «{query}»',
  resultCount: '{count, plural, =0 {Sin resultados} one {# resultado} other {# resultados}}',
  recentSearches: 'Búsquedas recientes',
  recentCount: '{count, plural, one {# búsqueda reciente} other {# búsquedas recientes}}',
  clearRecent: 'Borrar búsquedas recientes',
  recentCleared: 'Búsquedas recientes borradas',
};

const it: Texts = {
  listLabel: 'Suggerimenti di ricerca',
  suggestions: 'Suggerimenti',
  categories: 'Categorie',
  products: 'Prodotti',
  viewAll: 'Visualizza tutti i risultati',
  noResults: 'Nessun risultato per “{query}”',
  resultCount: '{count, plural, =0 {Nessun risultato} one {# risultato} other {# risultati}}',
  recentSearches: 'Ricerche recenti',
  recentCount: '{count, plural, one {# ricerca recente} other {# ricerche recenti}}',
  clearRecent: 'Cancella ricerche recenti',
  recentCleared: 'Ricerche recenti cancellate',
};

/** The search area's strings per locale id; the app merges them into its compiled catalogues. */
export const translations: Record<string, Catalogue> = {
  'en-US': defaults,
  'fr-FR': catalogue(fr),
  // Canadian French writes guillemets without the narrow spaces of France.
  'fr-CA': catalogue({ ...fr, noResults: 'Aucun résultat pour «{query}»' }),
  'de-DE': catalogue(de),
  'nl-NL': catalogue(nl),
  'es-ES': catalogue(es),
  // US Spanish quotes with English-style marks.
  'es-US': catalogue({ ...es, noResults: 'No hay resultados para “{query}”' }),
  'it-IT': catalogue(it),
};
