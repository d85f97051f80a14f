/**
 * Which stored translation a locale reads (docs/decisions.md "Locale fallback for catalog text"):
 * the locale itself, then another locale of the same language — the language's own country first
 * (fr-BE reads fr-FR, then fr-CA; de-AT reads de-DE) — then the base text. Each field falls back
 * on its own, so an untranslated long description shows the base text beside a translated name.
 */
export function localeChain(locale: string, available: Iterable<string>): string[] {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0] ?? wanted;
  const keys = [...available];
  const exact = keys.filter((k) => k.toLowerCase() === wanted);
  const home = `${language}-${language}`;
  const sameLanguage = keys
    .filter((k) => k.toLowerCase() !== wanted && k.toLowerCase().split('-')[0] === language)
    .sort((a, b) => {
      const rank = (k: string) => (k.toLowerCase() === home ? 0 : 1);
      return rank(a) - rank(b) || a.localeCompare(b);
    });
  return [...exact, ...sameLanguage];
}

/** `base` with each of `fields` replaced by its translation for `locale`, when one exists. */
export function localize<T extends object, K extends keyof T & string>(
  base: T,
  localized: Record<string, Partial<Record<K, unknown>>>,
  locale: string,
  fields: readonly K[],
): T {
  const chain = localeChain(locale, Object.keys(localized));
  if (chain.length === 0) return base;
  const out = { ...base };
  for (const field of fields) {
    for (const key of chain) {
      const value = localized[key]?.[field];
      if (typeof value === 'string' && value !== '') {
        (out as Record<string, unknown>)[field] = value;
        break;
      }
    }
  }
  return out;
}

/**
 * The name of a variation attribute, an option or one of their values in `locale`: its
 * translation by the same fallback, else its own name.
 */
export const localizedName = (
  x: { name: string; localized?: Record<string, Partial<Record<'name', unknown>>> },
  locale: string,
): string => localize({ name: x.name }, x.localized ?? {}, locale, ['name']).name;
