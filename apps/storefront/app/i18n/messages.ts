/**
 * Site-wide messages: errors, the page skeleton, toasts, dialogs, the error, offline and 404
 * pages, the home page, and the names of locale codes (spec 000 §8). `useT` formats the former
 * by id; `localeName` looks up the latter.
 */
import { defineMessages } from './define-messages.ts';

export const globalMessages = defineMessages({
  globalErrorDefault: {
    id: 'global.error.default',
    defaultMessage: 'Something went wrong. Try again!',
    description: 'Site-wide: error default.',
  },
  globalErrorTooManyRequests: {
    id: 'global.error.tooManyRequests',
    defaultMessage: 'Too many attempts. Please try again in {duration}.',
    description: 'Site-wide: error too many requests. Placeholders: {duration}.',
  },
  globalLogoHome: {
    id: 'global.logo.home',
    defaultMessage: 'Solo Outdoor home',
    description: 'Site-wide: logo home.',
  },
  globalLabelValue: {
    id: 'global.labelValue',
    defaultMessage: '{label}: {value}',
    description:
      'Site-wide: a label and its value on one line, e.g. "Color: Black" or "Order number: 12345678". Placeholders: {label}, {value}.',
  },
  globalLoading: {
    id: 'global.loading',
    defaultMessage: 'Loading page',
    description: 'Site-wide: global loading.',
  },
  localeUnknown: {
    id: 'locale.unknown',
    defaultMessage: 'Unknown {code}',
    description: 'Site-wide: locale unknown. Placeholders: {code}.',
  },
  toastClose: {
    id: 'toast.close',
    defaultMessage: 'Close notification',
    description: 'Site-wide: toast close.',
  },
  toastRegion: {
    id: 'toast.region',
    defaultMessage: 'Notifications',
    description: 'Site-wide: toast region.',
  },
  dialogCancel: {
    id: 'dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Site-wide: dialog cancel.',
  },
  errorTitle: {
    id: 'error.title',
    defaultMessage: "This page isn't working",
    description: 'Site-wide: error title.',
  },
  errorText: {
    id: 'error.text',
    defaultMessage:
      'An error has occurred. Try refreshing the page or if you need immediate help please contact support.',
    description: 'Site-wide: error text.',
  },
  errorContactSupport: {
    id: 'error.contactSupport',
    defaultMessage: 'Contact Support',
    description: 'Site-wide: error contact support.',
  },
  errorRefresh: {
    id: 'error.refresh',
    defaultMessage: 'Refresh the page',
    description: 'Site-wide: error refresh.',
  },
  offlineTitle: {
    id: 'offline.title',
    defaultMessage: 'You are currently offline',
    description: 'Site-wide: offline title.',
  },
  offlineText: {
    id: 'offline.text',
    defaultMessage: "We couldn't load the next page on this connection. Please try again.",
    description: 'Site-wide: offline text.',
  },
  offlineRetry: {
    id: 'offline.retry',
    defaultMessage: 'Retry Connection',
    description: 'Site-wide: offline retry.',
  },
  notFoundTitle: {
    id: 'notFound.title',
    defaultMessage: 'Page Not Found',
    description: 'Site-wide: not found title.',
  },
  notFoundText: {
    id: 'notFound.text',
    defaultMessage:
      "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    description: 'Site-wide: not found text.',
  },
  notFoundSearchHint: {
    id: 'notFound.searchHint',
    defaultMessage: 'Search for what you need, or go back to the home page.',
    description: 'Site-wide: not found search hint.',
  },
  notFoundSearchLabel: {
    id: 'notFound.searchLabel',
    defaultMessage: 'Search the store',
    description: 'Site-wide: not found search label.',
  },
  notFoundSearchSubmit: {
    id: 'notFound.searchSubmit',
    defaultMessage: 'Search',
    description: 'Site-wide: not found search submit.',
  },
  notFoundHome: {
    id: 'notFound.home',
    defaultMessage: 'Go to the home page',
    description: 'Site-wide: not found home.',
  },
  homeTitle: {
    id: 'home.title',
    defaultMessage: 'Fire Pits, Stoves and Outdoor Cooking',
    description: 'Site-wide: home title.',
  },
  homeHeading: {
    id: 'home.heading',
    defaultMessage: '{siteTitle}: fire pits, stoves and outdoor cooking',
    description: 'Site-wide: home heading. Placeholders: {siteTitle}.',
  },
});

