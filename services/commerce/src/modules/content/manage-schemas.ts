import { z } from 'zod';
import {
  CONTENT_LOCALE,
  CONTENT_LOCALE_MESSAGE,
  ENTRY_ID,
  ENTRY_ID_MESSAGE,
} from '@solo/content-model/schemas';

/** The path of one entry in the management API: /entries/{type}/{uid}/{locale}. */
export const entryPath = z.object({
  type: z.string().regex(ENTRY_ID, ENTRY_ID_MESSAGE),
  uid: z.string().regex(ENTRY_ID, ENTRY_ID_MESSAGE),
  // Any case is accepted; entries are stored lower-case (spec 000 §7).
  locale: z
    .string()
    .transform((l) => l.toLowerCase())
    .pipe(z.string().regex(CONTENT_LOCALE, CONTENT_LOCALE_MESSAGE)),
});

export const versionPath = entryPath.extend({ version: z.coerce.number().int().min(1) });

export const listQuery = z.object({
  contentTypeUid: z.string().regex(ENTRY_ID, ENTRY_ID_MESSAGE).optional(),
});

/** The body of a draft: checked against the content model by the service, field by field. */
export const draftBody = z.object({ title: z.unknown(), body: z.unknown() });

export const publishBody = z.object({ version: z.number().int().min(1).optional() }).default({});
