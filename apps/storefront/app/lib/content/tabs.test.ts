import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabs.ts';

describe('tabAfterKey', () => {
  it('moves with the arrows and wraps around', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('ArrowDown', 1, 3)).toBe(2);
    expect(tabAfterKey('ArrowUp', 1, 3)).toBe(0);
  });
  it('goes to the ends with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });
  it('ignores other keys and empty lists', () => {
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
