import { Hono } from 'hono';
import { z } from 'zod';
import { addressSchema } from '@solo/accounts';
import { badRequest } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { parseOrThrow, validateJson, validateQuery } from '../../http/validate.ts';
import {
  MAX_ADDRESSES,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
  type AddressResult,
} from './addresses.ts';
import { requireOwnCustomer } from './http.ts';
import { addressNotFound } from './problems.ts';

/** A change names only what changes; the merged address is validated as a whole. */
const addressChange = z.record(z.string(), z.unknown());

function addressOf(result: AddressResult, name: string) {
  if (result.ok) return result.address;
  if (result.reason === 'not-found') throw addressNotFound(name);
  if (result.reason === 'duplicate')
    throw badRequest('addressId: is already in use', [
      { name: 'addressId', reason: 'is already in use' },
    ]);
  throw badRequest(`A customer keeps at most ${MAX_ADDRESSES} addresses`, [
    { name: 'addressId', reason: `at most ${MAX_ADDRESSES} addresses` },
  ]);
}

/** Hono has already decoded the path parameter. */
const name = (param: string | undefined) => param ?? '';

/** …/customers/{customerId}/addresses[/{addressName}] */
export const addressRoutes = new Hono<ShopperEnv>()
  .use(requireShopper, requireOwnCustomer)
  .get('/', validateQuery(siteQuery), async (c) => {
    const data = await listAddresses(c.var.db, c.var.shopper.customerId);
    c.header('cache-control', 'no-store');
    return c.json({ data, total: data.length });
  })
  .post('/', validateQuery(siteQuery), validateJson(addressSchema), async (c) => {
    const body = c.req.valid('json');
    const result = await createAddress(c.var.db, c.var.shopper.customerId, body, new Date());
    return c.json(addressOf(result, body.addressId));
  })
  .get('/:addressName', validateQuery(siteQuery), async (c) => {
    const addressName = name(c.req.param('addressName'));
    const address = await getAddress(c.var.db, c.var.shopper.customerId, addressName);
    if (!address) throw addressNotFound(addressName);
    c.header('cache-control', 'no-store');
    return c.json(address);
  })
  .patch('/:addressName', validateQuery(siteQuery), validateJson(addressChange), async (c) => {
    const addressName = name(c.req.param('addressName'));
    const change = c.req.valid('json');
    const result = await updateAddress(
      c.var.db,
      c.var.shopper.customerId,
      addressName,
      ({ creationDate: _c, lastModified: _m, ...current }) =>
        parseOrThrow(addressSchema, { ...current, ...change }),
      new Date(),
    );
    return c.json(addressOf(result, addressName));
  })
  .delete('/:addressName', validateQuery(siteQuery), async (c) => {
    const addressName = name(c.req.param('addressName'));
    if (!(await deleteAddress(c.var.db, c.var.shopper.customerId, addressName)))
      throw addressNotFound(addressName);
    return c.body(null, 204);
  });
