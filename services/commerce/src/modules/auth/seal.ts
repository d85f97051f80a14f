/**
 * Seals a value with a key derived from a secret the caller holds (a refresh token): only someone
 * presenting that secret again can read it, so the database may keep it (AES-256-GCM).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Another context than secretHash (plain SHA-256 of the token): the stored hash is no key.
const keyOf = (secret: string) => createHash('sha256').update(`solo:seal:${secret}`).digest();

export function seal(secret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or undefined when `secret` is not the one it was sealed with. */
export function unseal(secret: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
