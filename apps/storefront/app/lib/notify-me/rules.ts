/**
 * The notify-me form's rules (spec 001 §5, §7): the email pattern of the store's other forms,
 * the phone written (ddd) ddd-dddd as it is typed, the payload and the custom API path. The
 * commerce service checks the same rules (services/commerce notify-me/rules.ts).
 */
import { EMAIL_PATTERN } from '../gift-card/rules.ts';

export type NotifyMode = 'email' | 'phone';

/** Spec 001 §5: the phone as (ddd) ddd-dddd. */
const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const isValidNotifyEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isValidNotifyPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/**
 * Spec 001 §5 "input auto-formatted": the digits typed so far (at most ten) in the (ddd)
 * ddd-dddd shape, so a shopper who types or pastes digits sees the format grow.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const ORG = 'f_ecom_solo_001';

/** Spec 001 §7: POST /mobify/proxy/api/custom/notify-me/v1/organizations/{org}/subscribe. */
export const notifyMePath = (siteId: string, localeId: string): string =>
  `/mobify/proxy/api/custom/notify-me/v1/organizations/${ORG}/subscribe?siteId=${encodeURIComponent(siteId)}&locale=${encodeURIComponent(localeId)}`;

/** Spec 001 §3: {email, sku, subscribe} or {phone, sku, subscribe}. */
export function notifyMePayload(
  mode: NotifyMode,
  contact: string,
  sku: string,
  subscribe: boolean,
):
  | { email: string; sku: string; subscribe: boolean }
  | { phone: string; sku: string; subscribe: boolean } {
  return mode === 'email'
    ? { email: contact.trim(), sku, subscribe }
    : { phone: contact.trim(), sku, subscribe };
}

/**
 * Spec 001 §7: the call, with the From-Pwa header; ok false on a status of 400 or more or a
 * network error.
 */
export async function sendNotifyMe(
  path: string,
  body: ReturnType<typeof notifyMePayload>,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  return fetcher(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'From-Pwa': '1' },
    body: JSON.stringify(body),
  })
    .then((r) => r.status < 400)
    .catch(() => false);
}
