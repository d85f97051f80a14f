/**
 * The shopper session of a loader or action (server only). Usage:
 *
 *   const session = await getShopperSession(args);          // starts a guest session if needed
 *   const customers = new sdk.ShopperCustomers(shopperApiConfig(args, session));
 *
 * `findShopperSession(args)` answers null instead of starting a guest session. Cookies the
 * session needs (renewed tokens, a new guest, sign-in, sign-out) are added to the response by
 * `sessionMiddleware` (root.tsx), which also marks every response that used the session
 * `Cache-Control: private, no-store`, so a shared cache never keeps a personal page or cookie
 * (docs/decisions.md "Shopper sessions and cacheable pages").
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { resolvePath, type SiteId } from '@solo/sites';
import { getServices, type RequestServices } from '../api/context.ts';
import { shopperClientConfig, type ShopperClientConfig } from '../api/shopper.server.ts';
import {
  expireCookie,
  isSecureOrigin,
  parseCookies,
  serializeCookie,
  sessionCookieNames,
} from './cookies.ts';
import { verifyAccessToken } from './jwks.server.ts';
import { createLoginService } from './login-service.server.ts';
import { createRefreshLock } from './refresh-lock.server.ts';
import {
  forgetSession,
  resolveSession,
  signIn,
  signOut,
  type CookieWrite,
  type SessionDeps,
  type SessionOutcome,
  type ShopperSession,
  type SignInOutcome,
} from './session-core.server.ts';

export type { ShopperSession, SignInOutcome } from './session-core.server.ts';
export { SessionUnavailableError } from './session-core.server.ts';

/** What a loader or action receives (LoaderFunctionArgs / ActionFunctionArgs fit). */
export interface SessionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** One per process: refreshes of one shopper are serialised here (refresh-lock.server.ts). */
const refreshLock = createRefreshLock();

/** Per request: the cookies to write, whether the response is personal, the resolved sessions. */
class RequestSessionState {
  readonly writes = new Map<string, CookieWrite>();
  personal = false;
  readonly sessions = new Map<string, Promise<SessionOutcome>>();

  record(cookies: CookieWrite[]) {
    for (const cookie of cookies) this.writes.set(cookie.name, cookie);
  }
}

const sessionState = createContext<RequestSessionState | null>(null);

function stateOf(context: Readonly<RouterContextProvider>): RequestSessionState {
  const state = context.get(sessionState);
  if (!state) throw new Error('the shopper session needs sessionMiddleware (root.tsx)');
  return state;
}

/** The shopper-facing origin: PUBLIC_ORIGIN when set, else the request's own. */
const originOf = (services: RequestServices, request: Request) =>
  services.origin ?? new URL(request.url).origin;

/** The site of the request's URL prefix ("/eu/de/login" → SoloEU). */
export const siteIdOf = (request: Request) => resolvePath(new URL(request.url).pathname).site.id;

function depsFor({ request, context }: SessionArgs, siteId = siteIdOf(request)): SessionDeps {
  const services = getServices(context);
  const { api } = services;
  // The request's cookies, updated with what this request has already written.
  const cookies = parseCookies(request.headers.get('Cookie'));
  for (const write of stateOf(context).writes.values()) {
    if (write.maxAge > 0) cookies.set(write.name, write.value);
    else cookies.delete(write.name);
  }
  return {
    siteId,
    cookies,
    login: createLoginService(services, { siteId, origin: originOf(services, request) }),
    verify: (token) => verifyAccessToken(api, token),
    lock: refreshLock,
    nowSeconds: () => Math.floor(Date.now() / 1000),
  };
}

async function resolve(
  args: SessionArgs,
  create: boolean,
  siteId: SiteId = siteIdOf(args.request),
): Promise<ShopperSession | null> {
  const state = stateOf(args.context);
  state.personal = true;
  // Loaders of one request share one resolution (and so at most one refresh).
  const key = `${siteId}:${create}`;
  let outcome = state.sessions.get(key);
  if (!outcome) {
    outcome = resolveSession(depsFor(args, siteId), { create }).then((result) => {
      state.record(result.cookies);
      return result;
    });
    state.sessions.set(key, outcome);
  }
  return (await outcome).session;
}

/**
 * The shopper's session on the request's site (or `siteId`, for a path without a site prefix),
 * renewed when its access token is about to expire, or a new guest session. Throws
 * SessionUnavailableError when the login service is down.
 */
export async function getShopperSession(
  args: SessionArgs,
  siteId?: SiteId,
): Promise<ShopperSession> {
  const session = await resolve(args, true, siteId);
  if (!session) throw new Error('a guest session was not started');
  return session;
}

