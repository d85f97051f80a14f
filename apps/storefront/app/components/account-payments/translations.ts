/**
 * The account payments page's translations per locale id; merged into the compiled catalogues.
 * Only the catalogue compiler and tests import this file. Card brands and PayPal keep their names.
 */
import { m, type PaymentsMessageKey } from './messages.ts';

type Catalogue = Record<string, string>;
type Texts = Record<PaymentsMessageKey, string>;

const en: Catalogue = Object.fromEntries(Object.values(m).map((d) => [d.id, d.defaultMessage]));

const catalogue = (texts: Texts): Catalogue =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [m[key as PaymentsMessageKey].id, text]),
  );

const fr: Texts = {
  cardsHeading: 'Cartes enregistrées',
  noCards: 'Vous n’avez aucune carte enregistrée.',
  paypalHeading: 'Comptes PayPal',
  noPaypal: 'Vous n’avez aucun compte PayPal enregistré.',
  paypalName: 'PayPal',
  addPaypal: 'Ajouter un compte PayPal',
  mobileWalletHeading: 'Comptes de portefeuille mobile',
  mobileWalletName: 'Portefeuille mobile',
  noMobileWallet: 'Vous n’avez aucun compte de portefeuille mobile enregistré.',
  addMobileWallet: 'Ajouter un compte de portefeuille mobile',
  defaultBadge: 'Par défaut',
  expires: 'Expiration\u00a0: {date}',
  savedWith: 'Enregistrée avec {wallet}',
  makeDefault: 'Définir par défaut',
  makeDefaultLabel: 'Définir {name} par défaut',
  remove: 'Supprimer',
  removeLabel: 'Supprimer {name}',
  removeTitle: 'Supprimer ce moyen de paiement\u00a0?',
  removeMessage: '{name} ne sera plus proposé lors du paiement.',
  removeConfirm: 'Supprimer',
  notRemovable: 'Ce moyen de paiement ne peut pas être supprimé.',
  removed: 'Le moyen de paiement a été supprimé.',
  defaultSaved: 'Votre moyen de paiement par défaut a été modifié.',
  paypalAdded: 'Votre compte PayPal a été ajouté.',
  mobileWalletAdded: 'Votre compte de portefeuille mobile a été ajouté.',
  nonceRefused: 'Le compte n’a pas pu être ajouté. Veuillez réessayer.',
};

const de: Texts = {
  cardsHeading: 'Gespeicherte Karten',
  noCards: 'Sie haben keine gespeicherten Karten.',
  paypalHeading: 'PayPal-Konten',
  noPaypal: 'Sie haben kein gespeichertes PayPal-Konto.',
  paypalName: 'PayPal',
  addPaypal: 'PayPal-Konto hinzufügen',
  mobileWalletHeading: 'Mobile-Wallet-Konten',
  mobileWalletName: 'Mobile Wallet',
  noMobileWallet: 'Sie haben kein gespeichertes Mobile-Wallet-Konto.',
  addMobileWallet: 'Mobile-Wallet-Konto hinzufügen',
  defaultBadge: 'Standard',
  expires: 'Gültig bis {date}',
  savedWith: 'Gespeichert mit {wallet}',
  makeDefault: 'Als Standard festlegen',
  makeDefaultLabel: '{name} als Standard festlegen',
  remove: 'Entfernen',
  removeLabel: '{name} entfernen',
  removeTitle: 'Diese Zahlungsart entfernen?',
  removeMessage: '{name} wird an der Kasse nicht mehr angeboten.',
  removeConfirm: 'Entfernen',
  notRemovable: 'Diese Zahlungsart kann nicht entfernt werden.',
  removed: 'Die Zahlungsart wurde entfernt.',
  defaultSaved: 'Ihre Standard-Zahlungsart wurde geändert.',
  paypalAdded: 'Ihr PayPal-Konto wurde hinzugefügt.',
  mobileWalletAdded: 'Ihr Mobile-Wallet-Konto wurde hinzugefügt.',
  nonceRefused: 'Das Konto konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
};

