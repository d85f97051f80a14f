/** Request budgets at the HTTP edge: over budget is a 429 problem+json with `Retry-After`. */
import type { AppVariables } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { spend, type Charge } from './limiter.ts';

export const tooManyRequests = (retryAfter: number): HttpProblem =>
  new HttpProblem({
    status: 429,
    slug: 'too-many-requests',
    title: 'Too Many Requests',
    detail: `Too many requests; try again in ${retryAfter} seconds.`,
    extra: { retryAfter },
    headers: { 'retry-after': String(retryAfter) },
  });

/**
 * Spends one hit of each charge for this request (the client's IP address from `c.var.client`
 * is the caller's to put in the charges); throws the 429 when one is over budget.
 */
export async function enforce(
  c: { var: Pick<AppVariables, 'db' | 'log' | 'client'> },
  charges: Charge[],
): Promise<void> {
  const spent = await spend(c.var.db, charges, new Date());
  if (spent.ok) return;
  c.var.log.warn({ bucket: spent.bucket, ip: c.var.client.ip }, 'request budget exceeded');
  throw tooManyRequests(spent.retryAfter);
}
