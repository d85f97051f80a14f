/**
 * What a browser's hosted card fields and the in-page wallet sheet call, as custom APIs
 * (…/custom/payments/v1/organizations/{org}/{action}):
 *   POST tokenize                          card fields → single-use nonce
 *   POST wallet-contexts                   a wallet payment waiting for approval
 *   GET  wallet-contexts/{id}              what the sheet shows
 *   POST wallet-contexts/{id}/approve      sandbox buyer → nonce + shipping/billing data
 *   POST wallet-contexts/{id}/cancel       the shopper closed the sheet
 *   POST client-token                      the browser components' client token (Braintree only)
 * Authorize, capture, void, refund and the vault have no HTTP route: the orders and customers
 * modules call the provider in-process. Every call needs a shopper access token (guest or
 * registered): a nonce or wallet payment belongs to the shopper who made it, and another
 * shopper's wallet payment answers 404 as an unknown one; creating a nonce (tokenize, wallet payment, approval) spends the payment budgets
 * of the shopper, the client and everyone, so nobody can test stolen cards in bulk.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { emailSchema } from '@solo/accounts';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem, invalidFields, notFound } from '../../http/problem.ts';
import { requireShopper, type Shopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import type { BraintreeGateway } from './braintree/gateway.ts';
import { WALLET_TYPES } from './constants.ts';
import { KLARNA_PLANS } from '@solo/sites/klarna';
import type { PaymentFailure, PaymentHolder, PaymentProvider, WalletSheet } from './provider.ts';
import { currencySchema, decimalAmount, nonceWire, walletContextWire } from './wire.ts';

const field = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const cardBody = z.object({
  number: field(40),
  expiration: field(10),
  cvv: field(8),
  owner: field(200),
});

const address = z.object({
  firstName: field(100).trim().min(1, 'Required'),
  lastName: field(100).trim().min(1, 'Required'),
  line1: field(200).trim().min(1, 'Required'),
  line2: field(200).trim().optional(),
  city: field(100).trim().min(1, 'Required'),
  state: field(100).trim().optional(),
  postalCode: field(20).trim().min(1, 'Required'),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
  phone: field(32).trim().optional(),
});

const contextBody = z
  .object({
    walletType: z.enum(WALLET_TYPES, { error: `must be one of ${WALLET_TYPES.join(', ')}` }),
    flow: z.enum(['checkout', 'vault'], { error: 'must be checkout or vault' }).default('checkout'),
    amount: z.number().min(0, 'must not be negative').optional(),
    currency: currencySchema.optional(),
    // PayPal's funding source, or Klarna's plan; which wallet takes which is the gateway's check.
    fundingSource: z
      .enum(['paypal', 'paylater', ...KLARNA_PLANS], {
        error: `must be paypal or paylater (PayPal), or ${KLARNA_PLANS.join(' or ')} (Klarna)`,
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount !== undefined && body.currency === undefined)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Required with an amount' });
  });

const buyerBody = z.object({
  email: emailSchema,
  firstName: field(100),
  lastName: field(100),
  phone: field(32).optional(),
  shippingAddress: address.optional(),
  billingAddress: address.optional(),
  cardNumber: field(40).optional(),
});

const SLUGS: Partial<Record<PaymentFailure['reason'], [number, string, string]>> = {
  zero_amount: [400, 'zero-amount', 'Zero Amount'],
  amount_out_of_range: [400, 'amount-out-of-range', 'Amount Out Of Range'],
  context_approved: [409, 'wallet-context-approved', 'Wallet Payment Approved'],
  context_canceled: [409, 'wallet-context-canceled', 'Wallet Payment Cancelled'],
  context_expired: [409, 'wallet-context-expired', 'Wallet Payment Expired'],
};

/** A failure of the gateway as problem+json naming the field at fault. */
function problemOf(failure: PaymentFailure): HttpProblem {
  if (failure.reason === 'not_found') return notFound(failure.message, 'wallet-context-not-found');
  const known = SLUGS[failure.reason];
  if (known) {
    const [status, slug, title] = known;
    return new HttpProblem({
      status,
      slug,
      title,
      detail: failure.message,
      ...(failure.fields ? { extra: { invalidFields: failure.fields } } : {}),
    });
  }
  return invalidFields(failure.fields ?? [{ name: 'body', reason: failure.message }]);
}

/** One payment attempt of this shopper, from this client: 429 past a budget. */
const paymentBudget: MiddlewareHandler<ShopperEnv> = async (c, next) => {
  await enforce(c, [
    { budget: BUDGETS.paymentsShopper, key: c.var.shopper.customerId },
    { budget: BUDGETS.paymentsIp, key: c.var.client.ip },
    { budget: BUDGETS.paymentsGlobal, key: '*' },
  ]);
  await next();
};

