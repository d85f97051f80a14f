/**
 * What every operator command line (`npm run reviews`, `npm run orders`, `npm run subscriptions`)
 * shares: the token, store and actor from the environment, `--name value` options, and running
 * the one request a command becomes, printing the answer (exit 1 on an error answer, 2 on a
 * usage error).
 */
export interface CliRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export class UsageError extends Error {}

/** `--name value` out of the arguments (the last one when repeated), and the rest. */
export function option(args: string[], name: string): { rest: string[]; value?: string } {
  const { rest, values } = options(args, name);
  const value = values.at(-1);
  return value === undefined ? { rest } : { rest, value };
}

/** Every `--name value` out of the arguments, in order, and the rest. */
export function options(args: string[], name: string): { rest: string[]; values: string[] } {
  const rest: string[] = [];
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== name) {
      rest.push(args[i]!);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    values.push(value);
    i++;
  }
  return { rest, values };
}

/**
 * A list command: each `--option value` of `known` ([option, query parameter] pairs) as the
 * query of a GET of `base`; anything else is a usage error.
 */
export function listRequest(
  base: string,
  headers: Record<string, string>,
  args: string[],
  known: ReadonlyArray<readonly [string, string]>,
): CliRequest {
  const params = new URLSearchParams();
  let rest = args;
  for (const [name, param] of known) {
    const found = option(rest, name);
    rest = found.rest;
    if (found.value !== undefined) params.set(param, found.value);
  }
  if (rest.length) throw new UsageError(`unexpected "${rest.join(' ')}"`);
  return { method: 'GET', url: params.size ? `${base}?${params}` : base, headers };
}

/** A bare `--name` switch out of the arguments, and the rest. */
export function flag(args: string[], name: string): { rest: string[]; on: boolean } {
  const rest = args.filter((a) => a !== name);
  return { rest, on: rest.length !== args.length };
}

export interface OperatorApi {
  /** The environment variable holding the bearer token. */
  tokenVar: string;
  /** The environment variable naming the store's origin (default http://localhost:3000). */
  urlVar: string;
  /** The environment variable naming who acts, and the header that carries it. */
  actorVar: string;
  actorHeader: string;
  /** `{namespace}/v1/.../{action}` of the custom API. */
  namespace: string;
  action: string;
}

/** The API's base URL and the headers every request carries. */
export function operatorApi(
  api: OperatorApi,
  env: NodeJS.ProcessEnv,
): { base: string; headers: Record<string, string> } {
  const token = env[api.tokenVar];
  if (!token) throw new UsageError(`${api.tokenVar} is not set`);
  const org = env.COMMERCE_ORG_ID ?? 'f_ecom_solo_001';
  const origin = (env[api.urlVar] ?? 'http://localhost:3000').replace(/\/$/, '');
  const actor = env[api.actorVar];
  return {
    base: `${origin}/mobify/proxy/api/custom/${api.namespace}/v1/organizations/${encodeURIComponent(org)}/${api.action}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(actor ? { [api.actorHeader]: actor } : {}),
    },
  };
}

/** Runs the command's request and prints the answer. */
export async function runCli(
  build: (argv: string[], env: NodeJS.ProcessEnv) => CliRequest,
  usage: string,
): Promise<void> {
  try {
    const request = build(process.argv.slice(2), process.env);
    const res = await fetch(request.url, request);
    const text = await res.text();
    if (text) console.log(text.startsWith('{') ? JSON.stringify(JSON.parse(text), null, 2) : text);
    else console.log(`${res.status} ${res.statusText}`);
    if (!res.ok) process.exitCode = 1;
  } catch (err) {
    console.error(err instanceof UsageError ? `${err.message}\n\n${usage}` : String(err));
    process.exitCode = 2;
  }
}
