import { z } from 'zod';
import { POST_TYPES } from '../blocks.ts';
import { requiredText, text } from './common.ts';

/** A post's `url`: "/" and its slug, the uid (the page is /community/p{url}). */
export const POST_URL = /^\/[a-z0-9][a-z0-9-]{0,99}$/;

const categoryReference = z.looseObject({
  _content_type_uid: z.literal('community_category', {
    error: 'must reference a community_category',
  }),
  uid: requiredText,
});

/**
 * community_posts, checked lightly: the fields the listings, feeds, search and JSON-LD read
 * must be there with the right kind; the rest of the body is free. Texts are bounded, since
 * they reach cards, feeds and the search index.
 */
export const postSchema = z.looseObject({
  title: requiredText.max(200, 'must be at most 200 characters'),
  url: z.string().regex(POST_URL, 'must be "/" followed by the post\'s slug'),
  summary: text.max(500, 'must be at most 500 characters').optional(),
  post_type: z.enum(POST_TYPES, { error: `must be one of ${POST_TYPES.join(', ')}` }),
  publish_date: z.iso.datetime({ error: 'must be an ISO date-time in UTC' }),
  categories: z.array(categoryReference).min(1, 'must name at least one category'),
  featured_post: z.boolean().optional(),
  tags: z.array(text.max(40)).max(20).optional(),
});
