/**
 * The failures a module reports, whoever calls it: a problem (RFC 9457) with the status, slug,
 * title and detail its answer carries (DESIGN.md: `{type, title, detail}`). Types are relative URIs
 * `/errors/<slug>`, one slug per kind of failure, so clients can branch on `type` and show
 * `detail`. Module-neutral and free of HTTP framework types, so domain code raises these without
 * importing src/http; src/http/problem.ts turns them into responses.
 */
export interface InvalidField {
  name: string;
  reason: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  invalidFields?: InvalidField[];
  [extension: string]: unknown;
}

export interface ProblemInit {
  status: number;
  slug: string;
  title: string;
  detail: string;
  /** Extension members added to the body (e.g. `invalidFields`). */
  extra?: Record<string, unknown>;
  /** Response headers the problem needs, e.g. `retry-after` on a 429. */
  headers?: Record<string, string>;
}

/** An expected failure at a boundary; the error handler turns it into its response. */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  readonly status: number;
  readonly slug: string;
  readonly title: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(init: ProblemInit) {
    super(init.detail);
    this.status = init.status;
    this.slug = init.slug;
    this.title = init.title;
    this.extra = init.extra ?? {};
    this.headers = init.headers ?? {};
  }

  toBody(instance?: string): ProblemBody {
    const core = {
      type: `/errors/${this.slug}`,
      title: this.title,
      status: this.status,
      detail: this.message,
    };
    // Core members first for readability, and again last so an extension can never replace them.
    return { ...core, ...this.extra, ...core, ...(instance ? { instance } : {}) };
  }
}

export const isHttpProblem = (e: unknown): e is HttpProblem => e instanceof HttpProblem;

export const notFound = (detail: string, slug = 'not-found'): HttpProblem =>
  new HttpProblem({ status: 404, slug, title: 'Not Found', detail });

/** 400 naming the fields at fault; the detail lists them as `field: reason; …`. */
export const badRequest = (
  detail: string,
  fields: InvalidField[] = [],
  slug = 'bad-request',
): HttpProblem =>
  new HttpProblem({
    status: 400,
    slug,
    title: 'Bad Request',
    detail,
    ...(fields.length ? { extra: { invalidFields: fields } } : {}),
  });

export const invalidFields = (fields: InvalidField[]): HttpProblem =>
  badRequest(fields.map((f) => `${f.name}: ${f.reason}`).join('; '), fields, 'invalid-request');

export const serviceUnavailable = (detail: string): HttpProblem =>
  new HttpProblem({
    status: 503,
    slug: 'service-unavailable',
    title: 'Service Unavailable',
    detail,
  });

/** What a client sees for an unexpected fault: nothing about the cause, which is logged. */
export const internalError = (): HttpProblem =>
  new HttpProblem({
    status: 500,
    slug: 'internal-error',
    title: 'Internal Server Error',
    detail: 'An unexpected error occurred. Please try again later.',
  });
