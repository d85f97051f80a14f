import { z } from 'zod';
import { SECTION_TYPES, type SectionType } from '../index.ts';
import { IMAGE_MESSAGE, LINK_MESSAGE, SAFE_IMAGE_URL, SAFE_LINK, text } from './common.ts';
import { postSchema } from './community.ts';
import { productRecordSchema } from './product.ts';
import { footerSchema, headerSchema, pageSchema } from './shell.ts';

export {
  CONTENT_LOCALE,
  CONTENT_LOCALE_MESSAGE,
  ENTRY_ID,
  ENTRY_ID_MESSAGE,
  SAFE_IMAGE_URL,
  SAFE_LINK,
} from './common.ts';
export { footerSchema, headerSchema, PAGE_URL, pageSchema } from './shell.ts';
export { productRecordSchema, type ProductRecord } from './product.ts';
export { POST_URL, postSchema } from './community.ts';

/** One thing wrong with an entry: the dotted path of the field (title, body.main_nav.0.title). */
export interface EntryIssue {
  field: string;
  message: string;
}

/**
 * A section (block) entry, checked loosely: the block renderers grow field by field, so a block
 * must be an object whose common fields have the right kind; its links and images are checked
 * wherever they sit (`linkAndImageIssues`).
 */
export const sectionSchema = z.looseObject({
  heading: text.optional(),
  title: text.optional(),
  text: z.unknown().optional(),
});

const isSectionType = (type: string): type is SectionType =>
  (SECTION_TYPES as readonly string[]).includes(type);

/** The schema of a content type's body: strict for the shell and pages, loose for the rest. */
export function bodySchema(contentTypeUid: string): z.ZodType {
  if (contentTypeUid === 'header') return headerSchema;
  if (contentTypeUid === 'footer') return footerSchema;
  if (contentTypeUid === 'page') return pageSchema;
  if (contentTypeUid === 'product') return productRecordSchema;
  if (contentTypeUid === 'community_posts') return postSchema;
  if (isSectionType(contentTypeUid)) return sectionSchema;
  // Types the storefront reads by uid (mini_cart, account, forms, ...): any object.
  return z.record(z.string(), z.unknown());
}

/** Keys whose string value is a link wherever they appear (spec 000 §3 Link, rich-text `a`). */
const LINK_KEYS = new Set([
  'url',
  'url_custom',
  'link_custom',
  'link',
  'href',
  'internal',
  'external',
]);

/**
 * Every link and image in a body, at any depth: an object with `url` and `alt` is an image, and
 * a string under a link key is a link. Blocks are checked loosely, but none may carry a
 * javascript: link or an image from an unknown scheme.
 */
export function linkAndImageIssues(value: unknown, path: string): EntryIssue[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => linkAndImageIssues(v, `${path}.${i}`));
  if (!value || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const isImage = typeof o.url === 'string' && typeof o.alt === 'string';
  return Object.entries(o).flatMap(([key, v]): EntryIssue[] => {
    const field = `${path}.${key}`;
    if (typeof v !== 'string') return linkAndImageIssues(v, field);
    if (isImage && key === 'url')
      return SAFE_IMAGE_URL.test(v) ? [] : [{ field, message: IMAGE_MESSAGE }];
    if (LINK_KEYS.has(key) && !SAFE_LINK.test(v)) return [{ field, message: LINK_MESSAGE }];
    return [];
  });
}

const entrySchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  body: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
});

/** What is wrong with an entry of `contentTypeUid` ({ title, body }); empty when it is valid. */
export function validateEntry(contentTypeUid: string, entry: unknown): EntryIssue[] {
  const issue = (i: z.core.$ZodIssue): EntryIssue => ({
    field: i.path.length ? i.path.map(String).join('.') : 'entry',
    message: i.code === 'invalid_type' && i.input === undefined ? 'Required' : i.message,
  });
  const parsed = entrySchema.safeParse(entry);
  if (!parsed.success) return parsed.error.issues.map(issue);
  const body = bodySchema(contentTypeUid).safeParse(parsed.data.body);
  const shape = body.success
    ? []
    : body.error.issues.map((i) => issue({ ...i, path: ['body', ...i.path] }));
  const seen = new Set(shape.map((i) => i.field));
  // A page's own `url` is its address under /s/, checked by the page schema, not a link.
  if (contentTypeUid === 'page') seen.add('body.url');
  return [
    ...shape,
    ...linkAndImageIssues(parsed.data.body, 'body').filter((i) => !seen.has(i.field)),
  ];
}
