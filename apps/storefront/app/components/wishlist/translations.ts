/**
 * The wishlist's translations per locale id; merged into the compiled catalogues. Only the
 * catalogue compiler and tests import this file.
 */
import { m } from './messages.ts';

type Catalogue = Record<string, string>;
type Key = keyof typeof m;

const en: Catalogue = Object.fromEntries(Object.values(m).map((d) => [d.id, d.defaultMessage]));

const catalogue = (t: Record<Key, string>): Catalogue =>
  Object.fromEntries(Object.entries(t).map(([key, text]) => [m[key as Key].id, text]));

const fr = {
  heart: 'Enregistrer {product} dans la liste de souhaits',
  added: '{quantity} article(s) ajouté(s) à la liste de souhaits',
  view: 'Voir',
  exists: 'L’article est déjà dans la liste de souhaits',
  removed: 'Article retiré de la liste de souhaits',
  guest:
    'Connectez-vous ou inscrivez-vous pour enregistrer vos articles pour plus tard et sur tous vos appareils.',
  signIn: 'Se connecter',
  signUp: 'S’inscrire',
  panelTitle: 'Vos articles enregistrés',
  emptyTitle: 'Aucun article dans la liste de souhaits',
  emptyText: 'Continuez vos achats et ajoutez des articles à votre liste de souhaits.',
  count: '{count, plural, one {# article} other {# articles}}',
  remove: 'Retirer',
  removeLabel: 'Retirer {product} de la liste de souhaits',
  unavailable: 'N’est plus disponible',
  shareOn: 'Partager ma liste',
  shareOff: 'Ne plus partager',
  shareLink: 'Liste partagée\u00a0: {url}',
  sharedTitle: 'Articles enregistrés',
  addToCart: 'Ajouter au panier',
  addedToCart: '{n} article(s) ajouté(s) au panier',
  sharedEmpty: 'Cette liste ne contient encore aucun article.',
} satisfies Record<Key, string>;

const es = {
  heart: 'Guardar {product} en la lista de deseos',
  added: '{quantity} artículo(s) añadido(s) a la lista de deseos',
  view: 'Ver',
  exists: 'El artículo ya está en la lista de deseos',
  removed: 'Artículo eliminado de la lista de deseos',
  guest:
    'Inicia sesión o regístrate para guardar tus artículos para más tarde y en todos tus dispositivos.',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  panelTitle: 'Tus artículos guardados',
  emptyTitle: 'No hay artículos en la lista de deseos',
  emptyText: 'Sigue comprando y añade artículos a tu lista de deseos.',
  count: '{count, plural, one {# artículo} other {# artículos}}',
  remove: 'Eliminar',
  removeLabel: 'Eliminar {product} de la lista de deseos',
  unavailable: 'Ya no está disponible',
  shareOn: 'Compartir mi lista',
  shareOff: 'Dejar de compartir',
  shareLink: 'Lista compartida: {url}',
  sharedTitle: 'Artículos guardados',
  addToCart: 'Añadir al carrito',
  addedToCart: '{n} artículo(s) añadido(s) al carrito',
  sharedEmpty: 'Esta lista aún no tiene artículos.',
} satisfies Record<Key, string>;

export const translations: Record<string, Catalogue> = {
  'en-US': en,
  'fr-FR': catalogue(fr),
  // Canadian French writes no space before ":".
  'fr-CA': catalogue({ ...fr, shareLink: 'Liste partagée: {url}' }),
  'de-DE': catalogue({
    heart: '{product} auf der Wunschliste speichern',
    added: '{quantity} Artikel zur Wunschliste hinzugefügt',
    view: 'Ansehen',
    exists: 'Der Artikel ist bereits auf der Wunschliste',
    removed: 'Artikel von der Wunschliste entfernt',
    guest:
      'Melden Sie sich an oder registrieren Sie sich, um Ihre Artikel für später und auf allen Geräten zu speichern.',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    panelTitle: 'Ihre gespeicherten Artikel',
    emptyTitle: 'Keine Artikel auf der Wunschliste',
    emptyText: 'Stöbern Sie weiter und fügen Sie Artikel zu Ihrer Wunschliste hinzu.',
    count: '{count, plural, one {# Artikel} other {# Artikel}}',
    remove: 'Entfernen',
    removeLabel: '{product} von der Wunschliste entfernen',
    unavailable: 'Nicht mehr verfügbar',
    shareOn: 'Meine Liste teilen',
    shareOff: 'Nicht mehr teilen',
    shareLink: 'Geteilte Liste: {url}',
    sharedTitle: 'Gespeicherte Artikel',
    addToCart: 'In den Warenkorb',
    addedToCart: '{n} Artikel in den Warenkorb gelegt',
    sharedEmpty: 'Diese Liste enthält noch keine Artikel.',
  }),
  'nl-NL': catalogue({
    heart: '{product} opslaan in verlanglijst',
    added: '{quantity} artikel(en) toegevoegd aan verlanglijst',
    view: 'Bekijken',
    exists: 'Artikel staat al in de verlanglijst',
    removed: 'Artikel verwijderd uit verlanglijst',
    guest:
      'Meld je aan of registreer je om je artikelen voor later en op al je apparaten te bewaren.',
    signIn: 'Aanmelden',
    signUp: 'Registreren',
    panelTitle: 'Je bewaarde artikelen',
    emptyTitle: 'Geen artikelen in verlanglijst',
    emptyText: 'Winkel verder en voeg artikelen toe aan je verlanglijst.',
    count: '{count, plural, one {# artikel} other {# artikelen}}',
    remove: 'Verwijderen',
    removeLabel: '{product} uit verlanglijst verwijderen',
    unavailable: 'Niet meer beschikbaar',
    shareOn: 'Mijn lijst delen',
    shareOff: 'Niet meer delen',
    shareLink: 'Gedeelde lijst: {url}',
    sharedTitle: 'Bewaarde artikelen',
    addToCart: 'In winkelwagen',
    addedToCart: '{n} artikel(en) toegevoegd aan winkelwagen',
    sharedEmpty: 'Deze lijst bevat nog geen artikelen.',
  }),
  'es-ES': catalogue(es),
  'es-US': catalogue(es),
  'it-IT': catalogue({
    heart: 'Salva {product} nella lista dei desideri',
    added: '{quantity} articolo/i aggiunto/i alla lista dei desideri',
    view: 'Visualizza',
    exists: 'L’articolo è già nella lista dei desideri',
    removed: 'Articolo rimosso dalla lista dei desideri',
    guest:
      'Accedi o registrati per salvare i tuoi articoli per dopo e su tutti i tuoi dispositivi.',
    signIn: 'Accedi',
    signUp: 'Registrati',
    panelTitle: 'I tuoi articoli salvati',
    emptyTitle: 'Nessun articolo nella lista dei desideri',
    emptyText: 'Continua lo shopping e aggiungi articoli alla tua lista dei desideri.',
    count: '{count, plural, one {# articolo} other {# articoli}}',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {product} dalla lista dei desideri',
    unavailable: 'Non più disponibile',
    shareOn: 'Condividi la mia lista',
    shareOff: 'Interrompi condivisione',
    shareLink: 'Lista condivisa: {url}',
    sharedTitle: 'Articoli salvati',
    addToCart: 'Aggiungi al carrello',
    addedToCart: '{n} articolo/i aggiunto/i al carrello',
    sharedEmpty: 'Questa lista non contiene ancora articoli.',
  }),
};
