/**
 * A local stand-in for Braintree's gateway for the adapter's contract tests: the official SDK
 * talks to it over HTTP as it talks to Braintree (JSON request bodies with underscored keys,
 * Basic auth with the public and private key, X-ApiVersion 6; XML answers with dashed element
 * names and typed attributes), on the paths of the SDK's gateways. It keeps state the way the
 * gateway documents it (single-use nonces, statuses, refunds only of settled money) and records
 * every request so a test can check what was sent. Requests it does not expect answer 400 and are
 * listed in `violations`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBraintreeGateway, type BraintreeGateway, type BraintreeOptions } from './gateway.ts';
import type { Database } from '@solo/db';

export const MERCHANT_ID = 'solo_merchant';
export const PUBLIC_KEY = 'public-key-1';
export const PRIVATE_KEY = 'private-key-secret-1';

export interface Recorded {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

type Xml = string | number | boolean | null | undefined | Xml[] | { [key: string]: Xml };

const dashed = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An element in Braintree's XML: typed attributes, arrays of singular items. */
export function xml(tag: string, value: Xml): string {
  if (value === undefined) return '';
  if (value === null) return `<${tag} nil="true"/>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  if (typeof value === 'string') return `<${tag}>${escape(value)}</${tag}>`;
  if (Array.isArray(value)) {
    const item = tag.replace(/s$/, '');
    return `<${tag} type="array">${value.map((v) => xml(item, v)).join('')}</${tag}>`;
  }
  const inner = Object.entries(value)
    .map(([k, v]) => xml(dashed(k), v))
    .join('');
  return `<${tag}>${inner}</${tag}>`;
}

interface FakeTransaction {
  id: string;
  type: 'sale' | 'credit';
  status: string;
  amount: number;
  orderId?: string;
  processorResponseCode: string;
  processorResponseText: string;
  gatewayRejectionReason?: string;
  card: { token?: string; cardType: string; last4: string };
  /** What paid (Braintree's paymentInstrumentType), from the nonce's kind. */
  instrument: Instrument;
  refunded: number;
  settledFrom?: string;
}

interface FakeMethod {
  token: string;
  customerId: string;
  isDefault: boolean;
  kind: 'credit-card' | 'paypal-account' | 'venmo-account';
  createdAt: string;
}

const validationError = (entity: string, attribute: string, code: string, message: string) =>
  ({
    status: 422,
    body:
      '<?xml version="1.0" encoding="UTF-8"?>' +
      xml('api-error-response', {
        errors: { errors: [], [entity]: { errors: [{ attribute, code, message }] } },
        message,
      }),
  }) as const;

type Instrument =
  | 'credit_card'
  | 'paypal_account'
  | 'apple_pay_card'
  | 'android_pay_card'
  | 'venmo_account'
  | 'visa_checkout_card';

/**
 * The wallets' nonces, by the prefixes of Braintree's documented sandbox nonces
 * (fake-paypal-one-time-nonce, fake-apple-pay-visa-nonce, fake-android-pay-visa-nonce,
 * fake-venmo-account-nonce, fake-visa-checkout-visa-nonce); a test may add a suffix to make each
 * one single-use.
 */
const WALLET_NONCE_PREFIXES: ReadonlyArray<[string, Instrument]> = [
  ['fake-paypal-', 'paypal_account'],
  ['fake-apple-pay-', 'apple_pay_card'],
  ['fake-android-pay-', 'android_pay_card'],
  ['fake-venmo-', 'venmo_account'],
  ['fake-visa-checkout-', 'visa_checkout_card'],
];

export const instrumentOfNonce = (nonce: string): Instrument =>
  WALLET_NONCE_PREFIXES.find(([prefix]) => nonce.startsWith(prefix))?.[1] ?? 'credit_card';

/**
 * What a vaulted nonce becomes, as the gateway names the payment method's element: a PayPal
 * billing-agreement nonce a PayPal account, a Venmo account nonce (fake-venmo-account-nonce, with
 * a suffix) a Venmo account, any other a card.
 */
const vaultKindOfNonce = (nonce: string): FakeMethod['kind'] =>
  nonce.startsWith(NONCES.paypal)
    ? 'paypal-account'
    : instrumentOfNonce(nonce) === 'venmo_account'
      ? 'venmo-account'
      : 'credit-card';

/** A client token in the gateway's format: base64 JSON naming the configuration's address. */
export function clientTokenFor(merchantId: string, fingerprint: string): string {
  const configUrl = `https://api.sandbox.braintreegateway.com/merchants/${merchantId}/client_api/v1/configuration`;
  return Buffer.from(
    JSON.stringify({ version: 2, authorizationFingerprint: fingerprint, configUrl }),
  ).toString('base64');
}

