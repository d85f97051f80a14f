/**
 * `npm run orders -- <command> ...`: the command-line front of the operator's order API
 * (manage.routes.ts). The token comes from OPS_TOKEN, the store from ORDERS_API_URL (default
 * http://localhost:3000), the actor from OPS_ACTOR (optional). Each action sends an
 * Idempotency-Key (`--key`, or a new one), so running a command again with the same `--key` after
 * a lost answer does nothing twice.
 */
import { randomUUID } from 'node:crypto';
import {
  type CliRequest,
  flag,
  listRequest,
  operatorApi,
  option,
  options,
  UsageError,
} from '../../cli/operator-cli.ts';

export const USAGE = `usage: npm run orders -- <command>
  list [--q TEXT] [--status S] [--site ID] [--limit N] [--offset N]
                                       orders, newest first; --q: a number (or its start) or email
  show <orderNo>                       one order: lines, shipments, payments, its trail
  process <orderNo>                    ordered → processing
  ship <orderNo> --carrier C --tracking NUMBER [--line ITEM_ID=UNITS ...]
                                       ship lines (all that is left without --line); captures
                                       their share; carriers: ups fedex usps canada-post dhl
                                       australia-post
  deliver <orderNo>                    shipped → delivered (every line shipped)
  fulfil <orderNo>                     delivered → fulfilled
  cancel <orderNo>                     before shipping: voids the payment, gives the stock back
  return <orderNo> [--restock]         after shipping; --restock puts the items back in stock
  refund <orderNo> [--amount 12.50]    refunds captured money (all that is left without --amount)
  resend <orderNo> --email KIND        sends the order's last email of that kind again; kinds:
                                       confirmation shipping delivery cancellation refund
  every action: [--key KEY]            the Idempotency-Key (default: a new one)
env: OPS_TOKEN (required), ORDERS_API_URL, OPS_ACTOR, COMMERCE_ORG_ID`;

export { UsageError };

const API = {
  tokenVar: 'OPS_TOKEN',
  urlVar: 'ORDERS_API_URL',
  actorVar: 'OPS_ACTOR',
  actorHeader: 'x-ops-actor',
  namespace: 'orders',
  action: 'manage',
};

const LIST_OPTIONS = [
  ['--q', 'q'],
  ['--status', 'status'],
  ['--site', 'siteId'],
  ['--limit', 'limit'],
  ['--offset', 'offset'],
] as const;

function body(command: string, args: string[]): { rest: string[]; body: Record<string, unknown> } {
  switch (command) {
    case 'ship': {
      const carrier = option(args, '--carrier');
      const tracking = option(carrier.rest, '--tracking');
      const lines = options(tracking.rest, '--line');
      if (!carrier.value || !tracking.value)
        throw new UsageError('ship needs --carrier and --tracking');
      const units: Record<string, number> = {};
      for (const line of lines.values) {
        const match = /^([^=]+)=(\d+)$/.exec(line);
        if (!match) throw new UsageError(`--line needs ITEM_ID=UNITS, got "${line}"`);
        units[match[1]!] = Number(match[2]);
      }
      return {
        rest: lines.rest,
        body: {
          carrier: carrier.value,
          trackingNumber: tracking.value,
          ...(lines.values.length ? { lines: units } : {}),
        },
      };
    }
    case 'refund': {
      const { rest, value } = option(args, '--amount');
      if (value !== undefined && !/^\d+(\.\d+)?$/.test(value))
        throw new UsageError(`--amount needs a decimal amount, got "${value}"`);
      return { rest, body: value === undefined ? {} : { amount: Number(value) } };
    }
    case 'return': {
      const { rest, on } = flag(args, '--restock');
      return { rest, body: { restock: on } };
    }
    case 'resend': {
      const { rest, value } = option(args, '--email');
      if (!value) throw new UsageError('resend needs --email KIND');
      return { rest, body: { email: value } };
    }
    default:
      return { rest: args, body: {} };
  }
}

export function cliRequest(argv: string[], env: NodeJS.ProcessEnv): CliRequest {
  const { base, headers } = operatorApi(API, env);
  const [command, ...args] = argv;
  switch (command) {
    case 'list':
      return listRequest(base, headers, args, LIST_OPTIONS);
    case 'show':
      if (!args[0]) throw new UsageError('show needs <orderNo>');
      return { method: 'GET', url: `${base}/${encodeURIComponent(args[0])}`, headers };
    case 'process':
    case 'ship':
    case 'deliver':
    case 'fulfil':
    case 'cancel':
    case 'return':
    case 'refund':
    case 'resend': {
      const keyed = option(args, '--key');
      const parsed = body(command, keyed.rest);
      const [orderNo, ...extra] = parsed.rest;
      if (!orderNo) throw new UsageError(`${command} needs <orderNo>`);
      if (extra.length) throw new UsageError(`unexpected "${extra.join(' ')}"`);
      return {
        method: 'POST',
        url: `${base}/${encodeURIComponent(orderNo)}/${command}`,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': keyed.value ?? randomUUID(),
        },
        body: JSON.stringify(parsed.body),
      };
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}
