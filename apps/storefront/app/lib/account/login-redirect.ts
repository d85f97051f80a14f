import { resolvePath } from '@solo/sites';

/**
 * Where a guest who opened an account page is sent: the sign-in page of the same URL prefix
 * ("/eu/de/account" → "/eu/de/login"), carrying the page as `returnUrl`, the parameter the
 * sign-in action reads (lib/account/return-url.ts).
 */
export function loginRedirectPath(url: URL): string {
  const { rest } = resolvePath(url.pathname);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const prefix = rest === '/' ? path : path.slice(0, path.length - rest.replace(/\/+$/, '').length);
  const returnUrl = `${url.pathname}${url.search}`;
  return `${prefix.replace(/\/$/, '')}/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
