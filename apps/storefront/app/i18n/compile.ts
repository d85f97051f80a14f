/**
 * Compiles the message files into one complete catalogue per supported locale id
 * (app/i18n/compiled/<locale-id>.json), each message pre-parsed into the FormatJS AST: the browser
 * then needs no ICU parser (vite.config.ts ships the parser-less build). Run by `npm run build`
 * and `npm run i18n:compile`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { SITES } from '@solo/sites';
import {
  fallbackChain,
  mergeCatalogues,
  missingIds,
  SOURCE_LOCALE,
  type FlatMessages,
} from './catalogue.ts';

const here = import.meta.dirname;
const messagesDir = join(here, 'messages');
const compiledDir = join(here, 'compiled');
// Each UI area keeps its strings next to its components (components/<area>/translations.ts, or
// components/<area>/<part>/translations.ts, exporting `translations`); they are merged here,
// under the message files' own entries.
const componentsDir = join(here, '../components');
const areaTranslationFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => basename(file) === 'translations.ts')
  .sort()
  .map((file) => join(componentsDir, file));

async function loadSources(): Promise<Record<string, FlatMessages>> {
  const sources: Record<string, FlatMessages> = {};
  for (const file of readdirSync(messagesDir).filter((f) => f.endsWith('.json'))) {
    sources[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(messagesDir, file), 'utf8'),
    ) as FlatMessages;
  }
  for (const file of areaTranslationFiles) {
    const mod = (await import(pathToFileURL(file).href)) as {
      translations: Record<string, FlatMessages>;
    };
    for (const [locale, messages] of Object.entries(mod.translations)) {
      sources[locale] = { ...messages, ...sources[locale] };
    }
  }
  return sources;
}

const sources = await loadSources();
const source = sources[SOURCE_LOCALE];
if (!source) throw new Error(`messages/${SOURCE_LOCALE}.json is missing`);
for (const [locale, messages] of Object.entries(sources)) {
  const missing = missingIds(source, messages);
  if (locale !== SOURCE_LOCALE && missing.length) {
    console.warn(
      `i18n: ${locale} lacks ${missing.length} message(s), en-US used: ${missing.join(', ')}`,
    );
  }
}

rmSync(compiledDir, { recursive: true, force: true });
mkdirSync(compiledDir, { recursive: true });
const available = new Set(Object.keys(sources));
const localeIds = new Set([
  SOURCE_LOCALE,
  ...SITES.flatMap((s) => s.l10n.supportedLocales.map((l) => l.id)),
]);
for (const localeId of localeIds) {
  const merged = mergeCatalogues(fallbackChain(localeId, available), sources);
  const compiled = Object.fromEntries(
    Object.entries(merged).map(([id, message]) => [id, parse(message)]),
  );
  writeFileSync(join(compiledDir, `${localeId}.json`), JSON.stringify(compiled));
}
console.log(`i18n: compiled ${localeIds.size} catalogues into ${compiledDir}`);
