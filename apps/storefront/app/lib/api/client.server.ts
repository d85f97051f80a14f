import type { EntryMeta } from '@solo/content-model';
import {
  DEFAULT_SITE_ID,
  DEFAULT_SITE_PREFERENCES,
  type SiteId,
  type SitePreferences,
} from '@solo/sites';
import type { RequestServices } from './context.ts';
import type { ReadCache } from './read-cache.server.ts';
import type {
  ApiClient,
  ApiFetch,
  CommunitySearchAnswer,
  ContentQuery,
  CustomApiOptions,
  CustomApiResult,
  FindEntriesQuery,
} from './types.ts';

export interface ApiClientOptions {
  /** Origin of the services: the storefront's public origin (in-process) or COMMERCE_API_URL. */
  baseUrl: string;
  fetch: ApiFetch;
  /** `fetch` behind the catalog read cache; `fetch` itself when absent (tests). */
  catalogFetch?: ApiFetch;
  requestId: string;
  log: RequestServices['log'];
  orgId: string;
  clientId: string;
  /** Shared by all requests of the process; content and site-preference reads go through it. */
  readCache?: ReadCache;
}

type Entry<T> = T & EntryMeta;

/** Spec 000 §7: find-entries pages by 10 unless told otherwise. */
const DEFAULT_FIND_LIMIT = 10;

/** The server-side client of the commerce and content services, one per page request. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { log, requestId } = options;
  const baseHeaders = { accept: 'application/json', 'x-request-id': requestId };

  /** A content read, through the shared read cache when there is one. */
  function getContent(path: string, params: Record<string, Param>): Promise<unknown> {
    const url = `${base}${path}?${encodeParams(params)}`;
    return options.readCache ? options.readCache.get(url, () => getJson(url)) : getJson(url);
  }

  async function getJson(url: string): Promise<unknown> {
    try {
      const res = await options.fetch(url, { headers: baseHeaders });
      if (res.status === 404) return null;
      if (!res.ok) {
        log.warn({ url, status: res.status, body: await safeText(res) }, 'content call failed');
        return null;
      }
      return await res.json();
    } catch (error) {
      log.warn({ url, err: error }, 'content call failed');
      return null;
    }
  }

  async function customApi<T>(
    namespace: string,
    action: string,
    opts: CustomApiOptions,
  ): Promise<CustomApiResult<T>> {
    const params = new URLSearchParams({
      siteId: opts.siteId,
      ...(opts.locale ? { locale: opts.locale } : {}),
      ...opts.query,
    });
    const url = `${base}/mobify/proxy/api/custom/${namespace}/v1/organizations/${options.orgId}/${action}?${params}`;
    const headers: Record<string, string> = { ...baseHeaders, 'From-Pwa': '1' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const fallback = `Error in ${action}`;
    try {
      const res = await options.fetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const body = await readJson(res);
      if (res.status >= 400) {
        const problem = (body ?? {}) as { detail?: unknown; title?: unknown };
        const error = str(problem.detail) ?? str(problem.title) ?? fallback;
        log.warn({ url, status: res.status, error }, 'custom API call failed');
        return {
          ok: false,
          status: res.status,
          error,
          ...(body && typeof body === 'object' ? { problem: body as Record<string, unknown> } : {}),
        };
      }
      return { ok: true, data: body as T };
    } catch (err) {
      // A network error has no HTTP status; 502 says "the upstream could not be reached".
      log.error({ url, err }, 'custom API call failed');
      return { ok: false, status: 502, error: fallback };
    }
  }

  return {
    shopperApiBase: `${base}/mobify/proxy/api`,
    orgId: options.orgId,
    clientId: options.clientId,
    requestId,
    fetch: options.fetch,
    catalogFetch: options.catalogFetch ?? options.fetch,

    async getEntry<T>(id: string, query: ContentQuery) {
      const body = (await getContent('/content-stack/entry', { id, ...contentParams(query) })) as {
        entry?: Entry<T>;
      } | null;
      return body?.entry ?? null;
    },

    async getEntryById<T>(type: string, contentId: string, query: ContentQuery) {
      const body = (await getContent('/content-stack/id', {
        type,
        contentId,
        ...contentParams(query),
      })) as {
        entry?: Entry<T>;
      } | null;
      return body?.entry ?? null;
    },

    async findEntries<T>(query: FindEntriesQuery) {
      const { locale, referenceFieldPath, jsonRtePath, ...rest } = query;
      const body = (await getContent('/content-stack/find-entries', {
        ...rest,
        searchType: rest.searchType ?? 'or',
        limit: rest.limit ?? DEFAULT_FIND_LIMIT,
        ...contentParams({ locale, referenceFieldPath, jsonRtePath }),
      })) as { entries?: Array<Entry<T>>; count?: number } | null;
      return {
        entries: body?.entries ?? [],
        ...(body?.count === undefined ? {} : { count: body.count }),
      };
    },

    async getSitePreferences(siteId: string): Promise<SitePreferences> {
      const defaults =
        DEFAULT_SITE_PREFERENCES[siteId as SiteId] ?? DEFAULT_SITE_PREFERENCES[DEFAULT_SITE_ID];
      const load = async () => {
        const result = await customApi<Partial<SitePreferences>>('core', 'site-preferences', {
          siteId,
        });
        if (result.ok && result.data && typeof result.data === 'object') return result.data;
        log.warn(
          { siteId, error: result.ok ? 'empty body' : result.error },
          'site preferences: using defaults',
        );
        return null;
      };
      const data = options.readCache
        ? await options.readCache.get(`site-preferences:${siteId}`, load)
        : await load();
      return data ? { ...defaults, ...data } : defaults;
    },

    async searchCommunity(query) {
      const { locale, page, ...rest } = query;
      const body = (await getJson(
        `${base}/content-stack/search?${encodeParams({
          index: 'community_posts',
          ...rest,
          page: page ?? 0,
          locale: locale.toLowerCase(),
        })}`,
      )) as CommunitySearchAnswer | null;
      return body && Array.isArray(body.hits) ? body : null;
    },

    customApi,
  };
}

/**
 * Spec 000 §7: the content locale travels lower-cased; the reference and rich-text field paths as
 * a comma-separated list ("sections,post.categories").
 */
function contentParams(query: ContentQuery): Record<string, Param> {
  return {
    locale: query.locale.toLowerCase(),
    referenceFieldPath: query.referenceFieldPath?.join(','),
    jsonRtePath: query.jsonRtePath?.join(','),
  };
}

type Param = string | number | boolean | object | null | undefined;

/** Strings and numbers as they are; objects (searchParams, referenceIn, ...) as JSON; undefined left out. */
export function encodeParams(params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function safeText(res: Response): Promise<string> {
  try {
    return (await res.text()).slice(0, 500);
  } catch {
    return '';
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
