import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('account messages', () => {
  it('keeps the spec texts verbatim in English (spec 000 §4, §5, §8)', () => {
    expect(en['account.error.emailRequired']).toBe('Please enter your email address.');
    expect(en['account.error.emailInvalid']).toBe('Please enter a valid email address.');
    expect(en['account.error.passwordRequired']).toBe('Please enter your password.');
    expect(en['account.error.invalidCredentials']).toBe(
      'Sorry, please check your login and password.',
    );
    expect(en['account.error.passwordResetRequired']).toBe(
      'Welcome to our new site! Please reset your password to continue enjoying your account.',
    );
    expect(en['account.password.show']).toBe('Show password');
    expect(en['account.password.hide']).toBe('Hide password');
  });
});
