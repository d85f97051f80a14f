import { describe, expect, it } from 'vitest';
import { checkTrackForm } from './track-form.ts';

describe('Track an Order form', () => {
  it('requires both fields and a valid email, naming each fault', () => {
    expect(checkTrackForm({ orderNo: ' ', email: '' })).toEqual({
      ok: false,
      errors: { orderNo: 'orderNoRequired', email: 'emailRequired' },
    });
    expect(checkTrackForm({ orderNo: '00001001', email: 'robin@' })).toEqual({
      ok: false,
      errors: { email: 'emailInvalid' },
    });
    expect(checkTrackForm({ orderNo: null, email: undefined })).toMatchObject({ ok: false });
  });

  it('trims what was typed', () => {
    expect(checkTrackForm({ orderNo: ' 00001001 ', email: ' Robin@Example.com ' })).toEqual({
      ok: true,
      values: { orderNo: '00001001', email: 'Robin@Example.com' },
    });
  });
});
