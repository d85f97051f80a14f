import { IN_PROCESS_PEER } from '@solo/commerce';
import type { ApiFetch } from '../app/lib/api/types.ts';
import type { Logger } from './logger.ts';
import { problem } from './problem.ts';

/** Where the commerce service runs: mounted in this process, or behind COMMERCE_API_URL. */
export type CommerceOption =
  | {
      mode: 'in-process';
      app: { fetch(req: Request, env: { peer: string }): Response | Promise<Response> };
    }
  | { mode: 'remote'; url: string };

export interface CommerceGateway {
  /** Sends a request to the commerce service: same path, query, method, headers and body. */
  forward(req: Request): Promise<Response>;
  /** Base URL and transport for server-side API calls (app/lib/api/client.server.ts). */
  apiBaseUrl(publicOrigin: string): string;
  apiFetch: ApiFetch;
}

/** RFC 9110 §7.6.1 connection-specific headers, never forwarded by a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

export function createCommerceGateway(option: CommerceOption, logger: Logger): CommerceGateway {
  if (option.mode === 'in-process') {
    const { app } = option;
    // No network hop: the Request goes straight into the commerce app's fetch handler, which
    // believes the forwarding headers this server wrote (client-address.ts).
    const env = { peer: IN_PROCESS_PEER };
    const forward = async (req: Request) => app.fetch(req, env);
    return {
      forward,
      apiBaseUrl: (publicOrigin) => publicOrigin,
      apiFetch: async (input, init) => app.fetch(new Request(input, init), env),
    };
  }
  const upstream = option.url.replace(/\/+$/, '');
  return {
    forward: (req) => proxy(req, upstream, logger),
    apiBaseUrl: () => upstream,
    apiFetch: (input, init) => fetch(input, init),
  };
}

async function proxy(req: Request, upstream: string, logger: Logger): Promise<Response> {
  const incoming = new URL(req.url);
  const target = `${upstream}${incoming.pathname}${incoming.search}`;
  const headers = stripHopByHop(req.headers);
  headers.set('x-forwarded-host', incoming.host);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let res: Response;
  try {
    res = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? req.body : null,
      redirect: 'manual',
      signal: req.signal,
      // Streams the request body instead of buffering it (required by fetch for a stream body).
      ...(hasBody ? { duplex: 'half' } : {}),
    });
  } catch (err) {
    logger.error(
      { err, target, requestId: req.headers.get('x-request-id') },
      'commerce service unreachable',
    );
    return problem(502, 'bad-gateway', 'Bad Gateway', 'The commerce service could not be reached.');
  }
  const out = stripHopByHop(res.headers);
  // fetch has already decoded a compressed body, so its encoding and length no longer apply.
  if (out.has('content-encoding')) {
    out.delete('content-encoding');
    out.delete('content-length');
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
}

function stripHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const listed = (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...listed]) if (name) headers.delete(name);
  return headers;
}
