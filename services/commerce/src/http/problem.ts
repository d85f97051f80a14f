/**
 * problem+json responses (RFC 9457), the error shape of every API of the service. The problems
 * themselves live in ../errors.ts, where domain code raises them; routes may import either.
 */
import type { HttpProblem } from '../errors.ts';

export {
  HttpProblem,
  badRequest,
  internalError,
  invalidFields,
  isHttpProblem,
  notFound,
  serviceUnavailable,
  type InvalidField,
  type ProblemBody,
  type ProblemInit,
} from '../errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problemResponse(
  problem: HttpProblem,
  init: { instance?: string; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', PROBLEM_CONTENT_TYPE);
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(problem.toBody(init.instance)), {
    status: problem.status,
    headers,
  });
}
