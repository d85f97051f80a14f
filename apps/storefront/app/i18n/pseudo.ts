/**
 * The pseudo-locale (docs/decisions/pseudo-locale.md): English with every letter accented, each
 * message in brackets and about 30 % longer, so a page shows at a glance which texts bypass the
 * catalogue (they stay plain) and which layouts clip longer languages (the brackets go missing).
 * Built from the compiled English catalogue; arguments, plural `#` and tags are left alone.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './intl.tsx';

/** A locale id no site sells in: it only chooses messages (spec 000 §5's two parts). */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

/** Share of extra length: translations run up to a third longer than English. */
const GROWTH = 0.3;

export const accent = (text: string): string => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c]!);

/** Letters of the literal text a message shows, to size its padding. */
function literalLength(elements: readonly MessageFormatElement[]): number {
  let n = 0;
  for (const el of elements) {
    if (el.type === TYPE.literal) n += el.value.length;
    else if (el.type === TYPE.tag) n += literalLength(el.children);
    else if (el.type === TYPE.plural || el.type === TYPE.select)
      n += Math.max(0, ...Object.values(el.options).map((o) => literalLength(o.value)));
  }
  return n;
}

function accentElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.tag) return { ...el, children: accentElements(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, o]) => [
          key,
          { ...o, value: accentElements(o.value) },
        ]),
      );
      return { ...el, options };
    }
    return el;
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/** One message in the pseudo-locale: `[Åððéð ţö çåŕţ ~~~~]`. */
export function pseudoMessage(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  const padding = '~'.repeat(Math.ceil(literalLength(elements) * GROWTH));
  return [literal('['), ...accentElements(elements), literal(`${padding ? ' ' : ''}${padding}]`)];
}

export function pseudoCatalogue(english: CompiledMessages): CompiledMessages {
  return Object.fromEntries(Object.entries(english).map(([id, ast]) => [id, pseudoMessage(ast)]));
}

/** The cookie that asks for the pseudo-locale where it is enabled (PSEUDO_LOCALE). */
export const PSEUDO_LOCALE_COOKIE = 'pseudo_locale';

/**
 * The locale whose messages a page shows: the pseudo-locale when it is enabled and the request
 * carries `pseudo_locale=on`, else the page's own. Numbers, dates and currencies keep following
 * the page's locale either way.
 */
export function messagesLocale(
  localeId: string,
  cookieHeader: string | null,
  enabled: boolean | undefined,
): string {
  if (!enabled || !cookieHeader) return localeId;
  const on = cookieHeader.split(';').some((part) => part.trim() === `${PSEUDO_LOCALE_COOKIE}=on`);
  return on ? PSEUDO_LOCALE : localeId;
}
