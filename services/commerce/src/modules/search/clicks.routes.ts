/**
 * POST …/custom/search/v1/organizations/{org}/clicks?siteId=&locale= (spec 000 §7 click
 * analytics): `{index, query, objectID, position, queryID}` of a hit a shopper followed. Anyone
 * may send one (no personal data is taken or stored), under the search-clicks request budgets:
 * 204, 400 naming the field, 429.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { localeOf, siteLocaleQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import {
  CLICK_INDEXES,
  CLICK_MAX_OBJECT_ID,
  CLICK_MAX_POSITION,
  CLICK_MAX_QUERY,
  CLICK_MAX_QUERY_ID,
  recordClick,
} from './clicks.ts';

const body = z
  .object({
    index: z.enum(CLICK_INDEXES),
    query: z.string().trim().min(1).max(CLICK_MAX_QUERY),
    objectID: z.string().trim().min(1).max(CLICK_MAX_OBJECT_ID),
    position: z.number().int().min(1).max(CLICK_MAX_POSITION),
    queryID: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
      .max(CLICK_MAX_QUERY_ID),
  })
  .strict();

export const searchClickRoutes = new Hono<AppEnv>().post(
  '/',
  validateQuery(siteLocaleQuery),
  validateJson(body),
  async (c) => {
    const { siteId: site, locale } = c.req.valid('query');
    await enforce(c, [
      { budget: BUDGETS.searchClicksIpBurst, key: c.var.client.ip },
      { budget: BUDGETS.searchClicksIp, key: c.var.client.ip },
      { budget: BUDGETS.searchClicksGlobal, key: '*' },
    ]);
    await recordClick(c.var.db, { ...c.req.valid('json'), locale: localeOf(site, locale) });
    return c.body(null, 204);
  },
);
