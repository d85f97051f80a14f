import { SITES } from '@solo/sites';
import { catalogueFor } from '../app/i18n/catalogue.ts';
import { problem } from './problem.ts';
import { fileResponse, type StaticFiles } from './static.ts';

/** Every locale id any site supports, by lower-cased id (URLs may use either case). */
const LOCALE_IDS = new Map(
  SITES.flatMap((s) => s.l10n.supportedLocales).map((l) => [l.id.toLowerCase(), l.id]),
);

/** A compiled catalogue's own file: `<catalogue>.<content hash>.json` (app/i18n/compile.ts). */
const HASHED = /^[a-z]{2,3}(?:-[A-Z]{2})?\.[0-9a-f]{10}\.json$/;

/**
 * Compiled message catalogues (spec 000 §7: GET under /static/translations/compiled/). A
 * catalogue's own file has its content hash in its name and is cached for a year; the name of a
 * locale (`fr-BE.json`) answers the catalogue it reads (fr), kept a day (spec 000 §9 uses 86400 s)
 * and revalidated by ETag after that.
 */
export async function serveTranslations(
  req: Request,
  file: string,
  dir: string,
  files: StaticFiles,
): Promise<Response> {
  if (HASHED.test(file)) {
    const compiled = await files.get(dir, file);
    if (compiled) return fileResponse(req, compiled, 'public, max-age=31536000, immutable');
    return problem(404, 'translations-not-found', 'Translations not found', `No ${file}.`);
  }
  const localeId = LOCALE_IDS.get(file.replace(/\.json$/, '').toLowerCase());
  if (!file.endsWith('.json') || !localeId) {
    return problem(
      404,
      'unknown-locale',
      'Unknown locale',
      `There are no translations for ${file.replace(/\.json$/, '')}.`,
    );
  }
  const manifest = await files.get(dir, 'manifest.json');
  const names = manifest
    ? (JSON.parse(manifest.body.toString('utf8')) as Record<string, string>)
    : {};
  const own = names[catalogueFor(localeId, new Set(Object.keys(names)))];
  const compiled = own && (await files.get(dir, own));
  if (!compiled)
    return problem(
      404,
      'translations-not-found',
      'Translations not found',
      `The ${localeId} catalogue has not been compiled.`,
    );
  return fileResponse(req, compiled, 'public, max-age=86400');
}
