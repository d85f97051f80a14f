import { HttpProblem } from './problem.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of the absolute links the service mails (password reset and the like).
 * PUBLIC_ORIGIN when it is set — always, in production. Without it (development, a standalone
 * service on a developer's machine) only a loopback request origin is used: a `Host` header is
 * the client's to write, and a link built from `Host: evil.example` would mail a shopper to an
 * attacker's site.
 */
export function linkOrigin(publicOrigin: string | undefined, requestUrl: string): string {
  if (publicOrigin) return publicOrigin;
  const url = new URL(requestUrl);
  if (LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  throw new HttpProblem({
    status: 421,
    slug: 'misdirected-request',
    title: 'Misdirected Request',
    detail: `Requests for host ${url.host} are not served: this service makes links only for its configured origin (PUBLIC_ORIGIN).`,
  });
}
