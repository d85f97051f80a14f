import { HttpProblem, problemResponse } from '@solo/commerce';

/**
 * A problem+json response in the project's one error shape (`type: /errors/<slug>`, title,
 * status, detail), built by the commerce service's helpers so both sides answer alike.
 */
export function problem(
  status: number,
  slug: string,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): Response {
  return problemResponse(new HttpProblem({ status, slug, title, detail, extra }));
}
