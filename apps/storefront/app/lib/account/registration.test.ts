import { describe, expect, it } from 'vitest';
import { checkRegistration } from './registration.ts';

describe('registration form rules', () => {
  it('names every field at fault and every password rule broken', () => {
    expect(checkRegistration({ email: '', password: 'abc' })).toEqual({
      ok: false,
      errors: {
        firstName: 'firstNameRequired',
        lastName: 'lastNameRequired',
        email: 'emailRequired',
        password: ['minLength', 'uppercase', 'digit', 'special'],
      },
    });
    expect(
      checkRegistration({
        firstName: 'x'.repeat(257),
        lastName: 'Lee',
        email: 'jo@',
        password: 'Campfire#2024',
      }),
    ).toEqual({ ok: false, errors: { firstName: 'nameTooLong', email: 'emailInvalid' } });
  });

  it('builds the registerCustomer body with the email as login', () => {
    expect(
      checkRegistration({
        firstName: ' Jo ',
        lastName: 'Lee',
        email: ' jo@example.com ',
        password: 'Campfire#2024',
      }),
    ).toEqual({
      ok: true,
      body: {
        customer: {
          login: 'jo@example.com',
          email: 'jo@example.com',
          firstName: 'Jo',
          lastName: 'Lee',
        },
        password: 'Campfire#2024',
      },
    });
  });
});
