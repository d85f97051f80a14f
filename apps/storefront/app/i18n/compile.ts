/**
 * Compiles the catalogues under lang/ with `formatjs compile --ast` (each message pre-parsed, so
 * the browser needs no ICU parser: vite.config.ts ships the parser-less build) into one complete
 * file per catalogue, each on top of the ones it falls back to (fr-CA on fr on en):
 * compiled/<catalogue>.<content hash>.json, served for a year under /static/translations/compiled/,
 * and compiled/manifest.json naming them. Run by `npm run build` and `npm run i18n:compile`, after
 * `npm run i18n:extract` has written lang/en.json from the descriptors.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { catalogueChain, mergeCatalogues, missingIds, SOURCE_CATALOGUE } from './catalogue.ts';
import type { CompiledMessages } from './intl.tsx';
import { PSEUDO_LOCALE, pseudoCatalogue } from './pseudo.ts';

const here = import.meta.dirname;
const langDir = join(here, 'lang');
const compiledDir = join(here, 'compiled');
const formatjs = join(
  createRequire(import.meta.url).resolve('@formatjs/cli/package.json'),
  '../bin/formatjs',
);

/** `formatjs compile --ast` of one file: lang/en.json is extract's format, the others `simple`. */
function compileFile(name: string): CompiledMessages {
  const args = ['compile', join(langDir, `${name}.json`), '--ast'];
  if (name !== SOURCE_CATALOGUE) args.push('--format', 'simple');
  const out = execFileSync(process.execPath, [formatjs, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as CompiledMessages;
}

const names = readdirSync(langDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const compiled = Object.fromEntries(names.map((name) => [name, compileFile(name)]));
const source = compiled[SOURCE_CATALOGUE];
if (!source) throw new Error(`lang/${SOURCE_CATALOGUE}.json is missing; run npm run i18n:extract`);

rmSync(compiledDir, { recursive: true, force: true });
mkdirSync(compiledDir, { recursive: true });
const manifest: Record<string, string> = {};
// The pseudo-locale (pseudo.ts) is made from English, so it always has every message.
const pseudo = pseudoCatalogue(source);
for (const name of [...names, PSEUDO_LOCALE]) {
  const merged = name === PSEUDO_LOCALE ? pseudo : mergeCatalogues(catalogueChain(name), compiled);
  const extra = missingIds(merged, source);
  if (extra.length)
    console.warn(`i18n: ${name} has ids no descriptor defines: ${extra.join(', ')}`);
  const missing = missingIds(source, merged);
  if (missing.length)
    console.warn(`i18n: ${name} lacks ${missing.length} message(s), English used`);
  const ordered = Object.fromEntries(Object.keys(source).map((id) => [id, merged[id]!]));
  const json = JSON.stringify(ordered);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  manifest[name] = `${name}.${hash}.json`;
  writeFileSync(join(compiledDir, manifest[name]), json);
}
writeFileSync(join(compiledDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`i18n: compiled ${names.length + 1} catalogues into ${compiledDir}`);