/** Like getShopperSession, but null when the shopper has no session yet (none is started). */
export function findShopperSession(args: SessionArgs): Promise<ShopperSession | null> {
  return resolve(args, false);
}

/**
 * The Shopper API SDK configuration acting for the shopper: shopperClientConfig plus the
 * session's bearer token. `new sdk.ShopperCustomers(shopperApiConfig(args, session))`.
 */
export function shopperApiConfig(
  { context }: SessionArgs,
  session: ShopperSession,
  options: { locale?: string; currency?: string } = {},
): ShopperClientConfig {
  const config = shopperClientConfig(getServices(context).api, {
    siteId: session.siteId,
    ...options,
  });
  return {
    ...config,
    headers: { ...config.headers, authorization: `Bearer ${session.accessToken}` },
  };
}

/** Signs the shopper in on the request's site; on success the response carries the new cookies. */
export async function signInShopper(
  args: SessionArgs,
  credentials: { username: string; password: string },
): Promise<SignInOutcome> {
  const state = stateOf(args.context);
  state.personal = true;
  const outcome = await signIn(depsFor(args), credentials);
  state.record(outcome.cookies);
  if (outcome.ok) {
    // Later calls in this request see the signed-in shopper.
    const resolved = Promise.resolve({ session: outcome.session, cookies: [] });
    const siteId = siteIdOf(args.request);
    state.sessions.set(`${siteId}:true`, resolved);
    state.sessions.set(`${siteId}:false`, resolved);
  }
  return outcome;
}

/** Spec 000 §4 sign-out: ends the session and clears the cookies (see session-core signOut). */
export async function signOutShopper(args: SessionArgs): Promise<void> {
  const state = stateOf(args.context);
  state.personal = true;
  state.record(await signOut(depsFor(args)));
  state.sessions.clear();
}

/**
 * Forgets the request's session without calling the login service, for when a Shopper API call
 * answers 401 although the access token verified: the session ended elsewhere (a sign-out in
 * another tab, a password change). The site's token cookies are cleared; a later
 * getShopperSession starts a guest session.
 */
export function discardShopperSession(args: SessionArgs): void {
  const state = stateOf(args.context);
  state.personal = true;
  state.record(forgetSession(siteIdOf(args.request)));
  state.sessions.clear();
}

/**
 * Marks the response personal (`private, no-store`) without touching the session, for a loader
 * that shows shopper data it got some other way.
 */
export function markPersonal({ context }: Pick<SessionArgs, 'context'>): void {
  stateOf(context).personal = true;
}

/**
 * The cookies' session ended at the login service (ended-session.server.ts): they are cleared,
 * unless this request already replaced them, and a page asked for with them is asked for again
 * (303 to the same URL), now as a new guest. Only a request that carried the cookies is sent
 * back, and the answer clears them, so this happens once. Other answers (resource routes, data
 * requests, redirects the page chose) stand as they are.
 */
function afterEndedSession(
  request: Request,
  state: RequestSessionState,
  response: Response,
): Response {
  const siteId = siteIdOf(request);
  const names = sessionCookieNames(siteId);
  if ((state.writes.get(names.accessToken)?.maxAge ?? 0) > 0) return response;
  state.record(forgetSession(siteId));
  state.sessions.clear();
  const carried = parseCookies(request.headers.get('Cookie'));
  const hadSession = Object.values(names).some((name) => carried.has(name));
  const isPage = response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  const isRedirect = response.status >= 300 && response.status < 400;
  if (request.method !== 'GET' || !hadSession || !isPage || isRedirect) return response;
  const url = new URL(request.url);
  return new Response(null, { status: 303, headers: { Location: url.pathname + url.search } });
}

/** Cache policy of every response that used the session or sets its cookies. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Root middleware: gives the request its session state, then writes the session's cookies and
 * the personal cache policy onto the response.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const state = new RequestSessionState();
  context.set(sessionState, state);
  let response = await next();
  if (getServices(context).sessionRefused?.())
    response = afterEndedSession(request, state, response);
  if (!state.personal && state.writes.size === 0) return response;
  const secure = isSecureOrigin(originOf(getServices(context), request));
  response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  for (const write of state.writes.values()) {
    response.headers.append(
      'Set-Cookie',
      write.maxAge > 0
        ? serializeCookie(write.name, write.value, { maxAge: write.maxAge, secure })
        : expireCookie(write.name, secure),
    );
  }
  return response;
};
