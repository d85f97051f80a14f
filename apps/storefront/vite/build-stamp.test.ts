import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginBuild, buildIsCurrent, endBuild, inputsHash } from './build-stamp.ts';

let root: string;
let buildDir: string;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A build as the build script runs it; like React Router's, it empties the build directory. */
const build = () => {
  beginBuild(root, buildDir);
  rmSync(buildDir, { recursive: true, force: true });
  endBuild(root, buildDir);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  buildDir = join(root, 'apps/storefront/build');
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'build/\ncompiled/\n');
  write('apps/storefront/app/root.tsx', 'export {};');
  write('packages/sites/src/index.ts', 'export const SITES = [];');
  write('package-lock.json', '{}');
  write('services/commerce/src/main.ts', '');
  execFileSync('git', ['add', '.'], { cwd: root });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('calls a build without a stamp stale, and a stamped build current', () => {
    expect(buildIsCurrent(root, buildDir)).toBe(false);
    build();
    expect(buildIsCurrent(root, buildDir)).toBe(true);
  });

  it('calls the build stale when an input changes, appears or goes', () => {
    build();
    write('apps/storefront/app/root.tsx', 'export const x = 1;');
    expect(buildIsCurrent(root, buildDir)).toBe(false);
    build();
    write('packages/sites/src/new.ts', 'export {};');
    expect(buildIsCurrent(root, buildDir)).toBe(false);
    build();
    rmSync(join(root, 'package-lock.json'));
    expect(buildIsCurrent(root, buildDir)).toBe(false);
  });

  it('ignores what is not an input: other services, ignored and generated files', () => {
    build();
    write('services/commerce/src/main.ts', 'changed');
    write('apps/storefront/app/i18n/compiled/en-US.json', '{}');
    write('e2e/cart.spec.ts', 'changed');
    expect(buildIsCurrent(root, buildDir)).toBe(true);
  });

  it('leaves the build stale when an input changed while it ran, or it failed', () => {
    beginBuild(root, buildDir);
    write('apps/storefront/app/root.tsx', 'export const during = 1;');
    endBuild(root, buildDir);
    expect(buildIsCurrent(root, buildDir)).toBe(false);
    build();
    beginBuild(root, buildDir); // a build that never ends
    expect(buildIsCurrent(root, buildDir)).toBe(false);
  });

  it('has no hash outside a git work tree, so such a build is always stale', () => {
    const bare = mkdtempSync(join(tmpdir(), 'build-stamp-nogit-'));
    try {
      expect(inputsHash(bare)).toBeNull();
      beginBuild(bare, join(bare, 'build'));
      endBuild(bare, join(bare, 'build'));
      expect(buildIsCurrent(bare, join(bare, 'build'))).toBe(false);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
