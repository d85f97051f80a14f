import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './combobox.ts';

describe('nextActiveIndex', () => {
  it('moves down from the input through the options and back to the input', () => {
    const seen: number[] = [];
    let at = -1;
    for (let i = 0; i < 4; i++) seen.push((at = nextActiveIndex(at, 3, 'ArrowDown')!));
    expect(seen).toEqual([0, 1, 2, -1]);
  });

  it('moves up from the input to the last option, then back up to the input', () => {
    const seen: number[] = [];
    let at = -1;
    for (let i = 0; i < 4; i++) seen.push((at = nextActiveIndex(at, 3, 'ArrowUp')!));
    expect(seen).toEqual([2, 1, 0, -1]);
  });

  it('stays on the input without options and leaves other keys alone', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextActiveIndex(2, 0, 'ArrowUp')).toBe(-1);
    expect(nextActiveIndex(0, 3, 'Enter')).toBeNull();
    expect(nextActiveIndex(0, 3, 'a')).toBeNull();
    expect(nextActiveIndex(0, 0, 'Home')).toBeNull();
  });
});
