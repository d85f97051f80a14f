import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { accent, messagesLocale, pseudoCatalogue, pseudoMessage } from './pseudo.ts';

const render = (source: string, values?: Record<string, unknown>) =>
  new IntlMessageFormat(pseudoMessage(parse(source)), 'en-US').format(values) as string;

describe('pseudo-locale', () => {
  it('accents every letter, brackets the message and makes it about 30 % longer', () => {
    const text = render('Add to Cart');
    expect(text).toBe('[Åðð ţö Çåŕţ ~~~~]');
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Add to Cart'.length * 1.3));
  });

  it('leaves arguments, plural counts and tags working', () => {
    expect(render('Hi, {name}', { name: 'Ann' })).toBe('[Ĥî, Ann ~~]');
    expect(render('{n, plural, one {# item} other {# items}}', { n: 3 })).toBe('[3 îţéɱš ~~]');
    expect(render('Read <b>this</b>', { b: (chunks: string[]) => `*${chunks.join('')}*` })).toBe(
      '[Ŕéåð *ţĥîš* ~~~]',
    );
  });

  it('turns a whole catalogue and keeps digits and punctuation', () => {
    expect(accent('Order #12, 50%!')).toBe('Öŕðéŕ #12, 50%!');
    const out = pseudoCatalogue({ a: parse('OK'), b: parse('{x}') });
    expect(Object.keys(out)).toEqual(['a', 'b']);
    expect(new IntlMessageFormat(out.b!, 'en').format({ x: 'X' })).toBe('[X]');
  });
});

describe('messagesLocale', () => {
  it('chooses the pseudo-locale only where it is enabled and asked for', () => {
    expect(messagesLocale('de-DE', 'a=1; pseudo_locale=on', true)).toBe('en-XA');
    expect(messagesLocale('de-DE', 'pseudo_locale=on', false)).toBe('de-DE');
    expect(messagesLocale('de-DE', 'pseudo_locale=on', undefined)).toBe('de-DE');
    expect(messagesLocale('de-DE', 'pseudo_locale=off', true)).toBe('de-DE');
    expect(messagesLocale('de-DE', 'xpseudo_locale=on', true)).toBe('de-DE');
    expect(messagesLocale('de-DE', null, true)).toBe('de-DE');
  });
});
