import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/testing.ts';
import { m } from './messages.ts';

describe('account payments messages', () => {
  it('keeps the brand names untranslated', () => {
    for (const locale of ['en-US', 'fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'])
      expect(messagesFor(locale)[m.paypalName.id]).toBe('PayPal');
  });
});