/** Braintree's documented sandbox behaviours, as the fake plays them. */
export const NONCES = {
  valid: 'fake-valid-nonce',
  paypal: 'fake-paypal-billing-agreement-nonce',
  fraud: 'fake-gateway-rejected-fraud-nonce',
  cvv: 'fake-gateway-rejected-cvv-nonce',
} as const;

export class FakeBraintree {
  readonly requests: Recorded[] = [];
  readonly violations: string[] = [];
  /** While true, requests are read and never answered (a gateway that does not answer). */
  hang = false;
  readonly transactions = new Map<string, FakeTransaction>();
  readonly methods = new Map<string, FakeMethod>();
  readonly customers = new Set<string>();
  private usedNonces = new Set<string>();
  private seq = 0;
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private hanging: ServerResponse[] = [];

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The adapter on this fake, with the test's database. */
  async gateway(db: Database, more: Partial<BraintreeOptions> = {}): Promise<BraintreeGateway> {
    const port = (this.server.address() as AddressInfo | null)?.port ?? (await this.start());
    return createBraintreeGateway(db, {
      environment: 'sandbox',
      merchantId: MERCHANT_ID,
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
      timeoutMs: 2_000,
      server: { host: '127.0.0.1', port },
      ...more,
    });
  }

  /** Braintree settles submitted transactions in a batch, later; the test says when. */
  settleAll(): void {
    for (const t of this.transactions.values())
      if (t.status === 'submitted_for_settlement') t.status = 'settled';
  }

  last(method: string, pathEnd: string): Recorded | undefined {
    return this.requests.findLast((r) => r.method === method && r.path.endsWith(pathEnd));
  }

