import { describe, expect, it } from 'vitest';
import {
  failedPasswordRules,
  normalizeLogin,
  passwordSchema,
  registrationSchema,
} from './rules.ts';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(failedPasswordRules('Campfire#2024')).toEqual([]);
    expect(passwordSchema.safeParse('Ölfeuer-2024').success).toBe(true);
  });

  it('names every rule a password breaks, in order', () => {
    expect(failedPasswordRules('abc')).toEqual(['minLength', 'uppercase', 'digit', 'special']);
    expect(failedPasswordRules('ABCDEFGH1!')).toEqual(['lowercase']);
    expect(failedPasswordRules('Abcdefgh!')).toEqual(['digit']);
    expect(failedPasswordRules('Abcdefg1 ')).toEqual(['special']);
    expect(failedPasswordRules(`Aa1!${'x'.repeat(4093)}`)).toEqual(['maxLength']);
  });

  it('reports each broken rule as a zod issue carrying its id', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((i) => [i.message, (i as { params?: unknown }).params]),
    ).toEqual([
      ['must be at least 8 characters', { rule: 'minLength' }],
      ['must contain an uppercase letter', { rule: 'uppercase' }],
      ['must contain a number', { rule: 'digit' }],
      ['must contain a special character', { rule: 'special' }],
    ]);
  });
});

describe('registration', () => {
  const valid = {
    customer: {
      login: ' Jo@Example.com ',
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Lee',
    },
    password: 'Campfire#2024',
  };

  it('trims emails and names and drops unknown customer fields', () => {
    const parsed = registrationSchema.parse({
      ...valid,
      customer: { ...valid.customer, lastName: ' Lee ', c_extra: 1 },
    });
    expect(parsed.customer).toEqual({
      login: 'Jo@Example.com',
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Lee',
    });
  });

  it('names the field at fault', () => {
    const result = registrationSchema.safeParse({
      customer: { ...valid.customer, login: 'not-an-email', lastName: ' ' },
      password: 'weak',
    });
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('customer.login');
    expect(paths).toContain('customer.lastName');
    expect(paths).toContain('password');
  });

  it('compares logins without case or surrounding spaces', () => {
    expect(normalizeLogin(' Jo@Example.COM ')).toBe('jo@example.com');
  });
});
