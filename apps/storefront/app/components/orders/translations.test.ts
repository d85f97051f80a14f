import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../i18n/catalogue-checks.ts';
import { m } from './messages.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;

describe('orders translations', () => {
  checkCatalogue({
    prefix: 'orders',
    translations,
    descriptors: m,
    values: [1, 3].map((n) => ({
      n,
      orderNo: '00001001',
      email: 'robin@example.com',
      date: 'Nov 24, 2026',
      quantity: n,
      page: 1,
      pages: 2,
    })),
  });

  it('keeps the exact texts of spec 000 §5 and spec 001 §9', () => {
    expect(en[m.emailRequired.id]).toBe('Please enter your email address.');
    expect(en[m.emailInvalid.id]).toBe('Please enter a valid email address.');
    expect(
      [m.last30Days, m.last6Months, m.last12Months, m.last2Years].map((d) => en[d.id]),
    ).toEqual(['Last thirty days', 'Last six months', 'Last twelve months', 'All last two years']);
    const count = (n: number) =>
      String(new IntlMessageFormat(en[m.itemCount.id]!, 'en-US').format({ n }));
    expect([count(1), count(2)]).toEqual(['1 item', '2 items']);
  });
});
