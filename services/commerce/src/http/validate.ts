import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { HttpProblem, invalidFields, type InvalidField } from './problem.ts';

/** zod says "expected string, received undefined"; clients understand "Required". */
const errorMap = (issue: { input?: unknown; code?: string }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;

/** Parses `value` or throws a 400 problem whose detail names every field at fault. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: errorMap });
  if (result.success) return result.data;
  const fields: InvalidField[] = result.error.issues.map((issue) => ({
    name: issue.path.length ? issue.path.map(String).join('.') : 'body',
    reason: issue.message,
  }));
  throw invalidFields(fields);
}

/** Query-string validator: `c.req.valid('query')` is the schema's output. */
export const validateQuery = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => parseOrThrow<S>(schema, value));

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * JSON body validator: `c.req.valid('json')` is the schema's output. A body that is not sent as
 * JSON is refused (415) rather than read as `{}`; malformed JSON is a 400 (see errors.ts).
 */
export const validateJson = <S extends z.ZodType>(schema: S) =>
  validator('json', (value, c: Context) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new HttpProblem({
        status: 415,
        slug: 'unsupported-media-type',
        title: 'Unsupported Media Type',
        detail: `Content-Type must be application/json, got "${mediaType || 'none'}"`,
      });
    }
    return parseOrThrow<S>(schema, value);
  });
