/**
 * Every visible string of the shell. The en-US catalogue is derived from these defaults so the
 * text lives once (DESIGN.md: messages shown to shoppers go through the translation catalogue).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to Content',
    description: 'Site header, footer, menus and cookie consent: skip to content.',
  },
  promoRegion: {
    id: 'shell.promo.region',
    defaultMessage: 'Promotions',
    description: 'Site header, footer, menus and cookie consent: promo region.',
  },
  promoSlide: {
    id: 'shell.promo.slide',
    defaultMessage: 'Promotion {index} of {count}',
    description:
      'Site header, footer, menus and cookie consent: promo slide. Placeholders: {index}, {count}.',
  },
  promoPause: {
    id: 'shell.promo.pause',
    defaultMessage: 'Pause promotions',
    description: 'Site header, footer, menus and cookie consent: promo pause.',
  },
  promoPlay: {
    id: 'shell.promo.play',
    defaultMessage: 'Play promotions',
    description: 'Site header, footer, menus and cookie consent: promo play.',
  },
  utilityNav: {
    id: 'shell.nav.utility',
    defaultMessage: 'Customer service',
    description: 'Site header, footer, menus and cookie consent: utility nav.',
  },
  mainNav: {
    id: 'shell.nav.main',
    defaultMessage: 'Main',
    description: 'Site header, footer, menus and cookie consent: main nav.',
  },
  mobileNav: {
    id: 'shell.nav.mobile',
    defaultMessage: 'Shop',
    description: 'Site header, footer, menus and cookie consent: mobile nav.',
  },
  mobileUserNav: {
    id: 'shell.nav.mobileUser',
    defaultMessage: 'Help and account',
    description: 'Site header, footer, menus and cookie consent: mobile user nav.',
  },
  menu: {
    id: 'shell.header.menu',
    defaultMessage: 'Menu',
    description: 'Site header, footer, menus and cookie consent: menu.',
  },
  account: {
    id: 'shell.header.account',
    defaultMessage: 'Account',
    description: 'Site header, footer, menus and cookie consent: account.',
  },
  wishlist: {
    id: 'shell.header.wishlist',
    defaultMessage: 'Wishlist',
    description: 'Site header, footer, menus and cookie consent: wishlist.',
  },
  search: {
    id: 'shell.header.search',
    defaultMessage: 'Search',
    description: 'Site header, footer, menus and cookie consent: search.',
  },
  cart: {
    id: 'shell.header.cart',
    defaultMessage: 'Cart',
    description: 'Site header, footer, menus and cookie consent: cart.',
  },
  home: {
    id: 'shell.header.home',
    defaultMessage: '{site} home',
    description: 'Site header, footer, menus and cookie consent: home. Placeholders: {site}.',
  },
  shopAll: {
    id: 'shell.menu.shopAll',
    defaultMessage: 'Shop All {title}',
    description: 'Site header, footer, menus and cookie consent: shop all. Placeholders: {title}.',
  },
  close: {
    id: 'shell.drawer.close',
    defaultMessage: 'Close',
    description: 'Site header, footer, menus and cookie consent: close.',
  },
  signIn: {
    id: 'shell.account.signIn',
    defaultMessage: 'Sign In',
    description: 'Site header, footer, menus and cookie consent: sign in.',
  },
  createAccount: {
    id: 'shell.account.createAccount',
    defaultMessage: 'Create Account',
    description: 'Site header, footer, menus and cookie consent: create account.',
  },
  forgotPassword: {
    id: 'shell.account.forgotPassword',
    defaultMessage: 'Forgot Password',
    description: 'Site header, footer, menus and cookie consent: forgot password.',
  },
  trackOrder: {
    id: 'shell.account.trackOrder',
    defaultMessage: 'Track an Order',
    description: 'Site header, footer, menus and cookie consent: track order.',
  },
  savedItems: {
    id: 'shell.account.savedItems',
    defaultMessage: 'Saved Items',
    description: 'Site header, footer, menus and cookie consent: saved items.',
  },
  accountLinks: {
    id: 'shell.account.links',
    defaultMessage: 'Account links',
    description: 'Site header, footer, menus and cookie consent: account links.',
  },
  searchLabel: {
    id: 'shell.search.label',
    defaultMessage: 'Search products',
    description: 'Site header, footer, menus and cookie consent: search label.',
  },
  searchPlaceholder: {
    id: 'shell.search.placeholder',
    defaultMessage: 'Fire pits, stoves, accessories…',
    description: 'Site header, footer, menus and cookie consent: search placeholder.',
  },
  cartEmpty: {
    id: 'shell.cart.empty',
    defaultMessage: 'Your cart is empty.',
    description: 'Site header, footer, menus and cookie consent: cart empty.',
  },
  keepShopping: {
    id: 'shell.cart.keepShopping',
    defaultMessage: 'Keep Shopping',
    description: 'Site header, footer, menus and cookie consent: keep shopping.',
  },
  footerNav: {
    id: 'shell.footer.nav',
    defaultMessage: 'Footer',
    description: 'Site header, footer, menus and cookie consent: footer nav.',
  },
  footerContact: {
    id: 'shell.footer.contact',
    defaultMessage: 'Contact us',
    description: 'Site header, footer, menus and cookie consent: footer contact.',
  },
  footerPhone: {
    id: 'shell.footer.phone',
    defaultMessage: 'Call',
    description: 'Site header, footer, menus and cookie consent: footer phone.',
  },
  footerText: {
    id: 'shell.footer.text',
    defaultMessage: 'Text',
    description: 'Site header, footer, menus and cookie consent: footer text.',
  },
  footerLegal: {
    id: 'shell.footer.legal',
    defaultMessage: 'Legal',
    description: 'Site header, footer, menus and cookie consent: footer legal.',
  },
  copyright: {
    id: 'shell.footer.copyright',
    defaultMessage: '© {year} {copyright}',
    description:
      'Site header, footer, menus and cookie consent: copyright. Placeholders: {year}, {copyright}.',
  },
  consentPreferences: {
    id: 'shell.consent.open',
    defaultMessage: 'Consent Preferences',
    description: 'Site header, footer, menus and cookie consent: consent preferences.',
  },
  consentIntro: {
    id: 'shell.consent.intro',
    defaultMessage:
      'Choose which optional cookies we may use. Necessary cookies keep the store working and are always on.',
    description: 'Site header, footer, menus and cookie consent: consent intro.',
  },
  consentNecessary: {
    id: 'shell.consent.necessary',
    defaultMessage: 'Necessary',
    description: 'Site header, footer, menus and cookie consent: consent necessary.',
  },
  consentAlwaysOn: {
    id: 'shell.consent.alwaysOn',
    defaultMessage: 'Always on',
    description: 'Site header, footer, menus and cookie consent: consent always on.',
  },
  consentAnalytics: {
    id: 'shell.consent.analytics',
    defaultMessage: 'Analytics',
    description: 'Site header, footer, menus and cookie consent: consent analytics.',
  },
  consentMarketing: {
    id: 'shell.consent.marketing',
    defaultMessage: 'Marketing',
    description: 'Site header, footer, menus and cookie consent: consent marketing.',
  },
  consentPersonalisation: {
    id: 'shell.consent.personalisation',
    defaultMessage: 'Personalization',
    description:
      'Site header, footer, menus and cookie consent: consent to the store remembering the products the shopper views (Recently Viewed).',
  },
  consentPersonalisationHint: {
    id: 'shell.consent.personalisationHint',
    defaultMessage:
      'Remember the products you view to show them to you again. Turning this off deletes them.',
    description:
      'Site header, footer, menus and cookie consent: explains the personalization switch and that turning it off deletes the remembered products.',
  },
  save: {
    id: 'shell.consent.save',
    defaultMessage: 'Save',
    description: 'Site header, footer, menus and cookie consent: save.',
  },
  cancel: {
    id: 'shell.consent.cancel',
    defaultMessage: 'Cancel',
    description: 'Site header, footer, menus and cookie consent: cancel.',
  },
  localeChoose: {
    id: 'shell.locale.choose',
    defaultMessage: 'Country and language: {current}',
    description:
      'Site header, footer, menus and cookie consent: locale choose. Placeholders: {current}.',
  },
  localeTitle: {
    id: 'shell.locale.title',
    defaultMessage: 'Country and language',
    description: 'Site header, footer, menus and cookie consent: locale title.',
  },
  localeInvalid: {
    id: 'shell.locale.invalid',
    defaultMessage: 'Invalid locale format',
    description: 'Site header, footer, menus and cookie consent: locale invalid.',
  },
  offline: {
    id: 'shell.offline',
    defaultMessage: "You're currently browsing in offline mode",
    description: 'Site header, footer, menus and cookie consent: offline.',
  },
});
