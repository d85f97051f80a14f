/** `npm run reviews -- <command> ...`: review moderation from a shell (cli-request.ts). */
import { cliRequest, USAGE, UsageError } from './cli-request.ts';

try {
  const request = cliRequest(process.argv.slice(2), process.env);
  const res = await fetch(request.url, request);
  const text = await res.text();
  if (text) console.log(text.startsWith('{') ? JSON.stringify(JSON.parse(text), null, 2) : text);
  else console.log(`${res.status} ${res.statusText}`);
  if (!res.ok) process.exitCode = 1;
} catch (err) {
  console.error(err instanceof UsageError ? `${err.message}\n\n${USAGE}` : String(err));
  process.exitCode = 2;
}
