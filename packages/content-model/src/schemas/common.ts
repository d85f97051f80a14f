import { z } from 'zod';
import { SECTION_TYPES } from '../index.ts';

/**
 * Building blocks of the entry schemas. A link is a site-relative path ("/plp/fire-pits",
 * "/s/privacy-policy"), an absolute http(s) URL (opened in a new tab), or empty: plain text
 * (spec 000 §2, link resolution). Anything else (javascript:, data:, "//host") is refused, so
 * content cannot carry a script link.
 */
export const SAFE_LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)?$/i;
export const LINK_MESSAGE = 'must be a site path starting with "/", an http(s) URL, or empty';

/** Image urls are paths of the storefront's image service or absolute https URLs. */
export const SAFE_IMAGE_URL = /^(\/images\/[^\s]+|https:\/\/[^\s/]+\/[^\s]*)$/;
export const IMAGE_MESSAGE = 'must be an /images/... path or an https URL';

export const link = z.string().regex(SAFE_LINK, LINK_MESSAGE);
export const text = z.string();
export const requiredText = z.string().trim().min(1, 'must not be empty');

export const image = z.looseObject({
  url: z.string().regex(SAFE_IMAGE_URL, IMAGE_MESSAGE),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const video = z.looseObject({
  url: z.string().regex(SAFE_IMAGE_URL, IMAGE_MESSAGE).optional(),
  poster: z.string().regex(SAFE_IMAGE_URL, IMAGE_MESSAGE).optional(),
});

export const menuLink = z.looseObject({
  title: requiredText,
  url_custom: link,
  item_image: image.optional(),
});

/** A reference to a section entry of a page: its type must be one the storefront knows. */
export const sectionReference = z.looseObject({
  _content_type_uid: z.enum(SECTION_TYPES, {
    error: `must be a section type: ${SECTION_TYPES.join(', ')}`,
  }),
  uid: requiredText,
});

/** An entry's uid and its content type's: what the content API and the folder names accept. */
export const ENTRY_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/;
export const ENTRY_ID_MESSAGE = 'must be 1-100 lower-case letters, digits, _ or -';

/** A content locale as stored (spec 000 §7: lower-case): en-us, de, fr-ca, zh-tw. */
export const CONTENT_LOCALE = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/;
export const CONTENT_LOCALE_MESSAGE = 'must be a lower-case locale such as en-us, de or fr-ca';
