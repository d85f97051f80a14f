/**
 * Consent choices (DESIGN.md: third-party scripts load only after consent). Stored in the
 * `consent` cookie as "analytics=1&marketing=0" so the server and the script loader read it
 * without JSON parsing. Necessary cookies are always on and are not stored.
 */
export const CONSENT_COOKIE = 'consent';
/** Keep the choice for a year, like the spec's other long-lived cookies (spec 000 §9: 365 days). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Fired on window after the shopper saves their choice, so a script loader can react at once. */
export const CONSENT_CHANGE_EVENT = 'consentchange';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const NO_CONSENT: Consent = { analytics: false, marketing: false };

/** Reads the consent cookie from a Cookie header or document.cookie; absent means no consent. */
export function parseConsent(cookieHeader: string | null | undefined): Consent {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return NO_CONSENT;
  const params = new URLSearchParams(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)));
  return { analytics: params.get('analytics') === '1', marketing: params.get('marketing') === '1' };
}

/** The Set-Cookie / document.cookie string for a choice. */
export function serializeConsent(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(
    `analytics=${consent.analytics ? 1 : 0}&marketing=${consent.marketing ? 1 : 0}`,
  );
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
