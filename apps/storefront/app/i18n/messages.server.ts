import { SOURCE_LOCALE } from './catalogue.ts';
import type { CompiledMessages } from './intl.tsx';

/** The compiled catalogues, one chunk each, loaded on first use (server only). */
const catalogues = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });
/** Loaded catalogues by locale: a dynamic import still resolves its path on every call. */
const loaded = new Map<string, CompiledMessages>();

/**
 * The compiled catalogue of a locale for the root loader, which sends only this one to the
 * browser. Spec 000 §8: a catalogue that cannot be loaded is logged and en-US is used, then none.
 */
export async function loadMessages(
  localeId: string,
  log: { error(obj: object, msg?: string): void },
): Promise<CompiledMessages> {
  for (const id of [localeId, SOURCE_LOCALE]) {
    const load = catalogues[`./compiled/${id}.json`];
    if (!load) {
      log.error({ locale: id }, 'translation catalogue missing; run npm run i18n:compile');
      continue;
    }
    try {
      const messages = loaded.get(id) ?? (await load());
      loaded.set(id, messages);
      return messages;
    } catch (err) {
      log.error({ err, locale: id }, 'translation catalogue failed to load');
    }
  }
  return {};
}
