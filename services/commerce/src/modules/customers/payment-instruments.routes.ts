/**
 * Shopper Customers `…/customers/{customerId}/payment-instruments[/{paymentInstrumentId}]`: the
 * customer's stored cards and wallet accounts, kept in the payment gateway's vault (spec 002 §2
 * account payments page). Only type, last four digits, expiry, owner and the vault token are
 * known here; an instrument is added from a single-use nonce (`c_paymentNonce`), removed only
 * when removable (payment-instruments.ts: the gateway does not keep it and no live subscription
 * pays with it, `c_paysSubscription`), and made the default with `PATCH {default: true}`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { HttpProblem, badRequest } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { paymentMethodIdOf, type StoredPaymentMethod } from '../payments/index.ts';
import {
  listAccountPaymentMethods,
  removeAccountPaymentMethod,
  type AccountPaymentMethod,
} from './payment-instruments.ts';
import { requireOwnCustomer } from './http.ts';

type WireInstrument = ShopperCustomersTypes.CustomerPaymentInstrument;

/** A saved method on the wire; `paysSubscription` is known where the account lists them. */
export function wireStoredMethod(
  m: StoredPaymentMethod & Partial<Pick<AccountPaymentMethod, 'paysSubscription'>>,
): WireInstrument {
  return {
    paymentInstrumentId: m.token,
    paymentMethodId: paymentMethodIdOf(m.methodType),
    ...(m.lastFour
      ? {
          paymentCard: {
            cardType: m.cardType ?? '',
            maskedNumber: m.maskedNumber ?? `${'*'.repeat(12)}${m.lastFour}`,
            numberLastDigits: m.lastFour,
            ...(m.expirationMonth ? { expirationMonth: m.expirationMonth } : {}),
            ...(m.expirationYear ? { expirationYear: m.expirationYear } : {}),
            ...(m.owner ? { holder: m.owner } : {}),
          },
        }
      : {}),
    default: m.isDefault,
    creationDate: m.createdAt.toISOString(),
    c_removable: m.removable,
    ...(m.paysSubscription ? { c_paysSubscription: true } : {}),
    ...(m.email ? { c_email: m.email } : {}),
    // A wallet account's name where it has no email (Venmo's username).
    ...(!m.lastFour && !m.email && m.owner ? { c_account: m.owner } : {}),
    // Spec 002 §3: a stored-card-scheme account's description of its card.
    ...(m.details.description ? { c_description: m.details.description } : {}),
    ...billingAddressOf(m),
  };
}

/**
 * Spec 002 §3 PayPal account option: a wallet account's billing address (firstName, lastName,
 * line1, city, state, postalCode), shown when the account is chosen at checkout (§4).
 */
function billingAddressOf(m: StoredPaymentMethod) {
  const a = m.methodType === 'card' ? undefined : m.details.billingAddress;
  if (!a) return {};
  return {
    c_billingAddress: {
      firstName: a.firstName,
      lastName: a.lastName,
      line1: a.line1,
      city: a.city,
      ...(a.state ? { state: a.state } : {}),
      postalCode: a.postalCode,
    },
  };
}

const notFound = (id: string) =>
  new HttpProblem({
    status: 404,
    slug: 'payment-instrument-not-found',
    title: 'Payment Instrument Not Found',
    detail: `No payment instrument "${id}" for this customer`,
  });

const addBody = z.object({
  c_paymentNonce: z.string().min(1, 'Required').max(200),
  default: z.boolean().optional(),
});
const changeBody = z.object({ default: z.literal(true) });

export const paymentInstrumentRoutes = new Hono<ShopperEnv>()
  .use(requireShopper, requireOwnCustomer)
  .get('/', validateQuery(siteQuery), async (c) => {
    const methods = await listAccountPaymentMethods(c.var, c.var.shopper.customerId);
    c.header('cache-control', 'no-store');
    return c.json({ data: methods.map(wireStoredMethod), total: methods.length });
  })
  .post('/', validateQuery(siteQuery), validateJson(addBody), async (c) => {
    const body = c.req.valid('json');
    const result = await c.var.payments.vaultPaymentMethod({
      customerId: c.var.shopper.customerId,
      nonce: body.c_paymentNonce,
      ...(body.default ? { makeDefault: true } : {}),
      holder: { usid: c.var.shopper.usid, customerId: c.var.shopper.customerId },
    });
    if (!result.ok && result.reason === 'not_owner')
      throw new HttpProblem({
        status: 403,
        slug: 'payment-method-not-owned',
        title: 'Payment Method Of Another Shopper',
        detail: `c_paymentNonce: ${result.message}`,
      });
    if (!result.ok)
      throw badRequest(`c_paymentNonce: ${result.message}`, [
        { name: 'c_paymentNonce', reason: result.reason },
      ]);
    return c.json(wireStoredMethod(result.value));
  })
  .patch('/:paymentInstrumentId', validateQuery(siteQuery), validateJson(changeBody), async (c) => {
    const id = c.req.param('paymentInstrumentId');
    const result = await c.var.payments.setDefaultPaymentMethod(c.var.shopper.customerId, id);
    if (!result.ok) throw notFound(id);
    return c.json(wireStoredMethod(result.value));
  })
  .delete('/:paymentInstrumentId', validateQuery(siteQuery), async (c) => {
    const id = c.req.param('paymentInstrumentId');
    const result = await removeAccountPaymentMethod(c.var, c.var.shopper.customerId, id);
    if (result.ok) return c.body(null, 204);
    if (result.reason === 'not_found') throw notFound(id);
    throw new HttpProblem({
      status: 403,
      slug: 'payment-instrument-not-removable',
      title: 'Payment Instrument Not Removable',
      detail:
        result.reason === 'pays_subscription'
          ? 'This payment method pays for a subscription: give the subscription another card first.'
          : 'This payment method cannot be removed.',
    });
  });
