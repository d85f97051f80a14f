import { randomBytes } from 'node:crypto';
import { readBounded } from '@solo/commerce';
import type { Logger } from './logger.ts';
import { problem } from './problem.ts';

/**
 * The store's edge rules, applied once in front of every route (server/app.ts): which Host a
 * request may name, which requests may change state (same-origin only), and the security headers
 * of every response.
 */

export const CSP_MODES = ['enforce', 'report-only'] as const;
export type CspMode = (typeof CSP_MODES)[number];

/** Where browsers post Content-Security-Policy violations. */
export const CSP_REPORT_PATH = '/csp-report';

/** Headers every response carries: static files, APIs, pages and errors alike. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One year, the usual HSTS preload floor; sent only on responses that travelled over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The host name of a Host header value (`Shop.Example.com:443` → `shop.example.com`), or null. */
export function hostnameOf(host: string | undefined | null): string | null {
  if (!host) return null;
  try {
    const url = new URL(`http://${host}`);
    // A Host with a path, credentials or anything else beyond host[:port] is not a host.
    if (url.host.toLowerCase() !== host.toLowerCase().replace(/:80$/, '')) return null;
    return url.hostname;
  } catch {
    return null;
  }
}

/**
 * Refuses a request that names a host this store does not serve: links built from such a request
 * would point elsewhere (a password-reset mail to evil.example), so nothing answers it.
 */
export function refuseForeignHost(
  host: string | undefined,
  allowedHosts: ReadonlySet<string>,
): Response | null {
  const name = hostnameOf(host);
  if (name && allowedHosts.has(name)) return null;
  return problem(
    421,
    'misdirected-request',
    'Misdirected Request',
    `This store does not serve the host ${JSON.stringify(host ?? '')}.`,
  );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing request (any method but GET, HEAD and OPTIONS)
 * from a browser must come from one of the store's own pages. Browsers send `Origin` on such
 * requests and `Sec-Fetch-Site` on all of them; either naming another site refuses the request.
 * A request with neither is not from a browser page (curl, a server) and carries no ambient
 * cookies of a victim, so it passes. `selfOrigins` are the origins the store's pages have.
 */
export function refuseCrossSite(req: Request, selfOrigins: ReadonlySet<string>): Response | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const fetchSite = req.headers.get('sec-fetch-site')?.toLowerCase();
  const origin = req.headers.get('origin');
  let reason: string | null = null;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    reason = `a ${fetchSite} request (Sec-Fetch-Site)`;
  } else if (origin !== null && !selfOrigins.has(origin.toLowerCase())) {
    reason = `a request from the origin ${JSON.stringify(origin)}`;
  }
  if (!reason) return null;
  return problem(
    403,
    'cross-site-request',
    'Forbidden',
    `${req.method} ${new URL(req.url).pathname} refused: ${reason}; the store accepts changes only from its own pages.`,
  );
}

/** A fresh nonce per HTML response (128 bits), the only way an inline script may run. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/**
 * The origins braintree-web 3.144.0 reaches for the card tab's parts (read from its source:
 * lib/constants.js, hosted-fields/external/hosted-fields.js, data-collector/fraudnet.js), allowed
 * only with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-browser-components.md). The
 * components' own code is bundled with the store's files; none is a CDN script.
 */
