import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

/** The operator token of the journeys' store (playwright.config.ts). */
export const E2E_OPS_TOKEN = 'e2e-ops-token-0123456789abcdef-0123456789';

const MANAGE = '/mobify/proxy/api/custom/orders/v1/organizations/f_ecom_solo_001/manage';

/** Ships every line of the order through the operator API, as `npm run orders -- ship` does. */
export async function shipOrder(
  request: APIRequestContext,
  orderNo: string,
  shipment: { carrier: string; trackingNumber: string },
): Promise<void> {
  const res = await request.post(`${MANAGE}/${orderNo}/ship`, {
    headers: {
      authorization: `Bearer ${E2E_OPS_TOKEN}`,
      'x-ops-actor': 'e2e',
      'idempotency-key': `e2e-ship-${orderNo}`,
    },
    data: shipment,
  });
  expect(res.ok(), `ship: ${res.status()} ${await res.text()}`).toBe(true);
}

/** Runs `npm run orders -- <args>` against the journeys' store; its printed answer, parsed. */
export async function ordersCli(baseURL: string, args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['services/commerce/src/modules/orders/cli.ts', ...args],
    {
      env: { ...process.env, OPS_TOKEN: E2E_OPS_TOKEN, ORDERS_API_URL: baseURL, OPS_ACTOR: 'e2e' },
    },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** The operator orders API's orders matching `q` (an email, say), as `npm run orders -- list`. */
export async function operatorOrders(
  request: APIRequestContext,
  q: string,
): Promise<Array<{ orderNo: string }>> {
  const res = await request.get(`${MANAGE}?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  expect(res.ok(), `list: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: Array<{ orderNo: string }> }).data;
}
