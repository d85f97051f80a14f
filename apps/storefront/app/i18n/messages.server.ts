import { catalogueFor, SOURCE_CATALOGUE } from './catalogue.ts';
import { CATALOGUE_PATH, catalogueMessages, rememberCatalogue } from './catalogues.ts';
import type { CompiledMessages } from './intl.tsx';

/** The compiled catalogues (compile.ts), one chunk each, loaded on first use (server only). */
const files = import.meta.glob<CompiledMessages>('./compiled/*.*.json', { import: 'default' });
const manifests = import.meta.glob<Record<string, string>>('./compiled/manifest.json', {
  import: 'default',
  eager: true,
});
const manifest: Record<string, string> = manifests['./compiled/manifest.json'] ?? {};
const available = new Set(Object.keys(manifest));

/** The URL of the catalogue a locale reads (fr-BE → fr), content-hashed so it is cached for good. */
export function catalogueUrl(localeId: string): string | undefined {
  const file = manifest[catalogueFor(localeId, available)];
  return file && `${CATALOGUE_PATH}${file}`;
}

/**
 * Loads the catalogue of a locale into this process for server rendering and answers its URL,
 * which is all the page's loader data carries. Spec 000 §8: a catalogue that cannot be loaded is
 * logged and English is used, then none.
 */
export async function loadMessages(
  localeId: string,
  log: { error(obj: object, msg?: string): void },
): Promise<string | undefined> {
  for (const id of [localeId, SOURCE_CATALOGUE]) {
    const url = catalogueUrl(id);
    const load = url && files[`./compiled/${url.slice(CATALOGUE_PATH.length)}`];
    if (!url || !load) {
      log.error({ locale: id }, 'translation catalogue missing; run npm run i18n:compile');
      continue;
    }
    if (Object.keys(catalogueMessages(url)).length) return url;
    try {
      rememberCatalogue(url, await load());
      return url;
    } catch (err) {
      log.error({ err, locale: id }, 'translation catalogue failed to load');
    }
  }
  return undefined;
}

/** The compiled messages of a locale, for server code that formats outside a page. */
export async function serverMessages(
  localeId: string,
  log: { error(obj: object, msg?: string): void },
): Promise<CompiledMessages> {
  return catalogueMessages(await loadMessages(localeId, log));
}
