/**
 * Whether the storefront's build is current, so `npm run test:e2e` builds only when it is not.
 * The stamp is a SHA-256 over the path and content of every build input (the storefront, the
 * workspace packages it bundles, the lockfile) as git lists them: tracked and untracked files,
 * never ignored ones, so the build output and the generated catalogues are left out. Contents,
 * not mtimes: a checkout, merge or typegen that rewrites a file unchanged costs no build.
 *
 * `begin` (before the build) drops the stamp and remembers the inputs as they are then; `end`
 * (after it succeeded) stamps the build with them: an edit made during the build, or a failed
 * build, leaves the build stale. `check` exits 0 only when the stamp matches the inputs now.
 * Without git the inputs cannot be listed and the build is always stale.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Build inputs, relative to the repository root. */
export const BUILD_INPUTS = ['apps/storefront', 'packages', 'package-lock.json'];

/** The hash of the inputs under `root`, or null when git cannot list them. */
export function inputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string | null {
  let listed: string;
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const path of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    const file = join(root, path);
    // A tracked file deleted in the work tree is listed but has no content.
    const content = existsSync(file) ? readFileSync(file) : Buffer.from('(deleted)');
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * The stamp lives in the build directory, so removing the build removes it; the inputs seen at
 * the start wait outside it, since the build empties that directory.
 */
const stampPath = (buildDir: string) => join(buildDir, '.inputs-sha256');
const pendingPath = (root: string) =>
  join(root, 'node_modules', '.cache', 'storefront-build-inputs');

/** Before a build: the build is stale until `endBuild`; remembers the inputs as they are now. */
export function beginBuild(root: string, buildDir: string): void {
  rmSync(stampPath(buildDir), { force: true });
  rmSync(pendingPath(root), { force: true });
  const hash = inputsHash(root);
  if (!hash) return;
  mkdirSync(dirname(pendingPath(root)), { recursive: true });
  writeFileSync(pendingPath(root), hash);
}

/** After a successful build: stamps it with the inputs `beginBuild` saw. */
export function endBuild(root: string, buildDir: string): void {
  if (!existsSync(pendingPath(root))) return;
  mkdirSync(buildDir, { recursive: true });
  renameSync(pendingPath(root), stampPath(buildDir));
}

/** Whether the build in `buildDir` was made from the inputs as they are now. */
export function buildIsCurrent(root: string, buildDir: string): boolean {
  if (!existsSync(stampPath(buildDir))) return false;
  const hash = inputsHash(root);
  return hash !== null && readFileSync(stampPath(buildDir), 'utf8') === hash;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const storefront = dirname(dirname(fileURLToPath(import.meta.url)));
  const root = dirname(dirname(storefront));
  const buildDir = join(storefront, 'build');
  const command = process.argv[2];
  if (command === 'begin') beginBuild(root, buildDir);
  else if (command === 'end') endBuild(root, buildDir);
  else if (command === 'check') {
    const current = buildIsCurrent(root, buildDir);
    console.log(current ? 'build: current, not rebuilt' : 'build: stale or missing, building');
    process.exit(current ? 0 : 1);
  } else {
    console.error('usage: build-stamp.ts begin | end | check');
    process.exit(2);
  }
}
