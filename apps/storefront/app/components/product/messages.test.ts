import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { productMessages } from '../../lib/product/messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

describe('product messages', () => {
  it('keep their English text in the descriptors', () => {
    expect(productMessages.comingIn.defaultMessage).toBe('Coming in {days} Days');
    expect(messagesFor('en-US')['product.inventory.comingIn']).toBe('Coming in {days} Days');
  });

  it('format numbers for the locale', () => {
    const height = messagesFor('de-DE')['product.dimensions.height']!;
    expect(new IntlMessageFormat(height, 'de-DE').format({ inches: 15.5, cm: 39.4 })).toBe(
      'Höhe: 15,5 Zoll (39,4 cm)',
    );
  });
});
