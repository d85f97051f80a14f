/**
 * Password hashes: scrypt with a per-password random salt, compared in constant time
 * (DESIGN.md auth). Node only. The stored form carries its parameters, so they can be raised
 * later without invalidating existing hashes:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** About 40 ms per hash on our 2-core machines; 16 MiB of memory per hash. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyBytes = KEY_BYTES,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyBytes,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(stored: string): { salt: Buffer; key: Buffer; options: ScryptOptions } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url'), options };
}

/** Hashed once per process: what an unknown login is checked against. */
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (unknown login, or a customer
 * without a password) a dummy hash is checked instead and the answer is false, so the time taken
 * does not tell whether the login exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const dummy = parse(await dummyHash);
    if (dummy) await derive(password, dummy.salt, dummy.options, dummy.key.length);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.options, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
