import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';
import type { ApiClient } from './types.ts';

/** The environments a store runs in (DEPLOY_ENV). */
export const DEPLOY_ENVS = ['development', 'staging', 'production'] as const;
export type DeployEnv = (typeof DEPLOY_ENVS)[number];

/** The payment gateway (PAYMENTS_PROVIDER): which card fields the checkout shows. */
export const PAYMENTS_PROVIDERS = ['sandbox', 'braintree'] as const;
export type PaymentsProvider = (typeof PAYMENTS_PROVIDERS)[number];

/** Per-request services the server puts in the router context for loaders and actions. */
export interface RequestServices {
  api: ApiClient;
  requestId: string;
  /** Which environment serves the request; absent in some tests (then production). */
  deployEnv?: DeployEnv;
  /** The payment gateway; absent in some tests (then the sandbox). */
  paymentsProvider?: PaymentsProvider;
  /** Whether a `pseudo_locale=on` cookie may choose the pseudo-locale's messages. */
  pseudoLocale?: boolean;
  /** The shopper-facing origin (PUBLIC_ORIGIN, else the request's); absent in some tests. */
  origin?: string;
  /**
   * The shopper's IP address and whether they came over TLS (proxy headers believed only from
   * TRUSTED_PROXIES); absent in some tests.
   */
  client?: { ip: string; https: boolean };
  /** The Content-Security-Policy nonce of this response's inline scripts (server/edge.ts). */
  nonce?: string;
  /**
   * True once a Shopper API call of this request was refused as an invalid token: the session
   * of the cookies has ended (lib/session/ended-session.server.ts); absent in some tests.
   */
  sessionRefused?: () => boolean;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

/**
 * The context key is looked up by identity, yet this module is loaded twice: once by the server
 * (server/app.ts, run by Node) and once inside the React Router server build (bundled by Vite, or
 * loaded through Vite's module runner in development). Keeping the one key on globalThis makes
 * both copies agree.
 */
const KEY = Symbol.for('solo.storefront.servicesContext');
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<RequestServices> };

export const servicesContext: RouterContext<RequestServices> = (registry[KEY] ??=
  createContext<RequestServices>());

export function getServices(context: Readonly<RouterContextProvider>): RequestServices {
  return context.get(servicesContext);
}
