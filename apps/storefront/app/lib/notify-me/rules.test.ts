import { describe, expect, it, vi } from 'vitest';
import {
  formatPhoneInput,
  isValidNotifyEmail,
  isValidNotifyPhone,
  notifyMePath,
  notifyMePayload,
  sendNotifyMe,
} from './rules.ts';

describe('notify-me rules (spec 001 §5)', () => {
  it('formats the phone as it is typed, ten digits at most', () => {
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('5125')).toBe('(512) 5');
    expect(formatPhoneInput('5125550')).toBe('(512) 555-0');
    expect(formatPhoneInput('512-555-0100 99')).toBe('(512) 555-0100');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('takes (ddd) ddd-dddd phones and standard emails only', () => {
    expect(isValidNotifyPhone('(512) 555-0100')).toBe(true);
    expect(isValidNotifyPhone('(512) 555-010')).toBe(false);
    expect(isValidNotifyPhone('5125550100')).toBe(false);
    expect(isValidNotifyEmail('ash@example.com')).toBe(true);
    expect(isValidNotifyEmail('ash@example')).toBe(false);
    expect(isValidNotifyEmail('')).toBe(false);
  });

  it('sends the spec payload with From-Pwa, and fails on 400 or more and network errors', async () => {
    expect(notifyMePayload('email', ' a@b.co ', 'sku-1', true)).toEqual({
      email: 'a@b.co',
      sku: 'sku-1',
      subscribe: true,
    });
    expect(notifyMePayload('phone', '(512) 555-0100', 'sku-1', false)).toEqual({
      phone: '(512) 555-0100',
      sku: 'sku-1',
      subscribe: false,
    });
    const path = notifyMePath('SoloUS', 'en-US');
    expect(path).toBe(
      '/mobify/proxy/api/custom/notify-me/v1/organizations/f_ecom_solo_001/subscribe?siteId=SoloUS&locale=en-US',
    );
    const ok = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    expect(await sendNotifyMe(path, { email: 'a@b.co', sku: 's', subscribe: true }, ok)).toBe(true);
    expect(ok.mock.calls[0]).toMatchObject([
      path,
      { method: 'POST', headers: { 'From-Pwa': '1' } },
    ]);
    const bad = () => Promise.resolve(new Response('{}', { status: 400 }));
    expect(await sendNotifyMe(path, { email: 'a@b.co', sku: 's', subscribe: true }, bad)).toBe(
      false,
    );
    const down = () => Promise.reject(new TypeError('network'));
    expect(await sendNotifyMe(path, { email: 'a@b.co', sku: 's', subscribe: true }, down)).toBe(
      false,
    );
  });
});
