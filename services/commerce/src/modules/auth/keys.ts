/**
 * Signing keys of access tokens, kept in the database so every process and every restart signs
 * and verifies with the same keys (DESIGN.md: stateless processes). Each process caches them.
 */
import { desc, isNull, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { schema, type Database } from '@solo/db';
import { SIGNING_ALG } from './constants.ts';

const { signingKeys } = schema;

export interface SigningKeys {
  /** The key new tokens are signed with (the newest unretired one). */
  signer: { kid: string; key: CryptoKey };
  /** Public keys by kid, for verification and the jwks endpoint. */
  verifiers: Map<string, { key: CryptoKey; jwk: JWK }>;
}

/** A token naming an unknown kid reloads the keys at most this often (another process may have rotated). */
const RELOAD_MS = 30_000;

interface Cached {
  keys: Promise<SigningKeys>;
  loadedAt: number;
}
const cache = new WeakMap<Database, Cached>();

async function readKeys(db: Database) {
  return db
    .select()
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
}

/** Creates the first key unless another process did: one key, however many start at once. */
async function createKeyIfNone(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('solo:signing-key'))`);
    const existing = await tx
      .select({ kid: signingKeys.kid })
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .limit(1);
    if (existing.length) return;
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const publicJwk = { ...(await exportJWK(pair.publicKey)), alg: SIGNING_ALG, use: 'sig' };
    const kid = await calculateJwkThumbprint(publicJwk);
    await tx.insert(signingKeys).values({
      kid,
      alg: SIGNING_ALG,
      publicJwk: { ...publicJwk, kid },
      privateJwk: { ...(await exportJWK(pair.privateKey)), alg: SIGNING_ALG, kid },
    });
  });
}

async function load(db: Database): Promise<SigningKeys> {
  let rows = await readKeys(db);
  if (!rows.length) {
    await createKeyIfNone(db);
    rows = await readKeys(db);
  }
  const [newest] = rows;
  if (!newest) throw new Error('No signing key after creating one');
  const verifiers = new Map<string, { key: CryptoKey; jwk: JWK }>();
  for (const row of rows) {
    const key = (await importJWK(row.publicJwk as JWK, row.alg)) as CryptoKey;
    verifiers.set(row.kid, { key, jwk: row.publicJwk });
  }
  const signer = (await importJWK(newest.privateJwk as JWK, newest.alg)) as CryptoKey;
  return { signer: { kid: newest.kid, key: signer }, verifiers };
}

/** The keys of this database, loaded (and created on first use) once per process. */
export function signingKeysOf(db: Database): Promise<SigningKeys> {
  let cached = cache.get(db);
  if (!cached) {
    cached = { keys: load(db), loadedAt: Date.now() };
    cache.set(db, cached);
    // A failed load is not kept: the next call tries again.
    cached.keys.catch(() => cache.delete(db));
  }
  return cached.keys;
}

/** The public key for `kid`, reloading once in a while when it is not known here yet. */
export async function verificationKey(db: Database, kid: string): Promise<CryptoKey | undefined> {
  const known = (await signingKeysOf(db)).verifiers.get(kid);
  if (known) return known.key;
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < RELOAD_MS) return undefined;
  cache.delete(db);
  return (await signingKeysOf(db)).verifiers.get(kid)?.key;
}

/** The jwks document: every unretired public key. */
export async function publicJwks(db: Database): Promise<{ keys: JWK[] }> {
  const { verifiers } = await signingKeysOf(db);
  return { keys: [...verifiers.values()].map((v) => v.jwk) };
}
