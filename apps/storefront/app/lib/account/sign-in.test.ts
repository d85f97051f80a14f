import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url.ts';
import { checkSignIn } from './sign-in.ts';

describe('sign-in form rules (spec 000 §5)', () => {
  it('requires an email address of a valid form and a password', () => {
    expect(checkSignIn({})).toEqual({
      ok: false,
      errors: { email: 'emailRequired', password: 'passwordRequired' },
    });
    expect(checkSignIn({ email: '  ', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'emailRequired' },
    });
    expect(checkSignIn({ email: 'jordan@', password: '' })).toEqual({
      ok: false,
      errors: { email: 'emailInvalid', password: 'passwordRequired' },
    });
  });

  it('trims the email and keeps the password as typed', () => {
    expect(checkSignIn({ email: ' jo@example.com ', password: ' secret ' })).toEqual({
      ok: true,
      values: { email: 'jo@example.com', password: ' secret ' },
    });
  });
});

describe('return URL after sign-in', () => {
  it('keeps same-origin paths and refuses the rest', () => {
    expect(safeReturnPath('/eu/de/account?x=1#y', '/account')).toBe('/eu/de/account?x=1#y');
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil', 'account', '/a\nb', 7])
      expect(safeReturnPath(bad, '/account'), String(bad)).toBe('/account');
  });
});