export const GATEWAY_ORIGINS = {
  /**
   * The data collector's fraud script (FRAUDNET_URL); PayPal's JS SDK, which paypal-checkout's
   * loadPayPalSDK loads from www.paypal.com, and the scripts PayPal's buttons load; Visa's SDK
   * (stored card scheme); Google's pay.js (the Google Pay driver).
   */
  script: [
    'https://c.paypal.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://www.paypalobjects.com',
    'https://assets.secure.checkout.visa.com',
    'https://sandbox-assets.secure.checkout.visa.com',
    'https://pay.google.com',
  ],
  /**
   * Client API and configuration (CLIENT_API_URLS), GraphQL (GRAPHQL_URLS), analytics; PayPal's
   * and Visa's SDK calls; Google Pay's calls from pay.js. Apple Pay needs none: Safari runs its
   * sheet, and its merchant validation and tokenization go through the client API.
   */
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://payments.braintree-api.com',
    'https://payments.sandbox.braintree-api.com',
    'https://www.paypal.com',
    'https://c.paypal.com',
    // PayPal's buttons: the sandbox's preload (PAYPAL_SDK_PRELOAD_URL) and the SDK's calls.
    'https://www.sandbox.paypal.com',
    'https://www.paypalobjects.com',
    'https://secure.checkout.visa.com',
    'https://sandbox.secure.checkout.visa.com',
    'https://pay.google.com',
    'https://google.com',
  ],
  /**
   * The hosted fields' iframes (ASSETS_URLS), the fraud script's own frames, PayPal's buttons and
   * checkout window (its SDK renders them in frames from www.paypal.com), Visa's checkout window
   * (its SDK frames secure.checkout.visa.com) and Google Pay's frames.
   */
  frame: [
    'https://assets.braintreegateway.com',
    'https://c.paypal.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    // paypal-checkout's landing and dispatch frames (the configuration's `paypal.assetsUrl`).
    'https://checkout.paypal.com',
    'https://secure.checkout.visa.com',
    'https://sandbox.secure.checkout.visa.com',
    'https://pay.google.com',
  ],
  /**
   * The fraud script's beacon; PayPal's button images and tracking pixel; Visa's button image;
   * the Google Pay button's images.
   */
  img: [
    'https://b.stats.paypal.com',
    'https://www.paypalobjects.com',
    'https://t.paypal.com',
    'https://secure.checkout.visa.com',
    'https://sandbox.secure.checkout.visa.com',
    'https://www.gstatic.com',
  ],
} as const;

/**
 * The Content-Security-Policy of a page. Scripts: the store's own files and the inline scripts
 * React Router writes with the response's nonce; nothing else. Styles allow inline `style`
 * attributes, which components set (a progress bar's width); they cannot run code.
 * Development adds Vite's HMR socket; `gateway` (PAYMENTS_PROVIDER=braintree) the origins of the
 * gateway's hosted fields and data collector.
 */
export function contentSecurityPolicy(
  nonce: string,
  development: boolean,
  { gateway = false }: { gateway?: boolean } = {},
): string {
  const more = (kind: keyof typeof GATEWAY_ORIGINS) =>
    gateway ? ` ${GATEWAY_ORIGINS[kind].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more('img')}`,
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}${more('connect')}`,
    `frame-src 'self'${more('frame')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

export const cspHeaderName = (mode: CspMode): string =>
  mode === 'enforce' ? 'content-security-policy' : 'content-security-policy-report-only';

/** A violation report is a few hundred bytes; anything much larger is not one. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports logged per process and minute; a page in a loop (or a flood) cannot fill the logs. */
export const CSP_REPORTS_PER_MINUTE = 60;

/**
 * POST /csp-report: logs each violation (bounded in size and rate) and answers 204. Browsers
 * never read the answer; the bounds keep the endpoint from being a free log writer.
 */
export function createCspReportHandler(
  logger: Logger,
  options: { perMinute?: number; maxBytes?: number; now?: () => number } = {},
) {
  const perMinute = options.perMinute ?? CSP_REPORTS_PER_MINUTE;
  const maxBytes = options.maxBytes ?? CSP_REPORT_MAX_BYTES;
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let count = 0;
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') {
      return problem(
        405,
        'method-not-allowed',
        'Method Not Allowed',
        'Reports are sent with POST.',
      );
    }
    const declared = Number(req.headers.get('content-length') ?? 0);
    if (declared > maxBytes) return tooLarge(maxBytes);
    const bytes = req.body ? await readBounded(req.body, maxBytes) : new Uint8Array();
    if (bytes === null) return tooLarge(maxBytes);
    const body = Buffer.from(bytes).toString('utf8');
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      count = 0;
    }
    if (++count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + 60_000 - at) / 1000));
      const res = problem(
        429,
        'too-many-requests',
        'Too Many Requests',
        `At most ${perMinute} reports a minute are accepted.`,
      );
      res.headers.set('retry-after', String(retryAfter));
      return res;
    }
    let report: unknown = body;
    try {
      report = JSON.parse(body);
    } catch {
      // Logged as received: a malformed report is still worth seeing once.
    }
    logger.warn({ cspReport: report }, 'content security policy violation');
    return new Response(null, { status: 204 });
  };
}

const tooLarge = (maxBytes: number) =>
  problem(413, 'payload-too-large', 'Payload Too Large', `A report has at most ${maxBytes} bytes.`);
