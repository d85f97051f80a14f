import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { servicesContext } from './lib/api/context.ts';
import { NonceContext } from './lib/nonce.tsx';

/**
 * React Router's default Node entry, plus the response's Content-Security-Policy nonce: React
 * Router's inline scripts (the hydration data, the streamed loader data) carry it, so the policy
 * can refuse every other inline script.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceOf(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots (and SPA mode) get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A finished part of the page stays in its place in the HTML: React would otherwise move
        // finished blocks past its chunk size to the end of the stream, shown by a script, and a
        // page read without JavaScript (a form, a crawler) would keep them hidden.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Tests render without the server's services; then there is no policy and no nonce. */
function nonceOf(loadContext: RouterContextProvider): string | undefined {
  try {
    return loadContext.get(servicesContext).nonce;
  } catch {
    return undefined;
  }
}
