/**
 * `npm run reviews -- <command> ...`: the command-line front of the review moderation API. It
 * turns a command into the API request; the token comes from REVIEWS_ADMIN_TOKEN, the store from
 * REVIEWS_API_URL (default http://localhost:3000), the actor from REVIEWS_ACTOR (optional).
 */
import { type CliRequest, operatorApi, option, UsageError } from '../../cli/operator-cli.ts';

export const USAGE = `usage: npm run reviews -- <command>
  list [pending|approved|rejected] [--limit N]   reviews of a status, oldest first (default pending)
  show <reviewId>                                one review and its moderation history
  approve <reviewId> [--note TEXT]               publish it (it counts in the product's rating)
  reject <reviewId> [--note TEXT]                hide it (also an approved one)
env: REVIEWS_ADMIN_TOKEN (required), REVIEWS_API_URL, REVIEWS_ACTOR, COMMERCE_ORG_ID`;

export { UsageError };

const API = {
  tokenVar: 'REVIEWS_ADMIN_TOKEN',
  urlVar: 'REVIEWS_API_URL',
  actorVar: 'REVIEWS_ACTOR',
  actorHeader: 'x-reviews-actor',
  namespace: 'reviews',
  action: 'moderation',
};

export function cliRequest(argv: string[], env: NodeJS.ProcessEnv): CliRequest {
  const { base, headers } = operatorApi(API, env);
  const [command, ...args] = argv;
  switch (command) {
    case 'list': {
      const { rest, value: limit } = option(args, '--limit');
      const params = new URLSearchParams({ status: rest[0] ?? 'pending' });
      if (limit) params.set('limit', limit);
      return { method: 'GET', url: `${base}?${params}`, headers };
    }
    case 'show':
      if (!args[0]) throw new UsageError('show needs <reviewId>');
      return { method: 'GET', url: `${base}/${encodeURIComponent(args[0])}`, headers };
    case 'approve':
    case 'reject': {
      const { rest, value: note } = option(args, '--note');
      if (!rest[0]) throw new UsageError(`${command} needs <reviewId>`);
      return {
        method: 'POST',
        url: `${base}/${encodeURIComponent(rest[0])}/${command}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(note === undefined ? {} : { note }),
      };
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}
