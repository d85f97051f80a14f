import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { m } from './messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('orders messages', () => {
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