/** The name of each locale code, shown by the locale selector. */
export const localeNames = defineMessages({
  'en-US': {
    id: 'locale.name.en-US',
    defaultMessage: 'English (United States)',
    description: "Locale selector: the name of the locale en-US in the shopper's language.",
  },
  'es-US': {
    id: 'locale.name.es-US',
    defaultMessage: 'Spanish (United States)',
    description: "Locale selector: the name of the locale es-US in the shopper's language.",
  },
  'en-CA': {
    id: 'locale.name.en-CA',
    defaultMessage: 'English (Canada)',
    description: "Locale selector: the name of the locale en-CA in the shopper's language.",
  },
  'fr-CA': {
    id: 'locale.name.fr-CA',
    defaultMessage: 'French (Canada)',
    description: "Locale selector: the name of the locale fr-CA in the shopper's language.",
  },
  'en-IE': {
    id: 'locale.name.en-IE',
    defaultMessage: 'English (Ireland)',
    description: "Locale selector: the name of the locale en-IE in the shopper's language.",
  },
  'en-DE': {
    id: 'locale.name.en-DE',
    defaultMessage: 'English (Germany)',
    description: "Locale selector: the name of the locale en-DE in the shopper's language.",
  },
  'en-AT': {
    id: 'locale.name.en-AT',
    defaultMessage: 'English (Austria)',
    description: "Locale selector: the name of the locale en-AT in the shopper's language.",
  },
  'en-FR': {
    id: 'locale.name.en-FR',
    defaultMessage: 'English (France)',
    description: "Locale selector: the name of the locale en-FR in the shopper's language.",
  },
  'en-BE': {
    id: 'locale.name.en-BE',
    defaultMessage: 'English (Belgium)',
    description: "Locale selector: the name of the locale en-BE in the shopper's language.",
  },
  'en-NL': {
    id: 'locale.name.en-NL',
    defaultMessage: 'English (Netherlands)',
    description: "Locale selector: the name of the locale en-NL in the shopper's language.",
  },
  'en-LU': {
    id: 'locale.name.en-LU',
    defaultMessage: 'English (Luxembourg)',
    description: "Locale selector: the name of the locale en-LU in the shopper's language.",
  },
  'en-ES': {
    id: 'locale.name.en-ES',
    defaultMessage: 'English (Spain)',
    description: "Locale selector: the name of the locale en-ES in the shopper's language.",
  },
  'en-PT': {
    id: 'locale.name.en-PT',
    defaultMessage: 'English (Portugal)',
    description: "Locale selector: the name of the locale en-PT in the shopper's language.",
  },
  'en-IT': {
    id: 'locale.name.en-IT',
    defaultMessage: 'English (Italy)',
    description: "Locale selector: the name of the locale en-IT in the shopper's language.",
  },
  'en-FI': {
    id: 'locale.name.en-FI',
    defaultMessage: 'English (Finland)',
    description: "Locale selector: the name of the locale en-FI in the shopper's language.",
  },
  'en-GR': {
    id: 'locale.name.en-GR',
    defaultMessage: 'English (Greece)',
    description: "Locale selector: the name of the locale en-GR in the shopper's language.",
  },
  'en-SE': {
    id: 'locale.name.en-SE',
    defaultMessage: 'English (Sweden)',
    description: "Locale selector: the name of the locale en-SE in the shopper's language.",
  },
  'en-DK': {
    id: 'locale.name.en-DK',
    defaultMessage: 'English (Denmark)',
    description: "Locale selector: the name of the locale en-DK in the shopper's language.",
  },
  'en-PL': {
    id: 'locale.name.en-PL',
    defaultMessage: 'English (Poland)',
    description: "Locale selector: the name of the locale en-PL in the shopper's language.",
  },
  'en-CZ': {
    id: 'locale.name.en-CZ',
    defaultMessage: 'English (Czechia)',
    description: "Locale selector: the name of the locale en-CZ in the shopper's language.",
  },
  'en-SK': {
    id: 'locale.name.en-SK',
    defaultMessage: 'English (Slovakia)',
    description: "Locale selector: the name of the locale en-SK in the shopper's language.",
  },
  'en-SI': {
    id: 'locale.name.en-SI',
    defaultMessage: 'English (Slovenia)',
    description: "Locale selector: the name of the locale en-SI in the shopper's language.",
  },
  'en-HR': {
    id: 'locale.name.en-HR',
    defaultMessage: 'English (Croatia)',
    description: "Locale selector: the name of the locale en-HR in the shopper's language.",
  },
  'en-EE': {
    id: 'locale.name.en-EE',
    defaultMessage: 'English (Estonia)',
    description: "Locale selector: the name of the locale en-EE in the shopper's language.",
  },
  'en-LV': {
    id: 'locale.name.en-LV',
    defaultMessage: 'English (Latvia)',
    description: "Locale selector: the name of the locale en-LV in the shopper's language.",
  },
  'en-LT': {
    id: 'locale.name.en-LT',
    defaultMessage: 'English (Lithuania)',
    description: "Locale selector: the name of the locale en-LT in the shopper's language.",
  },
  'en-HU': {
    id: 'locale.name.en-HU',
    defaultMessage: 'English (Hungary)',
    description: "Locale selector: the name of the locale en-HU in the shopper's language.",
  },
  'en-RO': {
    id: 'locale.name.en-RO',
    defaultMessage: 'English (Romania)',
    description: "Locale selector: the name of the locale en-RO in the shopper's language.",
  },
  'en-BG': {
    id: 'locale.name.en-BG',
    defaultMessage: 'English (Bulgaria)',
    description: "Locale selector: the name of the locale en-BG in the shopper's language.",
  },
  'en-CY': {
    id: 'locale.name.en-CY',
    defaultMessage: 'English (Cyprus)',
    description: "Locale selector: the name of the locale en-CY in the shopper's language.",
  },
  'en-MT': {
    id: 'locale.name.en-MT',
    defaultMessage: 'English (Malta)',
    description: "Locale selector: the name of the locale en-MT in the shopper's language.",
  },
  'en-NO': {
    id: 'locale.name.en-NO',
    defaultMessage: 'English (Norway)',
    description: "Locale selector: the name of the locale en-NO in the shopper's language.",
  },
  'en-CH': {
    id: 'locale.name.en-CH',
    defaultMessage: 'English (Switzerland)',
    description: "Locale selector: the name of the locale en-CH in the shopper's language.",
  },
  'de-DE': {
    id: 'locale.name.de-DE',
    defaultMessage: 'German (Germany)',
    description: "Locale selector: the name of the locale de-DE in the shopper's language.",
  },
  'fr-FR': {
    id: 'locale.name.fr-FR',
    defaultMessage: 'French (France)',
    description: "Locale selector: the name of the locale fr-FR in the shopper's language.",
  },
  'nl-NL': {
    id: 'locale.name.nl-NL',
    defaultMessage: 'Dutch (Netherlands)',
    description: "Locale selector: the name of the locale nl-NL in the shopper's language.",
  },
  'es-ES': {
    id: 'locale.name.es-ES',
    defaultMessage: 'Spanish (Spain)',
    description: "Locale selector: the name of the locale es-ES in the shopper's language.",
  },
  'it-IT': {
    id: 'locale.name.it-IT',
    defaultMessage: 'Italian (Italy)',
    description: "Locale selector: the name of the locale it-IT in the shopper's language.",
  },
  'de-AT': {
    id: 'locale.name.de-AT',
    defaultMessage: 'German (Austria)',
    description: "Locale selector: the name of the locale de-AT in the shopper's language.",
  },
  'fr-BE': {
    id: 'locale.name.fr-BE',
    defaultMessage: 'French (Belgium)',
    description: "Locale selector: the name of the locale fr-BE in the shopper's language.",
  },
  'nl-BE': {
    id: 'locale.name.nl-BE',
    defaultMessage: 'Dutch (Belgium)',
    description: "Locale selector: the name of the locale nl-BE in the shopper's language.",
  },
  'pt-PT': {
    id: 'locale.name.pt-PT',
    defaultMessage: 'Portuguese (Portugal)',
    description: "Locale selector: the name of the locale pt-PT in the shopper's language.",
  },
  'fi-FI': {
    id: 'locale.name.fi-FI',
    defaultMessage: 'Finnish (Finland)',
    description: "Locale selector: the name of the locale fi-FI in the shopper's language.",
  },
  'sv-SE': {
    id: 'locale.name.sv-SE',
    defaultMessage: 'Swedish (Sweden)',
    description: "Locale selector: the name of the locale sv-SE in the shopper's language.",
  },
  'da-DK': {
    id: 'locale.name.da-DK',
    defaultMessage: 'Danish (Denmark)',
    description: "Locale selector: the name of the locale da-DK in the shopper's language.",
  },
  'pl-PL': {
    id: 'locale.name.pl-PL',
    defaultMessage: 'Polish (Poland)',
    description: "Locale selector: the name of the locale pl-PL in the shopper's language.",
  },
  'de-CH': {
    id: 'locale.name.de-CH',
    defaultMessage: 'German (Switzerland)',
    description: "Locale selector: the name of the locale de-CH in the shopper's language.",
  },
  'fr-CH': {
    id: 'locale.name.fr-CH',
    defaultMessage: 'French (Switzerland)',
    description: "Locale selector: the name of the locale fr-CH in the shopper's language.",
  },
  'fr-LU': {
    id: 'locale.name.fr-LU',
    defaultMessage: 'French (Luxembourg)',
    description: "Locale selector: the name of the locale fr-LU in the shopper's language.",
  },
  'el-GR': {
    id: 'locale.name.el-GR',
    defaultMessage: 'Greek (Greece)',
    description: "Locale selector: the name of the locale el-GR in the shopper's language.",
  },
  'cs-CZ': {
    id: 'locale.name.cs-CZ',
    defaultMessage: 'Czech (Czechia)',
    description: "Locale selector: the name of the locale cs-CZ in the shopper's language.",
  },
  'en-GB': {
    id: 'locale.name.en-GB',
    defaultMessage: 'English (United Kingdom)',
    description: "Locale selector: the name of the locale en-GB in the shopper's language.",
  },
  'nb-NO': {
    id: 'locale.name.nb-NO',
    defaultMessage: 'Norwegian Bokmål (Norway)',
    description: "Locale selector: the name of the locale nb-NO in the shopper's language.",
  },
  'ja-JP': {
    id: 'locale.name.ja-JP',
    defaultMessage: 'Japanese (Japan)',
    description: "Locale selector: the name of the locale ja-JP in the shopper's language.",
  },
  'ko-KR': {
    id: 'locale.name.ko-KR',
    defaultMessage: 'Korean (South Korea)',
    description: "Locale selector: the name of the locale ko-KR in the shopper's language.",
  },
  'zh-CN': {
    id: 'locale.name.zh-CN',
    defaultMessage: 'Chinese (China)',
    description: "Locale selector: the name of the locale zh-CN in the shopper's language.",
  },
  'zh-TW': {
    id: 'locale.name.zh-TW',
    defaultMessage: 'Chinese (Taiwan)',
    description: "Locale selector: the name of the locale zh-TW in the shopper's language.",
  },
  'en-AU': {
    id: 'locale.name.en-AU',
    defaultMessage: 'English (Australia)',
    description: "Locale selector: the name of the locale en-AU in the shopper's language.",
  },
  'en-NZ': {
    id: 'locale.name.en-NZ',
    defaultMessage: 'English (New Zealand)',
    description: "Locale selector: the name of the locale en-NZ in the shopper's language.",
  },
});
