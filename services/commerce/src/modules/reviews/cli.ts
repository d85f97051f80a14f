/** `npm run reviews -- <command> ...`: review moderation from a shell (cli-request.ts). */
import { runCli } from '../../cli/operator-cli.ts';
import { cliRequest, USAGE } from './cli-request.ts';

await runCli(cliRequest, USAGE);
