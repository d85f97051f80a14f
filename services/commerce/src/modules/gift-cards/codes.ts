/**
 * Gift card codes and PINs (docs/decisions.md "Gift card codes"). A code is 16 characters of
 * Crockford's base 32 (80 random bits, no I, L, O or U to misread), shown in groups of four; a
 * PIN is six digits. Neither is stored: the code's SHA-256 finds the card, and the PIN's hash is
 * taken together with the code, so the stored PIN hash cannot be tried without the code's 80 bits.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
export const PIN_LENGTH = 6;

export interface IssuedCode {
  code: string;
  pin: string;
  codeHash: string;
  pinHash: string;
  last4: string;
}

export function newCode(): IssuedCode {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
  return {
    code,
    pin,
    codeHash: hashCode(code),
    pinHash: hashPin(code, pin),
    last4: code.slice(-4),
  };
}

/** `ABCD-EFGH-JKMN-PQRS`: how people read and type a code. */
export const displayCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/**
 * The code as typed (any case, spaces or hyphens, O for 0 and I or L for 1, as Crockford reads
 * them), or undefined when it cannot be a code.
 */
export function normalizeCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((ch) => ALPHABET.includes(ch))
    ? code
    : undefined;
}

export const hashCode = (code: string): string =>
  createHash('sha256').update(`gift-card-code\n${code}`).digest('hex');

export const hashPin = (code: string, pin: string): string =>
  createHash('sha256').update(`gift-card-pin\n${code}\n${pin}`).digest('hex');

/** Whether `pin` is the card's, in constant time. */
export function pinMatches(code: string, pin: string, pinHash: string): boolean {
  const given = Buffer.from(hashPin(code, pin), 'hex');
  const stored = Buffer.from(pinHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
