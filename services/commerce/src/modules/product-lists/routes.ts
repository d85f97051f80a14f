import { Hono } from 'hono';
import { z } from 'zod';
import { etchingTextProblem, isEtchingImagePath } from '@solo/sites/etching';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { requireOwnCustomer } from '../customers/index.ts';
import { ITEM_MAX_QUANTITY, LIST_TYPES, MAX_LISTS } from './constants.ts';
import { addItem, deleteItem, updateItem, type ItemResult } from './items.ts';
import {
  createProductList,
  getProductList,
  getPublicProductList,
  listProductLists,
  updateProductList,
} from './service.ts';

const listBody = z.object({
  type: z.enum(LIST_TYPES),
  name: z.string().trim().max(256).optional(),
  public: z.boolean().optional(),
});

const listChange = z.object({
  name: z.string().trim().max(256).optional(),
  public: z.boolean().optional(),
});

const quantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(ITEM_MAX_QUANTITY, `must be at most ${ITEM_MAX_QUANTITY}`);
const priority = z.number().int('must be a whole number').min(0).max(100);

const itemBody = z
  .object({
    productId: z.string().trim().min(1, 'Required').max(100),
    /** Spec 001 §9: the storefront always adds 1; other lists may hold more. */
    quantity,
    public: z.boolean().optional(),
    priority: priority.optional(),
    type: z.literal('product', 'must be "product"'),
    /** A design saved for later from the etching modal, under the basket's text rules. */
    c_etchingText: z
      .string('must be a string')
      .max(200)
      .superRefine((text, ctx) => {
        const problem = etchingTextProblem(text);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    c_etchingImage: z
      .string('must be a string')
      .refine(isEtchingImagePath, 'must be an image path of this store (/images/…)')
      .optional(),
  })
  .refine((b) => b.c_etchingImage === undefined || b.c_etchingText !== undefined, {
    path: ['c_etchingImage'],
    message: 'is the preview of c_etchingText, which is missing',
  });

const itemChange = z.object({
  quantity: quantity.optional(),
  public: z.boolean().optional(),
  priority: priority.optional(),
});

const listNotFound = (listId: string) =>
  notFound(`No product list "${listId}" for this customer`, 'product-list-not-found');
const itemNotFound = (itemId: string) =>
  notFound(`No item "${itemId}" in this product list`, 'product-list-item-not-found');

function itemOf(result: ItemResult, listId: string, itemId = '') {
  if (result.ok) return result.item;
  switch (result.reason) {
    case 'list-not-found':
      throw listNotFound(listId);
    case 'item-not-found':
      throw itemNotFound(itemId);
    case 'unknown-product':
      throw badRequest('productId: is not a product of the catalog', [
        { name: 'productId', reason: 'is not a product of the catalog' },
      ]);
    case 'not-etchable':
      throw badRequest('c_etchingText: the product cannot be etched', [
        { name: 'c_etchingText', reason: 'the product cannot be etched' },
      ]);
    case 'list-full':
      throw badRequest(`A list of this type holds at most ${result.max} items`, [
        { name: 'productId', reason: `the list already holds ${result.max} items` },
      ]);
  }
}

/** Shopper Customers: …/customers/{customerId}/product-lists[/{listId}[/items[/{itemId}]]] */
const customerLists = new Hono<ShopperEnv>()
  .use(requireShopper, requireOwnCustomer)
  .get('/', validateQuery(siteQuery), async (c) => {
    const data = await listProductLists(c.var.db, c.var.shopper.customerId, new Date());
    c.header('cache-control', 'no-store');
    return c.json({ data, limit: data.length, total: data.length });
  })
  .post('/', validateQuery(siteQuery), validateJson(listBody), async (c) => {
    const result = await createProductList(
      c.var.db,
      c.var.shopper.customerId,
      c.req.valid('json'),
      new Date(),
    );
    if (!result.ok)
      throw badRequest(`A customer keeps at most ${MAX_LISTS} product lists`, [
        { name: 'type', reason: `at most ${MAX_LISTS} lists` },
      ]);
    return c.json(result.list, result.created ? 201 : 200);
  })
  .get('/:listId', validateQuery(siteQuery), async (c) => {
    const listId = c.req.param('listId');
    const list = await getProductList(c.var.db, c.var.shopper.customerId, listId);
    if (!list) throw listNotFound(listId);
    c.header('cache-control', 'no-store');
    return c.json(list);
  })
  .patch('/:listId', validateQuery(siteQuery), validateJson(listChange), async (c) => {
    const listId = c.req.param('listId');
    const list = await updateProductList(
      c.var.db,
      c.var.shopper.customerId,
      listId,
      c.req.valid('json'),
      new Date(),
    );
    if (!list) throw listNotFound(listId);
    return c.json(list);
  })
  .post('/:listId/items', validateQuery(siteQuery), validateJson(itemBody), async (c) => {
    const listId = c.req.param('listId');
    const result = await addItem(
      c.var.db,
      c.var.shopper.customerId,
      listId,
      c.req.valid('json'),
      new Date(),
    );
    return c.json(itemOf(result, listId), result.ok && result.created ? 201 : 200);
  })
  .patch(
    '/:listId/items/:itemId',
    validateQuery(siteQuery),
    validateJson(itemChange),
    async (c) => {
      const { listId, itemId } = c.req.param();
      const result = await updateItem(
        c.var.db,
        c.var.shopper.customerId,
        listId,
        itemId,
        c.req.valid('json'),
        new Date(),
      );
      return c.json(itemOf(result, listId, itemId));
    },
  )
  .delete('/:listId/items/:itemId', validateQuery(siteQuery), async (c) => {
    const { listId, itemId } = c.req.param();
    const result = await deleteItem(c.var.db, c.var.shopper.customerId, listId, itemId, new Date());
    if (result === 'list-not-found') throw listNotFound(listId);
    if (result === 'item-not-found') throw itemNotFound(itemId);
    return c.body(null, 204);
  });

/**
 * Shopper Customers getPublicProductList: …/product-lists/{listId} for any shopper token (a guest's
 * too). A list that is not public answers the same 404 as an unknown id, so nothing leaks.
 */
const publicLists = new Hono<ShopperEnv>()
  .use(requireShopper)
  .get('/:listId', validateQuery(siteQuery), async (c) => {
    const listId = c.req.param('listId');
    const list = await getPublicProductList(c.var.db, listId);
    if (!list) throw notFound(`No public product list "${listId}"`, 'product-list-not-found');
    c.header('cache-control', 'no-store');
    return c.json(list);
  });

/** Mounted under customer/shopper-customers/v1 next to the customers module's routes. */
export const productListsRoutes = new Hono<AppEnv>()
  .route('/customers/:customerId/product-lists', customerLists)
  .route('/product-lists', publicLists);
