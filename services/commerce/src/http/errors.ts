import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context.ts';
import { HttpProblem, internalError, isHttpProblem, notFound, problemResponse } from './problem.ts';

function respond(
  c: Context<AppEnv>,
  problem: HttpProblem,
  headers: Record<string, string> = {},
): Response {
  const requestId = c.get('requestId');
  return problemResponse(problem, {
    instance: c.req.path,
    headers: { ...headers, ...(requestId ? { 'x-request-id': requestId } : {}) },
  });
}

/** Unknown routes: 404 problem naming the method and path. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  respond(c, notFound(`No resource at ${c.req.method} ${c.req.path}`));

/**
 * Unknown routes, telling a wrong method (405 with the Allow header, RFC 9110 §15.5.6) from an
 * unknown path (404). `allowedAt` lists the methods the path answers.
 */
export const notFoundOrNotAllowed =
  (allowedAt: (path: string) => string[]): NotFoundHandler<AppEnv> =>
  (c) => {
    const allowed = allowedAt(c.req.path);
    if (allowed.length === 0) return handleNotFound(c);
    return respond(
      c,
      new HttpProblem({
        status: 405,
        slug: 'method-not-allowed',
        title: 'Method Not Allowed',
        detail: `${c.req.method} is not allowed at ${c.req.path}; allowed: ${allowed.join(', ')}`,
      }),
      { allow: allowed.join(', ') },
    );
  };

/**
 * Every thrown error becomes problem+json. Expected failures (HttpProblem) keep their status and
 * detail; Hono's own 4xx (e.g. malformed JSON) keep their message; anything else is a 500 whose
 * cause goes to the log only — a client never sees a stack or an internal message.
 */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (isHttpProblem(err)) return respond(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    const malformed = /malformed/i.test(err.message);
    return respond(
      c,
      new HttpProblem({
        status: err.status,
        slug: malformed ? 'malformed-body' : 'bad-request',
        title: malformed ? 'Bad Request' : 'Request Error',
        detail: err.message || 'The request could not be processed',
      }),
    );
  }
  (c.get('log') as AppEnv['Variables']['log'] | undefined)?.error(
    { err, method: c.req.method, path: c.req.path },
    'unhandled error',
  );
  return respond(c, internalError());
};
