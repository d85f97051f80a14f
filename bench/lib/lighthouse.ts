/**
 * Lighthouse (mobile, simulated throttling) on the store's pages, all in one Debian Chromium
 * (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded). Used by the bench, which
 * prints the figures, and by the page-budget check of `npm test`, which holds a floor.
 *
 * Simulated throttling computes the mobile timings from one unthrottled load, so the figures
 * move less with the machine's load than applied throttling would; they still move, which is
 * why the check's floor sits below the bench's target.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { CookieJar } from './cookie-jar.ts';

export interface AuditedPage {
  name: string;
  path: string;
  /** The browser's cookies for the audit, as a Cookie header (a shopper with a cart). */
  cookie?: string;
}

export interface PageScore {
  page: string;
  /** Mobile performance score, 0–1. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Whether the canonical-link audit passed (null: not applicable). */
  canonical: boolean | null;
  /** Lighthouse's CPU benchmark of the machine during the audit: a loaded machine scores low. */
  cpu: number;
}

const SITE = 'SoloUS';
const SESSION_BRIDGE = `/mobify/proxy/ocapi/s/${SITE}/dw/shop/v22_8/sessions`;
/** Orderable on its own and well stocked: the cart and checkout have a line to show. */
const CART_PRODUCT = 'pizza-stone';

/**
 * The pages of the budget: home, a listing, a product page, and the cart and checkout of a
 * guest who has added an item (a fresh session through the session bridge, as a browser does).
 * Cart and checkout each get their own guest: a session whose tokens one page renewed is no
 * session for the next.
 */
export async function budgetPages(origin: string): Promise<AuditedPage[]> {
  return [
    { name: 'home', path: '/us' },
    { name: 'listing', path: '/us/plp/fire-pits' },
    { name: 'product page', path: '/us/p/signature-fire-pit' },
    { name: 'cart', path: '/us/cart', cookie: await guestWithCart(origin) },
    { name: 'checkout', path: '/us/checkout', cookie: await guestWithCart(origin) },
  ];
}

async function guestWithCart(origin: string): Promise<string> {
  const jar = new CookieJar();
  const headers = {
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    accept: 'application/json',
  };
  const session = await fetch(`${origin}${SESSION_BRIDGE}`, { method: 'POST', headers });
  if (!session.ok) throw new Error(`guest session: HTTP ${session.status}`);
  jar.store(session.headers.getSetCookie());
  const add = await fetch(`${origin}/us/basket`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', cookie: jar.header() ?? '' },
    body: JSON.stringify({ intent: 'add', items: [{ productId: CART_PRODUCT, quantity: 1 }] }),
  });
  if (!add.ok) throw new Error(`add to cart: HTTP ${add.status}`);
  jar.store(add.headers.getSetCookie());
  return jar.header() ?? '';
}

/**
 * Audits each page in turn, each in a Chromium of its own, and returns its scores. Lighthouse
 * keeps the browser's cookies between audits, and a cookie the cart page renewed for its guest
 * would be sent beside the next page's guest: that checkout then found no basket.
 */
export async function auditPages(origin: string, pages: AuditedPage[]): Promise<PageScore[]> {
  const scores: PageScore[] = [];
  for (const page of pages) scores.push(await auditPage(origin, page));
  return scores;
}

async function auditPage(origin: string, page: AuditedPage): Promise<PageScore> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    // Our flags are the whole set: chrome-launcher's defaults would add others.
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    // A first request warms the server's caches and compiled code: the audit times the page as
    // shoppers get it, not the first request after a start.
    await fetch(`${origin}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
    // In the browser's own jar, as a shopper's browser holds them: the page's code reads and
    // renews them (a Cookie header sent beside the jar left the hydrated cart empty).
    if (page.cookie) await setCookies(chrome.port, origin, page.cookie);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      logLevel: 'error',
      // The performance category, plus the one SEO audit the budget watches (Lighthouse runs
      // the union of both filters).
      onlyCategories: ['performance'],
      onlyAudits: ['canonical'],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
    // A redirect (a checkout without its basket goes to the cart) would score another page.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path)
      throw new Error(`${page.name}: ${page.path} ended on ${landed}, not the page audited`);
    return scoreOf(page.name, result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Puts `cookie` (a Cookie header) into the browser's jar for `origin` (Storage.setCookies). */
async function setCookies(port: number, origin: string, cookie: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cookies = cookie.split(/;\s*/).flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1), url: origin }] : [];
  });
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error('cannot reach the browser to set its cookies'));
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) => {
      socket.onmessage = (event) =>
        resolve(JSON.parse(String(event.data)) as { error?: { message: string } });
    });
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    const { error } = await answer;
    if (error) throw new Error(`Storage.setCookies: ${error.message}`);
  } finally {
    socket.close();
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scoreOf(page: string, lhr: Result): PageScore {
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const canonical = audit('canonical');
  return {
    page,
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    cls: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
    canonical:
      canonical && canonical.scoreDisplayMode !== 'notApplicable' ? canonical.score === 1 : null,
    cpu: Math.round(lhr.environment.benchmarkIndex),
  };
}
