import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl as createReactIntl } from 'react-intl';
import { SITES } from '@solo/sites';
import { describe, expect, it } from 'vitest';
import { createIntl, IntlProvider, useIntl } from './lite-intl.tsx';
import { messagesFor } from './testing.ts';

const LOCALES = [...new Set(SITES.flatMap((site) => site.l10n.supportedLocales.map((l) => l.id)))];
const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1234.5];

/** The names of a message's arguments, and which of them it counts (plural or number). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, boolean>()) {
  for (const el of elements) {
    if ('value' in el && el.type !== TYPE.literal && typeof el.value === 'string')
      into.set(
        el.value,
        (into.get(el.value) ?? false) || el.type === TYPE.number || el.type === TYPE.plural,
      );
    if ('options' in el)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('lite-intl formats every message of every locale as react-intl does', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      const texts = messagesFor(locale);
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([id, text]) => [id, parse(text)]),
      );
      const real = createReactIntl({ locale, messages: texts });
      const lite = createIntl({ locale, messages: compiled });
      let checked = 0;
      for (const [id, ast] of Object.entries(compiled)) {
        const args = [...argumentsOf(ast)];
        for (const n of args.some(([, counted]) => counted) ? NUMBERS : [0]) {
          const values = Object.fromEntries(
            args.map(([name, counted]) => [name, counted ? n : `«${name}»`]),
          );
          expect(lite.formatMessage({ id }, values), `${locale} ${id} ${n}`).toBe(
            real.formatMessage({ id }, values),
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }
});

describe('lite-intl', () => {
  const messages = {
    greet: parse('Hello {name}!'),
    items: parse('{count, plural, =0 {none} one {# item} other {# items}}'),
  };
  const intl = createIntl({ locale: 'de-DE', messages });

  it('formats numbers, dates and lists as Intl does', () => {
    expect(intl.formatNumber(1234.5)).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    expect(intl.formatDate('2026-03-01T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '1. März 2026',
    );
    expect(intl.formatList(['a', 'b', 'c'], { type: 'disjunction' })).toBe('a, b oder c');
  });

  it('keeps rich values as React children', () => {
    const parts = intl.formatMessage({ id: 'greet' }, { name: <b key="name">Sam</b> });
    expect(renderToStaticMarkup(<>{parts}</>)).toBe('Hello <b>Sam</b>!');
    const list = intl.formatList([<i key="a">a</i>, <i key="b">b</i>], { type: 'conjunction' });
    expect(renderToStaticMarkup(<>{list}</>)).toBe('<i>a</i> und <i>b</i>');
  });

  it('reports a missing message and shows its id, or a missing value, never a wrong text', () => {
    const errors: string[] = [];
    const strict = createIntl({ locale: 'en', messages, onError: (e) => errors.push(e.code) });
    expect(strict.formatMessage({ id: 'nope' })).toBe('nope');
    expect(strict.formatMessage({ id: 'greet' })).toBe('greet');
    expect(errors).toEqual(['MISSING_TRANSLATION', 'FORMAT_ERROR']);
  });

  it('provides one intl to the tree', () => {
    function Greeting() {
      return <p>{useIntl().formatMessage({ id: 'items' }, { count: 0 })}</p>;
    }
    expect(
      renderToStaticMarkup(
        <IntlProvider locale="en" messages={messages}>
          <Greeting />
        </IntlProvider>,
      ),
    ).toBe('<p>none</p>');
  });
});
