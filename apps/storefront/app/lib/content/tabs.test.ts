import { describe, expect, it } from 'vitest';
import { nextTab } from './tabs.ts';

describe('nextTab', () => {
  it('steps with the arrows, wrapping, and jumps with Home and End', () => {
    expect(nextTab(0, 'ArrowRight', 3)).toBe(1);
    expect(nextTab(2, 'ArrowRight', 3)).toBe(0);
    expect(nextTab(0, 'ArrowLeft', 3)).toBe(2);
    expect(nextTab(1, 'Home', 3)).toBe(0);
    expect(nextTab(0, 'End', 3)).toBe(2);
  });
  it('ignores other keys and empty tab lists', () => {
    expect(nextTab(0, 'Enter', 3)).toBeUndefined();
    expect(nextTab(0, 'ArrowRight', 0)).toBeUndefined();
  });
});
