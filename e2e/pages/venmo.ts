import { expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { MERCHANT_ID, standInClientApi } from '../support/braintree.ts';

/**
 * Braintree's Venmo flow as braintree-web 3.144.0's Venmo component (venmo/venmo.js, desktop web
 * login) reaches outside the store, stood in for a browser context that cannot reach it:
 * - the client API's configuration, with `payWithVenmo` as the gateway answers it;
 * - Braintree's GraphQL (payments.sandbox.braintree-api.com/graphql): the documented
 *   `createVenmoPaymentContext` mutation, the `PaymentContext` node query (status, paymentMethodId,
 *   userName, payerInfo) and `updateVenmoPaymentContextStatus`;
 * - Braintree's asset pages the web login uses (frame-service): the dispatch frame, which tells
 *   the page it is ready and relays the popup's report over framebus, the popup's landing page,
 *   and the redirect page Venmo returns to (`x-success` / `x-cancel`);
 * - Venmo's web login page (account.venmo.com/go/web): the buyer approves, which marks the
 *   payment context APPROVED with a nonce of the gateway stand-in's Venmo kind, or cancels.
 */
export const ASSETS = 'https://assets.braintreegateway.com/web/3.144.0/html';
export const GRAPHQL = 'https://payments.sandbox.braintree-api.com/graphql';
export const VENMO_WEB_LOGIN = 'https://account.venmo.com/go/web';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

interface Context {
  id: string;
  input: Record<string, unknown>;
  status: 'CREATED' | 'APPROVED' | 'CANCELED';
  nonce?: string;
}

/** Braintree's dispatch frame: ready on load; relays the redirect page's report to the page. */
const DISPATCH_FRAME = `<!doctype html><title>dispatch</title><script>
  var channel = window.name.replace(/^dispatch_/, '');
  function bus(event, data) {
    return '/*framebus*/' + JSON.stringify({ event: channel + ':' + event, origin: '*', eventData: data });
  }
  window.addEventListener('message', function (e) {
    if (e.origin !== location.origin || typeof e.data !== 'string') return;
    if (e.data.indexOf('venmo-web-login:') !== 0) return;
    var report = JSON.parse(e.data.slice('venmo-web-login:'.length));
    parent.postMessage(bus('frameService:DISPATCH_FRAME_REPORT', report), '*');
  });
  parent.postMessage(bus('frameService:DISPATCH_FRAME_READY'), '*');
</script>`;

const LANDING_FRAME = `<!doctype html><title>Venmo</title><p>Loading Venmo…</p>`;

/** Where Venmo returns: reports to the opener's dispatch frame (same asset origin). */
const REDIRECT_FRAME = `<!doctype html><title>Returning</title><script>
  var frames = window.opener ? window.opener.frames : [];
  for (var i = 0; i < frames.length; i++) {
    try { frames[i].postMessage('venmo-web-login:' + JSON.stringify({ err: null, payload: { hash: location.hash } }), 'https://assets.braintreegateway.com'); } catch (e) {}
  }
</script>`;

const venmoPage = (params: URLSearchParams) => `<!doctype html><html lang="en"><title>Venmo</title>
<main><h1>Pay with Venmo</h1><p>Merchant ${params.get('braintree_merchant_id') ?? ''}</p>
<form method="post" action="${VENMO_WEB_LOGIN}/decision">
<input type="hidden" name="resource_id" value="${params.get('resource_id') ?? ''}">
<input type="hidden" name="x-success" value="${params.get('x-success') ?? ''}">
<input type="hidden" name="x-cancel" value="${params.get('x-cancel') ?? ''}">
<button name="decision" value="approve">Approve</button>
<button name="decision" value="cancel">Cancel</button></form></main>`;

export interface VenmoStandIn {
  contexts: Map<string, Context>;
  /** The nonces Venmo approved, in order. */
  nonces: string[];
}

export async function standInVenmo(
  context: BrowserContext,
  { enabled = true }: { enabled?: boolean } = {},
): Promise<VenmoStandIn> {
  await standInClientApi(
    context,
    enabled
      ? {
          payWithVenmo: {
            merchantId: 'venmo-profile-e2e',
            accessToken: 'access_token$sandbox$e2e',
            environment: 'sandbox',
            enrichedCustomerDataEnabled: false,
          },
        }
      : {},
  );
  const state: VenmoStandIn = { contexts: new Map(), nonces: [] };
  let seq = 0;
  await context.route(GRAPHQL, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const { query = '', variables = {} } = (request.postDataJSON() ?? {}) as {
      query?: string;
      variables?: { input?: Record<string, unknown>; id?: string };
    };
    const json = (value: unknown) =>
      route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: JSON.stringify(value),
      });
    if (query.includes('createVenmoPaymentContext(')) {
      const created = new Date();
      const ctx: Context = {
        id: `cGF5bWVudGNvbnRleHRfZTJl${++seq}`,
        input: variables.input ?? {},
        status: 'CREATED',
      };
      state.contexts.set(ctx.id, ctx);
      return json({
        data: {
          createVenmoPaymentContext: {
            clientMutationId: null,
            venmoPaymentContext: {
              id: ctx.id,
              merchantId: MERCHANT_ID,
              createdAt: created.toISOString(),
              expiresAt: new Date(created.getTime() + 5 * 60_000).toISOString(),
            },
          },
        },
      });
    }
    if (query.includes('updateVenmoPaymentContextStatus(')) {
      const input = variables.input as { id?: string; status?: Context['status'] };
      const ctx = state.contexts.get(input.id ?? '');
      if (ctx && input.status) ctx.status = input.status;
      return json({ data: { updateVenmoPaymentContextStatus: { clientMutationId: null } } });
    }
    if (query.includes('... on VenmoPaymentContext')) {
      const ctx = state.contexts.get(variables.id ?? '');
      if (!ctx) return json({ data: { node: null }, errors: [{ message: 'not found' }] });
      return json({
        data: {
          node: {
            status: ctx.status,
            paymentMethodId: ctx.nonce ?? null,
            userName: ctx.status === 'APPROVED' ? 'venmojoe' : null,
            payerInfo: null,
          },
        },
      });
    }
    return json({ data: null, errors: [{ message: 'unexpected query' }] });
  });
  const html = (route: Route, body: string) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/html' }, body });
  await context.route(`${ASSETS}/dispatch-frame.min.html`, (r) => html(r, DISPATCH_FRAME));
  await context.route(`${ASSETS}/venmo-landing-frame.min.html`, (r) => html(r, LANDING_FRAME));
  await context.route(`${ASSETS}/redirect-frame.html`, (r) => html(r, REDIRECT_FRAME));
  await context.route(`${VENMO_WEB_LOGIN}?**`, (r) =>
    html(r, venmoPage(new URL(r.request().url()).searchParams)),
  );
  await context.route(`${VENMO_WEB_LOGIN}/decision`, (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    const ctx = state.contexts.get(form.get('resource_id') ?? '');
    const approve = form.get('decision') === 'approve';
    if (ctx) {
      ctx.status = approve ? 'APPROVED' : 'CANCELED';
      if (approve) {
        ctx.nonce = `fake-venmo-account-nonce-${ctx.id}-${Date.now()}`;
        state.nonces.push(ctx.nonce);
      }
    }
    const next = JSON.stringify(form.get(approve ? 'x-success' : 'x-cancel') ?? 'about:blank');
    return html(
      route,
      `<!doctype html><title>Venmo</title><script>location.replace(${next})</script>`,
    );
  });
  return state;
}

/** The gateway's sheet for the mobile wallet and Venmo's window. */
export class VenmoPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get sheet(): Locator {
    return this.page.getByTestId('gateway-wallet-sheet');
  }

  get button(): Locator {
    return this.sheet.getByRole('button', { name: 'Venmo' });
  }

  /** Clicks the Venmo button and answers in Venmo's popup: Approve or Cancel. */
  async decide(decision: 'Approve' | 'Cancel') {
    await expect(this.button).toBeEnabled({ timeout: 20_000 });
    const popup = this.page.waitForEvent('popup');
    await this.button.click();
    const venmo = await popup;
    await venmo.waitForURL(/account\.venmo\.com\/go\/web/);
    await expect(venmo.getByRole('heading', { name: 'Pay with Venmo' })).toBeVisible();
    await venmo.getByRole('button', { name: decision }).click();
    await venmo.waitForEvent('close', { timeout: 15_000 });
  }
}
