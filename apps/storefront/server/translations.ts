import { SITES } from '@solo/sites';
import { problem } from './problem.ts';
import { fileResponse, type StaticFiles } from './static.ts';

/** Every locale id any site supports, by lower-cased id (URLs may use either case). */
const LOCALE_IDS = new Map(
  SITES.flatMap((s) => s.l10n.supportedLocales).map((l) => [l.id.toLowerCase(), l.id]),
);

/**
 * The compiled message catalogue of one locale (spec 000 §7: GET under
 * /static/translations/compiled/). The URL does not change between builds, so browsers keep it a
 * day (spec 000 §9 uses 86400 s) and revalidate it by ETag after that.
 */
export async function serveTranslations(
  req: Request,
  file: string,
  dir: string,
  files: StaticFiles,
): Promise<Response> {
  const localeId = LOCALE_IDS.get(file.replace(/\.json$/, '').toLowerCase());
  if (!file.endsWith('.json') || !localeId) {
    return problem(
      404,
      'unknown-locale',
      'Unknown locale',
      `There are no translations for ${file.replace(/\.json$/, '')}.`,
    );
  }
  const compiled = await files.get(dir, `${localeId}.json`);
  if (!compiled)
    return problem(
      404,
      'translations-not-found',
      'Translations not found',
      `The ${localeId} catalogue has not been compiled.`,
    );
  return fileResponse(req, compiled, 'public, max-age=86400');
}
