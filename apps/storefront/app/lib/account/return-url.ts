/**
 * Where a shopper goes after signing in: a same-origin path the form carried (`returnUrl`), else
 * the account home. Anything that could leave the site (`//evil.example`, `https://…`,
 * `/\evil`, control characters) is refused.
 */
export function safeReturnPath(returnUrl: unknown, fallback: string): string {
  if (typeof returnUrl !== 'string' || !returnUrl.startsWith('/')) return fallback;
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(returnUrl)) return fallback;
  try {
    const url = new URL(returnUrl, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
