import { describe, expect, it } from 'vitest';
import { alreadyStored, showSaveAccount } from './tabs.ts';

const PROVIDER = { vaultModeEnabled: true, intent: 'capture' };

describe('wallet tab rules (spec 002 §2, §4)', () => {
  it('offers the save-account block to authenticated buyers in vault mode, intent not order', () => {
    expect(showSaveAccount({ isRegistered: true, ...PROVIDER })).toBe(true);
    expect(showSaveAccount({ isRegistered: false, ...PROVIDER })).toBe(false);
    expect(
      showSaveAccount({ isRegistered: true, vaultModeEnabled: false, intent: 'capture' }),
    ).toBe(false);
    expect(showSaveAccount({ isRegistered: true, vaultModeEnabled: true, intent: 'order' })).toBe(
      false,
    );
  });

  it('hides the save checkbox when the same card type and last four are stored', () => {
    const stored = [{ cardType: 'Visa', maskedNumber: '************1111' }];
    expect(alreadyStored({ cardType: 'visa', lastFour: '1111' }, stored)).toBe(true);
    expect(alreadyStored({ cardType: 'Visa', lastFour: '4242' }, stored)).toBe(false);
    expect(alreadyStored({ cardType: 'Master Card', lastFour: '1111' }, stored)).toBe(false);
    expect(alreadyStored(undefined, stored)).toBe(false);
    expect(alreadyStored({ cardType: 'Visa' }, stored)).toBe(false);
  });
});