/** POST tokenize {number, expiration, cvv, owner} → 201 nonce; 400 naming every bad field. */
export const tokenizeRoutes = (gateway: Pick<PaymentProvider, 'tokenizeCard'>) =>
  new Hono<AppEnv>().route(
    '/',
    new Hono<ShopperEnv>().post(
      '/',
      requireShopper,
      paymentBudget,
      validateJson(cardBody),
      async (c) => {
        c.header('cache-control', 'no-store');
        const result = await gateway.tokenizeCard(c.req.valid('json'), holderOf(c.var.shopper));
        if (!result.ok) throw problemOf(result);
        return c.json(nonceWire(result.value), 201);
      },
    ),
  );

/**
 * POST client-token → 200 {clientToken}: what the browser's hosted fields and wallet components
 * (braintree-web) start with. Only a gateway that tokenizes in the browser has it (404 otherwise).
 * It is made without a customer id: saved cards are listed by the checkout itself and vaulted by
 * this service, so the token never lets the browser read the customer's vault. Each token costs a
 * gateway call and opens card testing through the hosted fields, so it spends the payment budgets.
 */
export const clientTokenRoutes = (gateway: Pick<BraintreeGateway, 'clientToken'>) =>
  new Hono<AppEnv>().route(
    '/',
    new Hono<ShopperEnv>().post('/', requireShopper, paymentBudget, async (c) => {
      c.header('cache-control', 'no-store');
      const result = await gateway.clientToken();
      if (result.ok) return c.json({ clientToken: result.value });
      throw new HttpProblem({
        status: 504,
        slug: 'payment-gateway-timeout',
        title: 'Payment Gateway Timeout',
        detail: result.message,
      });
    }),
  );

/** The shopper a nonce or wallet payment made by this call belongs to. */
const holderOf = (shopper: Shopper): PaymentHolder => ({
  usid: shopper.usid,
  customerId: shopper.customerId,
});

async function openContext(wallets: WalletSheet, id: string, holder: PaymentHolder) {
  const context = await wallets.getContext(id, holder);
  if (!context) throw notFound('The wallet payment is not known.', 'wallet-context-not-found');
  return context;
}

/** The wallet sheet's calls; see the module comment. */
export const walletContextRoutes = (wallets: WalletSheet) =>
  new Hono<AppEnv>().route(
    '/',
    new Hono<ShopperEnv>()
      .use(async (c, next) => {
        c.header('cache-control', 'no-store');
        await next();
      })
      .use(requireShopper)
      .post('/', paymentBudget, validateJson(contextBody), async (c) => {
        const body = c.req.valid('json');
        const { currency } = body;
        const minor =
          body.amount !== undefined && currency ? decimalAmount(body.amount, currency) : undefined;
        if (minor && !minor.ok) throw invalidFields([{ name: 'amount', reason: minor.reason }]);
        const result = await wallets.createContext({
          walletType: body.walletType,
          flow: body.flow,
          ...(minor && currency ? { amount: { amount: minor.value, currency } } : {}),
          ...(body.fundingSource ? { fundingSource: body.fundingSource } : {}),
          holder: holderOf(c.var.shopper),
        });
        if (!result.ok) throw problemOf(result);
        return c.json(walletContextWire(result.value), 201);
      })
      .get('/:id', async (c) =>
        c.json(
          walletContextWire(await openContext(wallets, c.req.param('id'), holderOf(c.var.shopper))),
        ),
      )
      .post('/:id/approve', paymentBudget, validateJson(buyerBody), async (c) => {
        const body = c.req.valid('json');
        const buyer = {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          ...(body.phone ? { phone: body.phone } : {}),
          ...(body.shippingAddress ? { shippingAddress: withoutEmpty(body.shippingAddress) } : {}),
          ...(body.billingAddress ? { billingAddress: withoutEmpty(body.billingAddress) } : {}),
          ...(body.cardNumber !== undefined ? { cardNumber: body.cardNumber } : {}),
        };
        const id = c.req.param('id');
        const result = await wallets.approveContext(id, buyer, holderOf(c.var.shopper));
        if (!result.ok) throw problemOf(result);
        return c.json(nonceWire(result.value));
      })
      .post('/:id/cancel', async (c) => {
        const result = await wallets.cancelContext(c.req.param('id'), holderOf(c.var.shopper));
        if (!result.ok) throw problemOf(result);
        return c.json(walletContextWire(result.value));
      }),
  );

/** Optional address lines sent empty are left out. */
function withoutEmpty<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== ''),
  ) as T;
}
