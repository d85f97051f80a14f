export { SiteShell } from './SiteShell.tsx';
export { useShellDrawers, type DrawerName, type ShellDrawers } from './shell-state.tsx';
export { formatLocaleLabel, localeGroups, INVALID_LOCALE_FORMAT } from './locale.ts';
export {
  CONSENT_COOKIE,
  CONSENT_CHANGE_EVENT,
  parseConsent,
  serializeConsent,
  type Consent,
} from '../../lib/consent.ts';
