/**
 * POST …/custom/forms/v1/organizations/{org}/submit?siteId=&locale= (spec 000 §7 custom API
 * pattern) with `{form, fields, honeypot?}`: 200 `{received: true}`, 400 problem+json naming each
 * field at fault (`invalidFields[].code` says which rule), 404 for an unknown form, 429 when the
 * client sent too many.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { requireShopper } from '../../http/shopper-auth.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { enforceFormLimits, submitAndAnswer } from './http.ts';
import { FIELD_NAME, FORM_KEY } from './rules.ts';

const query = siteQuery.extend({ locale: localeSchema.optional() });

const body = z.object({
  form: z.string().regex(FORM_KEY, 'must be a form key of letters, digits, _ and -'),
  fields: z
    .record(z.string().regex(FIELD_NAME, 'field names are letters, digits, _ and -'), z.unknown())
    .refine((f) => Object.keys(f).length <= 100, 'at most 100 fields'),
  honeypot: z.string().max(1000).optional(),
});

export const formSubmitRoutes = new Hono<AppEnv>().post(
  '/',
  requireShopper,
  validateQuery(query),
  validateJson(body),
  async (c) => {
    await enforceFormLimits(c);
    const { siteId: site, locale } = c.req.valid('query');
    const { form, fields, honeypot } = c.req.valid('json');
    return submitAndAnswer(c, { formKey: form, site, locale, fields, honeypot });
  },
);
