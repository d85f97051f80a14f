/**
 * The `form` blocks of a page, resolved on the server: each block's `jotform_form` names a
 * `form_definition` entry (docs/decisions/first-party-forms.md), read in the page language. A
 * block whose definition is missing or unusable renders nothing (spec 000 §8), logged once.
 */
import type { FormDefinitionEntry, FormEntry } from '@solo/content-model';
import type { Locale } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { FORM_BLOCK, FORM_DEFINITION_TYPE, formViewOf, type FormView } from './forms.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;
type Section = { uid: string; _content_type_uid: string };

/** The form of `key` in the page language, or null. */
export async function loadFormView(
  services: Services,
  locale: Locale,
  key: string,
): Promise<FormView | null> {
  const entry = await services.api.getEntryById<FormDefinitionEntry>(FORM_DEFINITION_TYPE, key, {
    locale: locale.id,
  });
  return formViewOf(key, entry);
}

/** The views of a page's form blocks by block uid. */
export async function resolveFormBlocks(
  services: Services,
  locale: Locale,
  sections: readonly Section[],
): Promise<Record<string, FormView>> {
  const blocks = sections.filter((s) => s._content_type_uid === FORM_BLOCK);
  const resolved = await Promise.all(
    blocks.map(async (section) => {
      const key = (section as unknown as Partial<FormEntry>).jotform_form;
      const view =
        typeof key === 'string' && key ? await loadFormView(services, locale, key) : null;
      if (!view) services.log.warn({ uid: section.uid, form: key }, 'form block skipped');
      return view ? ([section.uid, view] as const) : null;
    }),
  );
  return Object.fromEntries(resolved.filter((r) => r !== null));
}
