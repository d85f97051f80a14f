import { createRequire } from 'node:module';
import { sep } from 'node:path';
import type { CommerceGateway } from './commerce.ts';

/** How long /healthz waits for the commerce service before calling it down. */
const COMMERCE_TIMEOUT_MS = 2000;

/** 200 when this process serves and the commerce service answers its /health; else 503. */
export async function healthz(
  origin: string,
  gateway: CommerceGateway,
  requestId: string,
): Promise<Response> {
  let commerce: Record<string, unknown>;
  try {
    const res = await gateway.forward(
      new Request(`${origin}/health`, {
        headers: { 'x-request-id': requestId, accept: 'application/json' },
        signal: AbortSignal.timeout(COMMERCE_TIMEOUT_MS),
      }),
    );
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    commerce = res.ok ? { ...body, status: 'ok' } : { status: 'down', httpStatus: res.status };
  } catch (err) {
    commerce = { status: 'down', detail: err instanceof Error ? err.message : String(err) };
  }
  const ok = commerce.status === 'ok';
  return Response.json(
    { status: ok ? 'ok' : 'degraded', storefront: { status: 'ok', react: reactBuild() }, commerce },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Which React build renders the pages, read from the module cache (React's entry loads one of two
 * files by NODE_ENV): a store started as production must never render with the development one.
 */
export function reactBuild(): 'production' | 'development' | 'not loaded' {
  const files = Object.keys(createRequire(import.meta.url).cache);
  const loaded = (build: string) =>
    files.some((file) => file.endsWith(`react${sep}cjs${sep}react.${build}.js`));
  if (loaded('development')) return 'development';
  return loaded('production') ? 'production' : 'not loaded';
}
