/**
 * `npm run subscriptions -- <command> ...`: the command-line front of the operator's subscription
 * API (operator.routes.ts). The token comes from OPS_TOKEN, the store from SUBSCRIPTIONS_API_URL
 * (default http://localhost:3000), the actor from OPS_ACTOR (optional). `run` places what is due
 * now, so a crontab line can drive the scheduler where SUBSCRIPTION_SCHEDULER=off.
 */
import { type CliRequest, listRequest, operatorApi, UsageError } from '../../cli/operator-cli.ts';

export const USAGE = `usage: npm run subscriptions -- <command>
  list [--customer ID_OR_EMAIL] [--status S] [--site ID] [--limit N] [--offset N]
                                       subscriptions, newest first; --customer: a customer id or
                                       part of an email; statuses: active paused canceled
  show <id>                            one subscription: product, price, card, address, runs
                                       (date, state, tries, last error, order) and its trail
  pause <id>                           no reorders until resumed
  resume <id>                          reorders again from the next date of its schedule
  cancel <id>                          final: a canceled subscription takes no change
  run                                  the scheduler once now: reminders and due orders; prints
                                       its counts (placed, declined, paused, skipped, failed)
env: OPS_TOKEN (required), SUBSCRIPTIONS_API_URL, OPS_ACTOR, COMMERCE_ORG_ID`;

export { UsageError };

const API = {
  tokenVar: 'OPS_TOKEN',
  urlVar: 'SUBSCRIPTIONS_API_URL',
  actorVar: 'OPS_ACTOR',
  actorHeader: 'x-ops-actor',
  namespace: 'subscriptions',
  action: 'manage',
};

const LIST_OPTIONS = [
  ['--customer', 'customer'],
  ['--status', 'status'],
  ['--site', 'siteId'],
  ['--limit', 'limit'],
  ['--offset', 'offset'],
] as const;

const post = (url: string, headers: Record<string, string>): CliRequest => ({
  method: 'POST',
  url,
  headers: { ...headers, 'content-type': 'application/json' },
  body: '{}',
});

export function cliRequest(argv: string[], env: NodeJS.ProcessEnv): CliRequest {
  const { base, headers } = operatorApi(API, env);
  const [command, ...args] = argv;
  switch (command) {
    case 'list':
      return listRequest(base, headers, args, LIST_OPTIONS);
    case 'show':
    case 'pause':
    case 'resume':
    case 'cancel': {
      const [id, ...extra] = args;
      if (!id) throw new UsageError(`${command} needs <id>`);
      if (extra.length) throw new UsageError(`unexpected "${extra.join(' ')}"`);
      const url = `${base}/${encodeURIComponent(id)}`;
      return command === 'show'
        ? { method: 'GET', url, headers }
        : post(`${url}/${command}`, headers);
    }
    case 'run':
      if (args.length) throw new UsageError(`unexpected "${args.join(' ')}"`);
      return post(`${base}/run`, headers);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}
