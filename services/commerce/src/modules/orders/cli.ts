/** `npm run orders -- <command> ...`: the operator's orders from a shell (cli-request.ts). */
import { runCli } from '../../cli/operator-cli.ts';
import { cliRequest, USAGE } from './cli-request.ts';

await runCli(cliRequest, USAGE);