  private id(prefix: string) {
    this.seq += 1;
    return `${prefix}${this.seq.toString(36).padStart(6, '0')}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? '';
    const path = req.url ?? '';
    let body: Record<string, unknown> | undefined;
    if (text) {
      if (req.headers['content-type'] !== 'application/json')
        this.violations.push(`${method} ${path}: body is not JSON`);
      body = JSON.parse(text) as Record<string, unknown>;
    }
    this.requests.push({ method, path, body });
    const auth = `Basic ${Buffer.from(`${PUBLIC_KEY}:${PRIVATE_KEY}`).toString('base64')}`;
    if (req.headers.authorization !== auth) {
      res.writeHead(401).end();
      return;
    }
    if (req.headers['x-apiversion'] !== '6' || req.headers.accept !== 'application/xml')
      this.violations.push(`${method} ${path}: API version or Accept header`);
    if (this.hang) {
      this.hanging.push(res);
      return;
    }
    const prefix = `/merchants/${MERCHANT_ID}`;
    const answer = path.startsWith(prefix)
      ? this.route(method, path.slice(prefix.length), body ?? {})
      : undefined;
    if (!answer) {
      this.violations.push(`${method} ${path}: not a gateway call the fake knows`);
      res.writeHead(400).end();
      return;
    }
    if (answer.status === 404) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/xml; charset=utf-8' });
    res.end(answer.body);
  }

  private wrong(what: string) {
    this.violations.push(what);
    return { status: 400, body: '' };
  }

  private route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: string } | undefined {
    const tx = body.transaction as Record<string, unknown> | undefined;
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/transactions') return this.sale(tx ?? {});
    if (method === 'GET' && (m = path.match(/^\/transactions\/(\w+)$/))) {
      const t = this.transactions.get(m[1] ?? '');
      return t ? this.txAnswer(200, t) : { status: 404, body: '' };
    }
    if ((m = path.match(/^\/transactions\/(\w+)\/(\w+)$/))) {
      const t = this.transactions.get(m[1] ?? '');
      if (!t) return { status: 404, body: '' };
      const action = m[2];
      if (method === 'PUT' && action === 'submit_for_settlement') return this.settle(t, tx, false);
      if (method === 'POST' && action === 'submit_for_partial_settlement')
        return this.settle(t, tx, true);
      if (method === 'PUT' && action === 'void') return this.voidTx(t);
      if (method === 'POST' && action === 'refund') return this.refund(t, tx);
    }
    if (method === 'POST' && path === '/customers') {
      const customer = body.customer as { id?: string } | undefined;
      if (!customer?.id) return this.wrong('customer.create without id');
      this.customers.add(customer.id);
      return { status: 201, body: xml('customer', { id: customer.id }) };
    }
    if (method === 'GET' && (m = path.match(/^\/customers\/([\w-]+)$/))) {
      const id = m[1] ?? '';
      if (!this.customers.has(id)) return { status: 404, body: '' };
      const mine = [...this.methods.values()].filter((x) => x.customerId === id);
      return {
        status: 200,
        body: xml('customer', {
          id,
          creditCards: mine.filter((x) => x.kind === 'credit-card').map((x) => this.methodXml(x)),
          paypalAccounts: mine
            .filter((x) => x.kind === 'paypal-account')
            .map((x) => this.methodXml(x)),
          venmoAccounts: mine
            .filter((x) => x.kind === 'venmo-account')
            .map((x) => this.methodXml(x)),
        }),
      };
    }
    if (method === 'POST' && path === '/payment_methods')
      return this.vault((body.payment_method ?? {}) as Record<string, unknown>);
    if ((m = path.match(/^\/payment_methods\/any\/(\w+)$/))) {
      const pm = this.methods.get(m[1] ?? '');
      if (!pm) return { status: 404, body: '' };
      if (method === 'GET') return { status: 200, body: this.methodElement(pm) };
      if (method === 'DELETE') {
        this.methods.delete(pm.token);
        return { status: 200, body: '' };
      }
      if (method === 'PUT') {
        const options = (body.payment_method as { options?: { make_default?: boolean } })?.options;
        if (options?.make_default !== true) return this.wrong('update without make_default');
        this.makeDefault(pm);
        return { status: 200, body: this.methodElement(pm) };
      }
    }
    if (method === 'POST' && path === '/client_token') {
      const params = (body.client_token ?? {}) as { customer_id?: string; version?: number };
      if (params.customer_id && !this.customers.has(params.customer_id))
        return validationError(
          'clientToken',
          'customer_id',
          '92804',
          'Customer specified by customer_id does not exist',
        );
      return {
        status: 201,
        body: xml('client-token', {
          value: clientTokenFor(MERCHANT_ID, `fake-fingerprint-${params.version}`),
        }),
      };
    }
    return undefined;
  }

  private sale(tx: Record<string, unknown>) {
    if (tx.type !== 'sale') return this.wrong('sale without type sale');
    const amount = typeof tx.amount === 'string' ? tx.amount : '';
    if (!/^\d+\.\d{2}$/.test(amount))
      return this.wrong(`sale amount ${amount} is not a decimal string`);
    const options = tx.options as { submit_for_settlement?: boolean } | undefined;
    if (options?.submit_for_settlement !== false)
      return this.wrong('sale must not submit for settlement');
    const nonce = tx.payment_method_nonce as string | undefined;
    const token = tx.payment_method_token as string | undefined;
    if (!nonce === !token) return this.wrong('sale needs exactly one of nonce and token');
    if (nonce) {
      if (!nonce.startsWith('fake-'))
        return validationError(
          'transaction',
          'payment_method_nonce',
          '91565',
          'Unknown payment_method_nonce.',
        );
      if (this.usedNonces.has(nonce))
        return validationError(
          'transaction',
          'payment_method_nonce',
          '91564',
          'Cannot use a payment_method_nonce more than once.',
        );
      this.usedNonces.add(nonce);
    }
    if (token && !this.methods.has(token))
      return validationError(
        'transaction',
        'payment_method_token',
        '91518',
        'Payment method token is invalid.',
      );
    const value = Number(amount);
    // The sandbox's documented amounts: 2000.00–2999.99 decline with that processor response.
    const declineCode = value >= 2000 && value < 3000 ? String(Math.floor(value)) : undefined;
    const rejected = nonce === NONCES.fraud ? 'fraud' : nonce === NONCES.cvv ? 'cvv' : undefined;
    const t: FakeTransaction = {
      id: this.id('bt'),
      type: 'sale',
      status: rejected ? 'gateway_rejected' : declineCode ? 'processor_declined' : 'authorized',
      amount: value,
      ...(typeof tx.order_id === 'string' ? { orderId: tx.order_id } : {}),
      processorResponseCode: declineCode ?? (rejected ? '' : '1000'),
      processorResponseText:
        declineCode === '2001' ? 'Insufficient Funds' : declineCode ? 'Do Not Honor' : 'Approved',
      ...(rejected ? { gatewayRejectionReason: rejected } : {}),
      card: { cardType: 'Visa', last4: '1111', ...(token ? { token } : {}) },
      instrument: nonce ? instrumentOfNonce(nonce) : 'credit_card',
      refunded: 0,
    };
    this.transactions.set(t.id, t);
    if (t.status === 'authorized') return this.txAnswer(201, t);
    return {
      status: 422,
      body: xml('api-error-response', {
        errors: { errors: [] },
        transaction: this.txFields(t),
        message: rejected ? `Gateway Rejected: ${rejected}` : t.processorResponseText,
      }),
    };
  }

  private settle(t: FakeTransaction, tx: Record<string, unknown> | undefined, partial: boolean) {
    const amount = Number(tx?.amount);
    if (!/^\d+\.\d{2}$/.test(String(tx?.amount))) return this.wrong('settlement amount format');
    if (t.status !== 'authorized')
      return validationError(
        'transaction',
        'base',
        '91507',
        'Cannot submit for settlement unless status is authorized.',
      );
    const settled = [...this.transactions.values()]
      .filter((c) => c.settledFrom === t.id)
      .reduce((s, c) => s + c.amount, 0);
    if (amount > t.amount - settled + 1e-9)
      return validationError('transaction', 'amount', '91522', 'Settlement amount is too large.');
    if (!partial) {
      t.status = 'submitted_for_settlement';
      t.amount = amount;
      return this.txAnswer(200, t);
    }
    const child: FakeTransaction = {
      ...t,
      id: this.id('bt'),
      status: 'submitted_for_settlement',
      amount,
      settledFrom: t.id,
    };
    this.transactions.set(child.id, child);
    if (tx?.final_capture === true) t.status = 'settlement_pending';
    return this.txAnswer(201, child);
  }

  private voidTx(t: FakeTransaction) {
    if (t.status !== 'authorized' && t.status !== 'submitted_for_settlement')
      return validationError(
        'transaction',
        'base',
        '91504',
        'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
      );
    t.status = 'voided';
    return this.txAnswer(200, t);
  }

  private refund(t: FakeTransaction, tx: Record<string, unknown> | undefined) {
    if (t.status !== 'settled' && t.status !== 'settling')
      return validationError(
        'transaction',
        'base',
        '91506',
        'Cannot refund transaction unless it is settled.',
      );
    const amount = tx?.amount === undefined ? t.amount - t.refunded : Number(tx.amount);
    if (t.refunded >= t.amount)
      return validationError(
        'transaction',
        'base',
        '91512',
        'Transaction has already been completely refunded.',
      );
    if (amount > t.amount - t.refunded + 1e-9)
      return validationError('transaction', 'amount', '91521', 'Refund amount is too large.');
    t.refunded += amount;
    const credit: FakeTransaction = {
      ...t,
      id: this.id('rf'),
      type: 'credit',
      status: 'submitted_for_settlement',
      amount,
      refunded: 0,
    };
    this.transactions.set(credit.id, credit);
    return this.txAnswer(201, credit);
  }

  private vault(pm: Record<string, unknown>) {
    const customerId = pm.customer_id as string | undefined;
    const nonce = pm.payment_method_nonce as string | undefined;
    if (!customerId || !nonce) return this.wrong('payment method without customer or nonce');
    if (!this.customers.has(customerId))
      return validationError('paymentMethod', 'customer_id', '93105', 'Customer ID is invalid.');
    if (!nonce.startsWith('fake-'))
      return validationError(
        'paymentMethod',
        'payment_method_nonce',
        '93108',
        'Unknown or expired payment_method_nonce.',
      );
    // Braintree vaults a PayPal account only from a billing agreement, never a one-time payment.
    if (nonce.startsWith('fake-paypal-one-time-'))
      return validationError(
        'paypalAccount',
        'base',
        '82902',
        'Cannot vault one-time use PayPal account.',
      );
    if (this.usedNonces.has(nonce))
      return validationError(
        'paymentMethod',
        'payment_method_nonce',
        '93107',
        'Cannot use a payment_method_nonce more than once.',
      );
    this.usedNonces.add(nonce);
    const mine = [...this.methods.values()].filter((x) => x.customerId === customerId);
    const created: FakeMethod = {
      token: this.id('tok'),
      customerId,
      isDefault: false,
      kind: vaultKindOfNonce(nonce),
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, this.seq)).toISOString(),
    };
    this.methods.set(created.token, created);
    const options = pm.options as { make_default?: boolean } | undefined;
    if (options?.make_default === true || mine.length === 0) this.makeDefault(created);
    return { status: 201, body: this.methodElement(created) };
  }

  private makeDefault(pm: FakeMethod) {
    for (const other of this.methods.values())
      if (other.customerId === pm.customerId) other.isDefault = false;
    pm.isDefault = true;
  }

  private methodXml(pm: FakeMethod): Xml {
    const common = {
      token: pm.token,
      customerId: pm.customerId,
      default: pm.isDefault,
      createdAt: pm.createdAt,
    };
    if (pm.kind === 'venmo-account') return { ...common, username: 'venmojoe' };
    return pm.kind === 'paypal-account'
      ? { ...common, email: 'buyer@example.com' }
      : {
          ...common,
          cardType: 'Visa',
          last4: '1111',
          expirationMonth: '12',
          expirationYear: '2030',
          cardholderName: 'Jordan Miller',
        };
  }

  private methodElement(pm: FakeMethod) {
    return xml(pm.kind, this.methodXml(pm));
  }

  private txFields(t: FakeTransaction): Xml {
    return {
      id: t.id,
      type: t.type,
      status: t.status,
      amount: t.amount.toFixed(2),
      currencyIsoCode: 'USD',
      orderId: t.orderId ?? null,
      processorResponseCode: t.processorResponseCode,
      processorResponseText: t.processorResponseText,
      gatewayRejectionReason: t.gatewayRejectionReason ?? null,
      paymentInstrumentType: t.instrument,
      ...this.instrumentFields(t),
      refundIds: [],
      createdAt: '2026-11-24T12:00:00Z',
    };
  }

  /**
   * The details element of what paid, named as the gateway's XML names it (the SDK's Transaction
   * reads `paypal` into paypalAccount, `apple-pay` into applePayCard and `visa-checkout-card` into
   * visaCheckoutCard).
   */
  private instrumentFields(t: FakeTransaction): Record<string, Xml> {
    const card = {
      token: t.card.token ?? null,
      cardType: t.card.cardType,
      last4: t.card.last4,
      expirationMonth: '12',
      expirationYear: '2030',
    };
    switch (t.instrument) {
      case 'paypal_account':
        return { paypal: { payerEmail: 'buyer@example.com', token: null } };
      case 'venmo_account':
        return { venmoAccount: { username: 'venmojoe', token: null } };
      case 'apple_pay_card':
        return { applePay: card };
      case 'visa_checkout_card':
        return { visaCheckoutCard: { ...card, callId: 'visa-call-1' } };
      case 'android_pay_card':
        // Google Pay reports the card behind it and the virtual card it paid with.
        return {
          androidPayCard: {
            token: card.token,
            sourceCardType: card.cardType,
            sourceCardLast4: card.last4,
            virtualCardType: card.cardType,
            virtualCardLast4: card.last4,
            expirationMonth: card.expirationMonth,
            expirationYear: card.expirationYear,
          },
        };
      default:
        return { creditCard: { ...card, cardholderName: 'Jordan Miller' } };
    }
  }

  private txAnswer(status: number, t: FakeTransaction) {
    return { status, body: xml('transaction', this.txFields(t)) };
  }
}