const nl: Texts = {
  cardsHeading: 'Opgeslagen kaarten',
  noCards: 'U hebt geen opgeslagen kaarten.',
  paypalHeading: 'PayPal-accounts',
  noPaypal: 'U hebt geen opgeslagen PayPal-account.',
  paypalName: 'PayPal',
  addPaypal: 'PayPal-account toevoegen',
  mobileWalletHeading: 'Mobiele-walletaccounts',
  mobileWalletName: 'Mobiele wallet',
  noMobileWallet: 'U hebt geen opgeslagen mobiele-walletaccount.',
  addMobileWallet: 'Mobiele-walletaccount toevoegen',
  defaultBadge: 'Standaard',
  expires: 'Verloopt {date}',
  savedWith: 'Opgeslagen met {wallet}',
  makeDefault: 'Als standaard instellen',
  makeDefaultLabel: '{name} als standaard instellen',
  remove: 'Verwijderen',
  removeLabel: '{name} verwijderen',
  removeTitle: 'Deze betaalmethode verwijderen?',
  removeMessage: '{name} wordt bij het afrekenen niet meer aangeboden.',
  removeConfirm: 'Verwijderen',
  notRemovable: 'Deze betaalmethode kan niet worden verwijderd.',
  removed: 'De betaalmethode is verwijderd.',
  defaultSaved: 'Uw standaardbetaalmethode is gewijzigd.',
  paypalAdded: 'Uw PayPal-account is toegevoegd.',
  mobileWalletAdded: 'Uw mobiele-walletaccount is toegevoegd.',
  nonceRefused: 'Het account kon niet worden toegevoegd. Probeer het opnieuw.',
};

const es: Texts = {
  cardsHeading: 'Tarjetas guardadas',
  noCards: 'No tienes tarjetas guardadas.',
  paypalHeading: 'Cuentas de PayPal',
  noPaypal: 'No tienes ninguna cuenta de PayPal guardada.',
  paypalName: 'PayPal',
  addPaypal: 'Añadir cuenta de PayPal',
  mobileWalletHeading: 'Cuentas de monedero móvil',
  mobileWalletName: 'Monedero móvil',
  noMobileWallet: 'No tienes ninguna cuenta de monedero móvil guardada.',
  addMobileWallet: 'Añadir cuenta de monedero móvil',
  defaultBadge: 'Predeterminada',
  expires: 'Caducidad: {date}',
  savedWith: 'Guardada con {wallet}',
  makeDefault: 'Establecer como predeterminada',
  makeDefaultLabel: 'Establecer {name} como predeterminada',
  remove: 'Eliminar',
  removeLabel: 'Eliminar {name}',
  removeTitle: '¿Eliminar este método de pago?',
  removeMessage: '{name} ya no se ofrecerá al pagar.',
  removeConfirm: 'Eliminar',
  notRemovable: 'Este método de pago no se puede eliminar.',
  removed: 'Se ha eliminado el método de pago.',
  defaultSaved: 'Se ha cambiado tu método de pago predeterminado.',
  paypalAdded: 'Se ha añadido tu cuenta de PayPal.',
  mobileWalletAdded: 'Se ha añadido tu cuenta de monedero móvil.',
  nonceRefused: 'No se ha podido añadir la cuenta. Inténtalo de nuevo.',
};

const it: Texts = {
  cardsHeading: 'Carte salvate',
  noCards: 'Non hai carte salvate.',
  paypalHeading: 'Account PayPal',
  noPaypal: 'Non hai alcun account PayPal salvato.',
  paypalName: 'PayPal',
  addPaypal: 'Aggiungi account PayPal',
  mobileWalletHeading: 'Account di portafoglio mobile',
  mobileWalletName: 'Portafoglio mobile',
  noMobileWallet: 'Non hai alcun account di portafoglio mobile salvato.',
  addMobileWallet: 'Aggiungi account di portafoglio mobile',
  defaultBadge: 'Predefinita',
  expires: 'Scadenza: {date}',
  savedWith: 'Salvata con {wallet}',
  makeDefault: 'Imposta come predefinita',
  makeDefaultLabel: 'Imposta {name} come predefinita',
  remove: 'Rimuovi',
  removeLabel: 'Rimuovi {name}',
  removeTitle: 'Rimuovere questo metodo di pagamento?',
  removeMessage: '{name} non sarà più proposto al momento del pagamento.',
  removeConfirm: 'Rimuovi',
  notRemovable: 'Questo metodo di pagamento non può essere rimosso.',
  removed: 'Il metodo di pagamento è stato rimosso.',
  defaultSaved: 'Il tuo metodo di pagamento predefinito è stato modificato.',
  paypalAdded: 'Il tuo account PayPal è stato aggiunto.',
  mobileWalletAdded: 'Il tuo account di portafoglio mobile è stato aggiunto.',
  nonceRefused: 'Impossibile aggiungere l’account. Riprova.',
};

export const translations: Record<string, Catalogue> = {
  'en-US': en,
  'fr-FR': catalogue(fr),
  // Canadian French writes no space before "?" and ":".
  'fr-CA': catalogue({
    ...fr,
    expires: 'Expiration: {date}',
    removeTitle: 'Supprimer ce moyen de paiement?',
  }),
  'de-DE': catalogue(de),
  'nl-NL': catalogue(nl),
  'es-ES': catalogue(es),
  // US Spanish says "vencimiento" on cards.
  'es-US': catalogue({ ...es, expires: 'Vencimiento: {date}' }),
  'it-IT': catalogue(it),
};
