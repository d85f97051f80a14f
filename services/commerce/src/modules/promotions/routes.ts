import { Hono } from 'hono';
import type { ShopperPromotionsTypes } from 'commerce-sdk-isomorphic';
import type { AppEnv } from '../../http/context.ts';
import { validateQuery } from '../../http/validate.ts';
import { idListSchema, localeOf, siteLocaleQuery } from '../../http/site.ts';
import { getPromotions } from './service.ts';

/**
 * Ids per getPromotions call: the Shopper Promotions API's own limit (the spec names none;
 * docs/decisions.md "Limits the spec does not give").
 */
export const MAX_PROMOTION_IDS = 50;

const query = siteLocaleQuery.extend({ ids: idListSchema(MAX_PROMOTION_IDS) });

/** Shopper Promotions: GET …/pricing/shopper-promotions/v1/organizations/:org/promotions?ids= */
export const promotionsRoutes = new Hono<AppEnv>().get(
  '/promotions',
  validateQuery(query),
  async (c) => {
    const { siteId: site, locale, ids } = c.req.valid('query');
    const data = await getPromotions(
      c.var.db,
      { siteId: site.id, ids, locale: localeOf(site, locale), now: new Date() },
      (promotionId) => c.var.log.warn({ promotionId }, 'promotion rule is invalid; left out'),
    );
    const body: ShopperPromotionsTypes.PromotionResult = {
      limit: data.length,
      total: data.length,
      data,
    };
    return c.json(body);
  },
);
