import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { ClientAddress } from './client-address.ts';

/** 127.0.0.0/8 and ::1: a client on the machine the store runs on. */
export function isLoopbackIp(ip: string): boolean {
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** Whether `Authorization: Bearer <token>` carries the operator token (OPS_TOKEN). */
export function hasOperatorToken(
  authorization: string | undefined,
  opsToken: string | undefined,
): boolean {
  if (!opsToken || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(opsToken));
}

/**
 * Development tools (the outbox) answer a client on this machine, or anyone holding the operator
 * token. The address is the resolved client's, so a forged X-Forwarded-For from an untrusted peer
 * does not make a remote client look local.
 */
export function isOperatorOrLocal(
  client: ClientAddress,
  authorization: string | undefined,
  opsToken: string | undefined,
): boolean {
  return isLoopbackIp(client.ip) || hasOperatorToken(authorization, opsToken);
}
