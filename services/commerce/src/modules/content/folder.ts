import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import {
  CONTENT_LOCALE,
  CONTENT_LOCALE_MESSAGE,
  ENTRY_ID,
  ENTRY_ID_MESSAGE,
  validateEntry,
} from '@solo/content-model/schemas';
import { ASSET_TYPES } from './assets.ts';
import type { EntryContent, EntryKey } from './versions.ts';

/**
 * The content folder (packages/fixtures/content): `entries/<content_type_uid>/<uid>/<locale>.json`
 * holding `{ "title": ..., "body": { ... } }`, and `assets/<path>` files stored as media at
 * `content/<path>` (referenced as /images/content/<path>).
 */
export interface FolderEntry extends EntryKey, EntryContent {
  /** The file's path inside the folder, for reports: entries/page/home/de.json. */
  file: string;
}

export interface FolderAsset {
  path: string;
  contentType: string;
  data: Buffer;
  file: string;
}

export interface FolderProblem {
  file: string;
  field?: string;
  message: string;
}

export interface ContentFolder {
  entries: FolderEntry[];
  assets: FolderAsset[];
  problems: FolderProblem[];
  /** A digest of every file's path and bytes: equal digests, equal folders. */
  digest: string;
}

/** Every file under `dir`, as paths relative to `root`, sorted so a digest is stable. */
function filesUnder(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

const posix = (path: string) => path.split(sep).join('/');

function readEntry(root: string, file: string, problems: FolderProblem[]): FolderEntry | null {
  const parts = file.split('/');
  const [, contentTypeUid = '', uid = '', name = ''] = parts;
  const locale = name.replace(/\.json$/, '');
  const named = (message: string) => (problems.push({ file, message }), null);
  if (parts.length !== 4 || !name.endsWith('.json'))
    return named('expected entries/<content_type_uid>/<uid>/<locale>.json');
  if (!ENTRY_ID.test(contentTypeUid)) return named(`content type uid ${ENTRY_ID_MESSAGE}`);
  if (!ENTRY_ID.test(uid)) return named(`uid ${ENTRY_ID_MESSAGE}`);
  if (!CONTENT_LOCALE.test(locale)) return named(`locale ${CONTENT_LOCALE_MESSAGE}`);
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (err) {
    return named(`not valid JSON: ${(err as Error).message}`);
  }
  const issues = validateEntry(contentTypeUid, content);
  if (issues.length) {
    for (const i of issues) problems.push({ file, field: i.field, message: i.message });
    return null;
  }
  const { title, body } = content as EntryContent;
  return { contentTypeUid, uid, locale, title, body, file };
}

/** Reads and validates the whole folder; nothing is written anywhere. */
export function readContentFolder(root: string): ContentFolder {
  const problems: FolderProblem[] = [];
  const entries: FolderEntry[] = [];
  const assets: FolderAsset[] = [];
  const hash = createHash('sha256');
  const files = filesUnder(root, root).map(posix);
  for (const file of files) {
    const data = readFileSync(join(root, file));
    hash.update(`${file}\u0000${data.length}\u0000`).update(data);
    if (file.startsWith('entries/')) {
      const entry = readEntry(root, file, problems);
      if (entry) entries.push(entry);
    } else if (file.startsWith('assets/')) {
      const contentType = ASSET_TYPES[extname(file).toLowerCase()];
      if (contentType)
        assets.push({ path: `content/${file.slice('assets/'.length)}`, contentType, data, file });
      else
        problems.push({
          file,
          message: `not an asset type: ${Object.keys(ASSET_TYPES).join(' ')}`,
        });
    } else if (!/(^|\/)(README\.md|\.[^/]*)$/.test(file))
      problems.push({ file, message: 'expected under entries/ or assets/' });
  }
  if (files.length === 0)
    problems.push({ file: '.', message: 'the content folder is empty or missing' });
  return { entries, assets, problems, digest: hash.digest('hex') };
}
