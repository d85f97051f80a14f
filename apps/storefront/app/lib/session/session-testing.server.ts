/**
 * Test support: runs a loader or action body as a route would, inside the session middleware,
 * against a real commerce app (in-process), and reads the cookies a response sets.
 */
import { RouterContextProvider } from 'react-router';
import { createApiClient } from '../api/client.server.ts';
import { servicesContext } from '../api/context.ts';
import { sessionMiddleware, signInShopper, type SessionArgs } from './session.server.ts';

export interface HarnessCommerce {
  app: { fetch(request: Request): Response | Promise<Response> };
  config: { orgId: string; clientId: string };
}

/** The cache policy a page answers with before the session middleware has a say. */
export const PAGE_CACHE = 'public, max-age=900, stale-while-revalidate=900';

const log = { info: () => {}, warn: () => {}, error: () => {} };

/** `commerce` is read on every run, so the harness can be made before the app is opened. */
export function sessionHarness(
  commerce: () => HarnessCommerce,
  onFetch: (request: Request) => void = () => {},
) {
  return async function run<T>(
    url: string,
    handler: (args: SessionArgs) => Promise<T>,
    { cookie = '', origin = 'http://127.0.0.1:3000' } = {},
  ): Promise<{ response: Response; result: T }> {
    const { app, config } = commerce();
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    const context = new RouterContextProvider();
    const api = createApiClient({
      // In-process, the services answer on the shopper's origin (server/commerce.ts).
      baseUrl: origin,
      fetch: (input, init) => {
        const req = new Request(input, init);
        onFetch(req);
        return Promise.resolve(app.fetch(req));
      },
      requestId: 'session-test',
      log,
      orgId: config.orgId,
      clientId: config.clientId,
    });
    context.set(servicesContext, { api, requestId: 'session-test', origin, log });
    const args = { request, context, params: {}, url: new URL(url) } as unknown as Parameters<
      typeof sessionMiddleware
    >[0];
    let result: T | undefined;
    const response = (await sessionMiddleware(args, async () => {
      result = await handler({ request, context });
      return new Response('page', { headers: { 'Cache-Control': PAGE_CACHE } });
    })) as Response;
    return { response, result: result as T };
  };
}

/** The Cookie header a browser would send after `response` (cleared cookies left out). */
export const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** Signs `credentials` in through the storefront's session and returns the browser's Cookie header. */
export async function signedInCookie(
  run: ReturnType<typeof sessionHarness>,
  credentials: { username: string; password: string },
): Promise<string> {
  const { response } = await run('http://127.0.0.1:3000/login', async (args) => {
    const outcome = await signInShopper(args, credentials);
    if (!outcome.ok) throw new Error(outcome.failure.kind);
  });
  return cookieHeader(response);
}
