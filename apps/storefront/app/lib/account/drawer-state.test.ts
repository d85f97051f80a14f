import { describe, expect, it } from 'vitest';
import { greetingName } from './drawer-state.ts';

describe('greeting name (spec 000 §2)', () => {
  it('is the first name and the last-name initial', () => {
    expect(greetingName('Jordan', 'Miller')).toBe('Jordan M.');
    expect(greetingName(' Lena ', 'schmidt')).toBe('Lena S.');
    expect(greetingName('Robin', '')).toBe('Robin');
    expect(greetingName(undefined, 'Alder')).toBeNull();
  });
});
