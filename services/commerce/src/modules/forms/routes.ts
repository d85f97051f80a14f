/**
 * POST …/custom/forms/v1/organizations/{org}/submit?siteId=&locale= (spec 000 §7 custom API
 * pattern) with `{form, fields, honeypot?}`: 200 `{received: true}`, 400 problem+json naming each
 * field at fault (`invalidFields[].code` says which rule), 404 for an unknown form, 429 when the
 * client sent too many.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { defaultLocale, findLocale } from '@solo/sites';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { requireShopper } from '../../http/shopper-auth.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { FIELD_NAME, FORM_KEY } from './rules.ts';
import { submitForm } from './service.ts';

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
    await enforce(c, [
      { budget: BUDGETS.formsIpBurst, key: c.var.client.ip },
      { budget: BUDGETS.formsIp, key: c.var.client.ip },
      { budget: BUDGETS.formsGlobal, key: '*' },
    ]);
    const { siteId: site, locale } = c.req.valid('query');
    const { form, fields, honeypot } = c.req.valid('json');
    const outcome = await submitForm(
      { db: c.var.db, mailer: c.var.mailer, storeInbox: c.var.config.mail.storeInbox },
      {
        formKey: form,
        siteId: site.id,
        locale: (findLocale(site, locale ?? '') ?? defaultLocale(site)).id,
        clientIp: c.var.client.ip,
        fields,
        honeypot,
      },
    );
    c.header('cache-control', 'no-store');
    if (outcome.ok) {
      c.var.log.info({ form, submission: outcome.id, trapped: outcome.trapped }, 'form submitted');
      return c.json({ received: true });
    }
    throw new HttpProblem({
      status: 400,
      slug: 'invalid-form-fields',
      title: 'Invalid Form Fields',
      detail: outcome.problems.map((p) => `${p.name}: ${p.reason}`).join('; '),
      extra: { invalidFields: outcome.problems },
    });
  },
);
