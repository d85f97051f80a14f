import { createRequire } from 'node:module';
import type * as CommerceSdk from 'commerce-sdk-isomorphic';
import type { ApiClient } from './types.ts';

/**
 * commerce-sdk-isomorphic, loaded from its CommonJS build: its ES build calls `require`, which
 * does not exist in an ES module under Node (DESIGN.md, Stack).
 */
export const sdk = createRequire(import.meta.url)('commerce-sdk-isomorphic') as typeof CommerceSdk;

export interface ShopperParameters {
  organizationId: string;
  clientId: string;
  siteId: string;
  /** The SDK builds a Salesforce host from it unless `proxy` is set; we always set `proxy`. */
  shortCode: string;
  locale?: string;
  currency?: string;
  /** Lets a client class (`new sdk.ShopperProducts(config)`) take its own parameters too. */
  [key: string]: unknown;
}

export type ShopperClientConfig = CommerceSdk.ClientConfigInit<ShopperParameters>;

/**
 * The SDK configuration for one request: every call goes to our commerce service through the
 * client's transport (in-process or remote) and carries the page's request id. Bad responses
 * throw the SDK's ResponseError, so a caller cannot mistake a problem body for data.
 */
export function shopperClientConfig(
  api: ApiClient,
  {
    siteId,
    locale,
    currency,
    cachedCatalog = false,
  }: {
    siteId: string;
    locale?: string;
    currency?: string;
    /**
     * Catalog reads of a page, allowed to be up to 10 s old (spec 000 §9 data stale time): they go
     * through the catalog read cache. Never for baskets, orders or anything that decides a price.
     */
    cachedCatalog?: boolean;
  },
): ShopperClientConfig {
  return {
    proxy: api.shopperApiBase,
    parameters: {
      organizationId: api.orgId,
      clientId: api.clientId,
      siteId,
      shortCode: 'local',
      ...(locale ? { locale } : {}),
      ...(currency ? { currency } : {}),
    },
    headers: { 'x-request-id': api.requestId },
    fetch: (input, init) =>
      (cachedCatalog ? api.catalogFetch : api.fetch)(input, init as RequestInit),
    throwOnBadResponse: true,
  };
}
