import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-checks.ts';
import { CATALOGUES, type ExtractedCatalogue } from './testing.ts';

const source = CATALOGUES.en!;
/** A regional file whose language has its own (fr-CA on fr) holds only what differs. */
const isVariant = (name: string) => name.includes('-') && name.split('-')[0]! in CATALOGUES;
const languages = Object.keys(CATALOGUES).filter((name) => !isVariant(name) && name !== 'en');
const variants = Object.keys(CATALOGUES).filter(isVariant);

describe('message catalogues', () => {
  it('lang/en.json is what formatjs extracts from the descriptors', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    const app = join(import.meta.dirname, '../..');
    execFileSync(
      process.execPath,
      [
        join(import.meta.dirname, '../../../../node_modules/@formatjs/cli/bin/formatjs'),
        'extract',
        'app/**/*.{ts,tsx}',
        '--ignore',
        'app/**/*.test.{ts,tsx}',
        '--ignore',
        'app/**/test-support.tsx',
        '--out-file',
        out,
        '--throws',
      ],
      { cwd: app, stdio: 'pipe' },
    );
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as ExtractedCatalogue;
    expect(extracted, 'run npm run i18n:extract').toEqual(
      JSON.parse(readFileSync(join(import.meta.dirname, 'lang/en.json'), 'utf8')),
    );
    for (const [id, { description }] of Object.entries(extracted)) {
      expect(description, `${id} has a description for translators`).toBeTruthy();
      // Every descriptor names its id (area.key): a missing one would be a generated hash.
      expect(id).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/);
    }
  });

  it.each(languages)('%s has every message, with the same ICU arguments', (language) => {
    expect(catalogueProblems(source, CATALOGUES[language]!, { complete: true })).toEqual([]);
  });

  it.each(variants)('%s differs from its language only in sound messages', (variant) => {
    expect(catalogueProblems(source, CATALOGUES[variant]!, { complete: false })).toEqual([]);
  });

  it('finds a missing message, a renamed argument, a lost plural and an unknown id', () => {
    const en = { a: 'Hello {name}', b: '{n, plural, one {# item} other {# items}}', c: 'Hi' };
    expect(
      catalogueProblems(en, { a: 'Bonjour {nom}', b: '{n} articles', z: 'x' }, { complete: true }),
    ).toEqual([
      'z: no descriptor defines it',
      'a: arguments nom ≠ name',
      'b: arguments n ≠ n:plural',
      'c: missing',
    ]);
  });
});
