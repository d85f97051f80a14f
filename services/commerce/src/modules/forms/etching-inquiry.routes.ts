/**
 * POST …/custom/email/v1/organizations/{org}/send-gac-email?siteId=&locale= (spec 001 §7 "Group
 * etching inquiry"): the group and corporate orders form of the etching modal with `{name, email,
 * phone?, company, productId, honeypot?}`. The fields are the content form `etching_quote`'s (its
 * definition in the request's locale holds the rules: name, email and company required, phone
 * digits only); the product must be an etchable product of the catalog, on a site that has not
 * turned etching off (preference disableEtching): 404 otherwise, as the site offers no etching
 * to ask about (docs/decisions/etching.md). Stored
 * and mailed to the store like any content form, under the forms' abuse limits: 200
 * `{received: true}`, 400 naming each field at fault, 404, 429.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';
import { requireShopper } from '../../http/shopper-auth.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { loadProductGraph } from '../catalog/index.ts';
import { getSitePreferences } from '../site-preferences/index.ts';
import { enforceFormLimits, submitAndAnswer } from './http.ts';

/** The content form whose definition the inquiry's fields follow. */
export const ETCHING_INQUIRY_FORM = 'etching_quote';

const query = siteQuery.extend({ locale: localeSchema.optional() });

const body = z
  .object({
    productId: z.string('Required').trim().min(1, 'Required').max(100),
    honeypot: z.string().max(1000).optional(),
  })
  // The form's own fields, checked against its definition (unknown ones refused there).
  .catchall(z.unknown())
  .refine((b) => Object.keys(b).length <= 20, 'at most 20 members');

export const etchingInquiryRoutes = new Hono<AppEnv>().post(
  '/',
  requireShopper,
  validateQuery(query),
  validateJson(body),
  async (c) => {
    // Limits first: the product lookups below are work a flood must not get for free.
    await enforceFormLimits(c);
    const { siteId: site, locale } = c.req.valid('query');
    const { productId, honeypot, ...fields } = c.req.valid('json');
    if ((await getSitePreferences(c.var.db, site.id)).preferences.disableEtching)
      throw notFound(`Etching is turned off on ${site.id}`, 'etching-disabled');
    const product = (await loadProductGraph(c.var.db, [productId])).products.get(productId);
    if (product?.custom.enableEtching !== true)
      throw notFound(`No etchable product "${productId}"`, 'product-not-found');
    return submitAndAnswer(c, {
      formKey: ETCHING_INQUIRY_FORM,
      site,
      locale,
      fields,
      honeypot,
      context: { productId, product: product.name },
    });
  },
);
