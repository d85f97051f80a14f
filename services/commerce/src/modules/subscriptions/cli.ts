/** `npm run subscriptions -- <command> ...`: the operator's subscriptions from a shell. */
import { runCli } from '../../cli/operator-cli.ts';
import { cliRequest, USAGE } from './cli-request.ts';

await runCli(cliRequest, USAGE);
