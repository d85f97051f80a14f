import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('shell messages', () => {
  it('keeps the spec texts verbatim in English', () => {
    expect(en['shell.offline']).toBe("You're currently browsing in offline mode");
    expect(en['shell.cart.empty']).toBe('Your cart is empty.');
    expect(en['shell.locale.invalid']).toBe('Invalid locale format');
  });
});
