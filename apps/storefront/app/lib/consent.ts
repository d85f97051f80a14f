/**
 * Consent choices (DESIGN.md: third-party scripts load only after consent). Stored in the
 * `consent` cookie as "analytics=1&marketing=0&personalisation=1" so the server and the script
 * loader read it without JSON parsing. Necessary cookies are always on and are not stored.
 * Analytics and marketing (third parties) are opt-in; personalisation (the store's own Recently
 * Viewed, docs/decisions/recently-viewed.md) is on until declined.
 */
export const CONSENT_COOKIE = 'consent';
/** Keep the choice for a year, like the spec's other long-lived cookies (spec 000 §9: 365 days). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Fired on window after the shopper saves their choice, so a script loader can react at once. */
export const CONSENT_CHANGE_EVENT = 'consentchange';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  /** The store records the products the shopper views to show them again. */
  personalisation: boolean;
}

/** Before any choice: no third party, the store's own personalisation on. */
export const NO_CONSENT: Consent = { analytics: false, marketing: false, personalisation: true };

/**
 * Reads the consent cookie from a Cookie header or document.cookie; absent means no consent to
 * third parties, and personalisation until `personalisation=0`.
 */
export function parseConsent(cookieHeader: string | null | undefined): Consent {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return NO_CONSENT;
  const params = new URLSearchParams(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)));
  return {
    analytics: params.get('analytics') === '1',
    marketing: params.get('marketing') === '1',
    personalisation: params.get('personalisation') !== '0',
  };
}

/** The Set-Cookie / document.cookie string for a choice. */
export function serializeConsent(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(
    `analytics=${consent.analytics ? 1 : 0}&marketing=${consent.marketing ? 1 : 0}&personalisation=${consent.personalisation ? 1 : 0}`,
  );
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
