/**
 * What a notify-me request may hold (spec 001 §5 "Notify-me email / phone"), checked by the
 * service as the storefront's form checks it: an email of the standard pattern, or (SoloUS only,
 * spec 001 §6) a phone number written (ddd) ddd-dddd. The messages are the spec's own.
 */

/** Spec 001 §5: 'Please enter a valid email address.' */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
/** Spec 001 §5: 'Please enter a valid phone number.' */
export const PHONE_MESSAGE = 'Please enter a valid phone number.';

/** The standard email pattern (the storefront form's: something@domain.tld, no spaces); at most 254 characters (RFC 5321). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
/** Spec 001 §5: (ddd) ddd-dddd. */
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

export const isValidEmail = (value: string): boolean =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
export const isValidPhone = (value: string): boolean => PHONE.test(value);

/** The contact as stored and compared: an email in lower case, a phone as its ten digits. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** Ten digits written back as the spec's format, for the operator reading the outbox. */
export const formatPhone = (digits: string): string =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
