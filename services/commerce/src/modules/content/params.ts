import { z } from 'zod';
import { FIND_DEFAULT_LIMIT, FIND_MAX_LIMIT } from './find.ts';
import { DEFAULT_REQUEST_LIMITS, jsonProblem } from '../../http/request-guard.ts';
import { MAX_PATH_SEGMENTS, isValidPath } from './paths.ts';
import { FALLBACK_LOCALE } from './store.ts';
import {
  COMMUNITY_HITS_PER_PAGE,
  COMMUNITY_INDEX,
  COMMUNITY_MAX_HITS_PER_PAGE,
  COMMUNITY_MAX_PAGE,
  COMMUNITY_MAX_QUERY_LENGTH,
} from './community-search.ts';

/** Comma-separated dotted field paths: "sections,post.categories". */
const pathList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .refine(
    (paths) => paths.every(isValidPath),
    `each path is a dotted list of at most ${MAX_PATH_SEGMENTS} names of letters, digits, _ and -`,
  );

/** A query parameter holding JSON, validated by `shape` once parsed. */
const jsonParam = <S extends z.ZodType>(shape: S) =>
  z
    .string()
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
      // Escaped NUL bytes and unpaired surrogates would reach the database's JSON queries.
      const problem = jsonProblem(value, DEFAULT_REQUEST_LIMITS);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return value;
    })
    .pipe(shape);

const pathKeyed = <S extends z.ZodType>(value: S) =>
  z
    .record(z.string(), value)
    .refine(
      (o) => Object.keys(o).every(isValidPath),
      `keys must be dotted field paths of at most ${MAX_PATH_SEGMENTS} names`,
    );

const uidList = z.array(z.string().min(1)).min(1, 'must list at least one uid');

/** Locale as the client sends it (lower-cased by the client; any case accepted). */
const locale = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, 'must look like language-country, e.g. en-us')
  .transform((l) => l.toLowerCase())
  .default(FALLBACK_LOCALE);

const expand = {
  referenceFieldPath: pathList.optional(),
  jsonRtePath: pathList.optional(),
  locale,
};

const uid = z.string().min(1).max(200);

export const entryQuery = z.object({ id: uid, ...expand });

export const idQuery = z.object({ type: uid, contentId: uid, ...expand });

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const findEntriesQuery = z.object({
  contentTypeUid: uid,
  ...expand,
  searchParams: jsonParam(pathKeyed(z.json())).optional(),
  referenceIn: jsonParam(pathKeyed(uidList)).optional(),
  referenceNotIn: jsonParam(pathKeyed(uidList)).optional(),
  searchType: z.enum(['or', 'and']).default('or'),
  orderBy: z
    .string()
    .refine(
      (o) => isValidPath(o.replace(/^-/, '')),
      'must be a field path, "-" prefix for descending',
    )
    .optional(),
  limit: z.coerce.number().int().min(0).max(FIND_MAX_LIMIT).default(FIND_DEFAULT_LIMIT),
  skip: z.coerce.number().int().min(0).default(0),
  includeCount: boolParam.default(false),
});

/** GET /content-stack/search: community search (spec 000 §7); a query too long is refused. */
export const communitySearchQuery = z.object({
  index: z.literal(COMMUNITY_INDEX),
  q: z.string().trim().max(COMMUNITY_MAX_QUERY_LENGTH).default(''),
  locale,
  hitsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMMUNITY_MAX_HITS_PER_PAGE)
    .default(COMMUNITY_HITS_PER_PAGE),
  page: z.coerce.number().int().min(0).max(COMMUNITY_MAX_PAGE).default(0),
  category: uid.optional(),
  postType: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/, 'must be a schema.org type such as Recipe')
    .optional(),
  author: z.string().trim().min(1).max(200).optional(),
});
