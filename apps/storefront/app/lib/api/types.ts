import type { EntryMeta } from '@solo/content-model';
import type { SitePreferences } from '@solo/sites';

/** Options of the content calls (spec 000 §7); the client lower-cases the locale. */
export interface ContentQuery {
  locale: string;
  referenceFieldPath?: string[];
  jsonRtePath?: string[];
}

export interface FindEntriesQuery extends ContentQuery {
  contentTypeUid: string;
  searchParams?: Record<string, unknown>;
  searchType?: 'or' | 'and';
  referenceIn?: Record<string, string[]>;
  referenceNotIn?: Record<string, string[]>;
  orderBy?: string;
  limit?: number;
  skip?: number;
  includeCount?: boolean;
}

/** Community search (spec 000 §7 index community_posts, GET /content-stack/search). */
export interface CommunitySearchQuery {
  q: string;
  locale: string;
  hitsPerPage: number;
  page?: number;
}

/** A community hit (spec 000 §5): the post's card fields. */
export interface CommunityHit {
  objectID: string;
  display_title: string;
  post_type: string;
  url: string;
  featuredImage: { url: string; alt?: string; width?: number; height?: number } | null;
  categories: Array<{ title: string; url: string }>;
  publish_date: string | null;
  post_author: { name: string };
}

export interface CommunitySearchAnswer {
  hits: CommunityHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID: string;
}

/** Result of a custom API call (spec 000 §7): ok with data, or a failure with a message. */
export type CustomApiResult<T> =
  | { ok: true; data: T }
  /** `problem`: the problem+json body, when the service answered one (its extra fields too). */
  | { ok: false; status: number; error: string; problem?: Record<string, unknown> };

export interface CustomApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  siteId: string;
  locale?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Shopper access token, sent as a bearer token (spec 000 §7). */
  token?: string;
}

/** The fetch the client uses: global fetch (remote commerce) or the in-process commerce app. */
export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Server-side access to the commerce and content services, over HTTP in the wire shapes of the
 * spec (DESIGN.md: the storefront never reads the database). One instance per request, carrying
 * the request id. Failures of reads are logged and yield null (spec 000 §8).
 */
export interface ApiClient {
  /** Base URL of the Shopper API, e.g. http://127.0.0.1:3000/mobify/proxy/api (SDK `proxy`). */
  readonly shopperApiBase: string;
  /** Organization and public client id of the Shopper API paths and logins. */
  readonly orgId: string;
  readonly clientId: string;
  /** Request id of the page request; sent as x-request-id on every call. */
  readonly requestId: string;
  /** The transport of this client, for the Shopper API SDK (`ClientConfig.fetch`). */
  readonly fetch: ApiFetch;
  /**
   * The same transport behind the per-process catalog read cache (catalog-read-cache.server.ts),
   * for the catalog reads of pages only; baskets, orders and sessions use `fetch`.
   */
  readonly catalogFetch: ApiFetch;
  getEntry<T>(id: string, query: ContentQuery): Promise<(T & EntryMeta) | null>;
  getEntryById<T>(
    type: string,
    contentId: string,
    query: ContentQuery,
  ): Promise<(T & EntryMeta) | null>;
  findEntries<T>(
    query: FindEntriesQuery,
  ): Promise<{ entries: Array<T & EntryMeta>; count?: number }>;
  getSitePreferences(siteId: string): Promise<SitePreferences>;
  /** Community search; null when the call failed (logged). Never cached: each answer has its id. */
  searchCommunity(query: CommunitySearchQuery): Promise<CommunitySearchAnswer | null>;
  customApi<T>(
    namespace: string,
    action: string,
    options: CustomApiOptions,
  ): Promise<CustomApiResult<T>>;
}
