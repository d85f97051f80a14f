import { describe, expect, it } from 'vitest';
import type { FormField } from '@solo/content-model';
import { DEFAULT_MAX_LENGTH, SUBMISSION_MAX_CHARS } from './rules.ts';
import { checkSubmission } from './validate.ts';

const field = (f: Partial<FormField> & Pick<FormField, 'name'>): FormField => ({
  label: f.name,
  type: 'text',
  ...f,
});

const codes = (fields: FormField[], input: Record<string, unknown>) => {
  const result = checkSubmission({ fields }, input);
  return result.ok ? [] : result.problems.map((p) => `${p.name}:${p.code}`);
};

describe('checkSubmission', () => {
  it('accepts valid values, trimmed, and leaves out empty optional fields', () => {
    const result = checkSubmission(
      { fields: [field({ name: 'name', required: true }), field({ name: 'company' })] },
      { name: '  Ada  ', company: '' },
    );
    expect(result).toEqual({ ok: true, values: { name: 'Ada' } });
  });

  it('refuses a missing or blank required field', () => {
    const fields = [field({ name: 'name', required: true })];
    expect(codes(fields, {})).toEqual(['name:required']);
    expect(codes(fields, { name: '   ' })).toEqual(['name:required']);
  });

  it('checks minimum and maximum length, with a default maximum per type', () => {
    const fields = [field({ name: 'msg', type: 'textarea', min_length: 10, max_length: 20 })];
    expect(codes(fields, { msg: 'short' })).toEqual(['msg:too_short']);
    expect(codes(fields, { msg: 'x'.repeat(21) })).toEqual(['msg:too_long']);
    expect(codes(fields, { msg: 'just right here' })).toEqual([]);
    const plain = [field({ name: 'city' })];
    expect(codes(plain, { city: 'x'.repeat(DEFAULT_MAX_LENGTH.text + 1) })).toEqual([
      'city:too_long',
    ]);
    const result = checkSubmission({ fields }, { msg: 'short' });
    expect(result.ok ? null : result.problems[0]?.limit).toBe(10);
  });

  it('checks the shape of email and telephone fields', () => {
    const fields = [field({ name: 'email', type: 'email' }), field({ name: 'phone', type: 'tel' })];
    expect(codes(fields, { email: 'ada@example', phone: '12' })).toEqual([
      'email:email',
      'phone:tel',
    ]);
    expect(codes(fields, { email: 'ada@example.com', phone: '+1 (512) 555-0142' })).toEqual([]);
  });

  it('checks a pattern against the whole value and says the content message', () => {
    const fields = [
      field({ name: 'order', pattern: '[0-9]{8}', pattern_message: 'Eight digits, please.' }),
    ];
    expect(codes(fields, { order: '1234567890' })).toEqual(['order:pattern']);
    const result = checkSubmission({ fields }, { order: 'ab12345678' });
    expect(result.ok ? null : result.problems[0]?.reason).toBe('Eight digits, please.');
    expect(codes(fields, { order: '12345678' })).toEqual([]);
  });

  it('ignores a pattern the content cannot compile instead of refusing every value', () => {
    expect(codes([field({ name: 'x', pattern: '([' })], { x: 'anything' })).toEqual([]);
  });

  it('accepts only the offered options of a select', () => {
    const fields = [
      field({
        name: 'topic',
        type: 'select',
        options: [
          { value: 'order', label: 'My order' },
          { value: 'other', label: 'Something else' },
        ],
      }),
    ];
    expect(codes(fields, { topic: 'refund-now' })).toEqual(['topic:option']);
    expect(codes(fields, { topic: 'order' })).toEqual([]);
  });

  it('reads checkboxes as booleans and requires a required one to be checked', () => {
    const fields = [field({ name: 'consent', type: 'checkbox', required: true })];
    expect(codes(fields, {})).toEqual(['consent:required']);
    expect(checkSubmission({ fields }, { consent: 'on' })).toEqual({
      ok: true,
      values: { consent: true },
    });
    expect(checkSubmission({ fields: [field({ name: 'news', type: 'checkbox' })] }, {})).toEqual({
      ok: true,
      values: { news: false },
    });
  });

  it('refuses fields the form does not have and values that are not text', () => {
    const fields = [field({ name: 'name' })];
    expect(codes(fields, { name: 'Ada', admin: 'yes' })).toEqual(['admin:unknown']);
    expect(codes(fields, { name: { $gt: '' } })).toEqual(['name:unknown']);
  });

  it('bounds the size of all values together', () => {
    const fields = Array.from({ length: 5 }, (_, i) =>
      field({ name: `f${i}`, type: 'textarea', max_length: SUBMISSION_MAX_CHARS }),
    );
    const input = Object.fromEntries(fields.map((f) => [f.name, 'x'.repeat(4001)]));
    expect(codes(fields, input)).toEqual(['fields:too_long']);
  });
});
