import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { ASSET_TYPES } from './assets.ts';

/**
 * `npm run content -- <command> ...`: the command-line front of the content management API. It
 * turns a command into the API request; the token comes from CONTENT_ADMIN_TOKEN, the store from
 * CONTENT_API_URL (default http://localhost:3000), the actor from CONTENT_ACTOR (optional).
 */
export const USAGE = `usage: npm run content -- <command>
  list [content_type_uid]
  get <type> <uid> <locale> [--version N]      the newest version (a draft) or version N
  put <type> <uid> <locale> <file.json>        save { "title", "body" } as a draft
  publish <type> <uid> <locale> [--version N]  publish the newest version or version N
  delete <type> <uid> <locale>                 take the entry off (its versions stay)
  versions <type> <uid> <locale>               the entry's history
  asset-put <file> <path>                      store a file at /images/content/<path>
  asset-delete <path>
env: CONTENT_ADMIN_TOKEN (required), CONTENT_API_URL, CONTENT_ACTOR`;

export interface CliRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export class UsageError extends Error {}

const API_PATH = '/content-stack/manage/v1';

/** --version N out of the arguments, and the rest. */
function versionOf(args: string[]): { rest: string[]; version?: number } {
  const at = args.indexOf('--version');
  if (at < 0) return { rest: args };
  const version = Number(args[at + 1]);
  if (!Number.isInteger(version) || version < 1) throw new UsageError('--version takes a number');
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], version };
}

const enc = (parts: string[]) => parts.map(encodeURIComponent).join('/');

export function cliRequest(
  argv: string[],
  env: NodeJS.ProcessEnv,
  read: (file: string) => Buffer = (file) => readFileSync(file),
): CliRequest {
  const token = env.CONTENT_ADMIN_TOKEN;
  if (!token) throw new UsageError('CONTENT_ADMIN_TOKEN is not set');
  const base = `${(env.CONTENT_API_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${API_PATH}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(env.CONTENT_ACTOR ? { 'x-content-actor': env.CONTENT_ACTOR } : {}),
  };
  const [command, ...args] = argv;
  const { rest, version } = versionOf(args);
  const entry = () => {
    if (rest.length < 3) throw new UsageError(`${command} needs <type> <uid> <locale>`);
    return `${base}/entries/${enc(rest.slice(0, 3))}`;
  };
  const json = (value: unknown) => ({
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  switch (command) {
    case 'list':
      return {
        method: 'GET',
        url: `${base}/entries${rest[0] ? `?contentTypeUid=${encodeURIComponent(rest[0])}` : ''}`,
        headers,
      };
    case 'get':
      return { method: 'GET', url: version ? `${entry()}/versions/${version}` : entry(), headers };
    case 'put': {
      const url = entry();
      if (!rest[3]) throw new UsageError('put needs a JSON file of { "title", "body" }');
      return { method: 'PUT', url, ...json(JSON.parse(read(rest[3]).toString('utf8'))) };
    }
    case 'publish':
      return { method: 'POST', url: `${entry()}/publish`, ...json(version ? { version } : {}) };
    case 'delete':
      return { method: 'DELETE', url: entry(), headers };
    case 'versions':
      return { method: 'GET', url: `${entry()}/versions`, headers };
    case 'asset-put': {
      const [file, path] = rest;
      if (!file || !path) throw new UsageError('asset-put needs <file> <path>');
      const type = ASSET_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      return {
        method: 'PUT',
        url: `${base}/assets/${enc(path.split('/'))}`,
        headers: { ...headers, 'content-type': type },
        body: new Uint8Array(read(file)),
      };
    }
    case 'asset-delete':
      if (!rest[0]) throw new UsageError('asset-delete needs <path>');
      return { method: 'DELETE', url: `${base}/assets/${enc(rest[0].split('/'))}`, headers };
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}
