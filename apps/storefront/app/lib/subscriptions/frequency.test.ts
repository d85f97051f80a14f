import { describe, expect, it } from 'vitest';
import { frequencyIn, isFrequency, monthsOf, parseOgState, withFrequency } from './frequency.ts';

describe('subscription frequencies', () => {
  it('knows the three frequencies and their months, and not the one-time purchase', () => {
    expect(['1_3', '2_3', '3_3'].map((f) => isFrequency(f) && monthsOf(f))).toEqual([1, 2, 3]);
    expect(isFrequency('0_0')).toBe(false);
    expect(isFrequency('4_3')).toBe(false);
    expect(isFrequency(1)).toBe(false);
  });

  it('reads OG_STATE, keeping only well-formed entries', () => {
    expect(parseOgState(null)).toEqual({ optedin: [] });
    expect(parseOgState('not json')).toEqual({ optedin: [] });
    expect(parseOgState('{"optedin": 3}')).toEqual({ optedin: [] });
    expect(
      parseOgState(
        JSON.stringify({
          optedin: [{ id: 'a', frequency: '2_3' }, { id: 'b', frequency: '9_9' }, null, { id: 3 }],
        }),
      ),
    ).toEqual({ optedin: [{ id: 'a', frequency: '2_3' }] });
  });

  it('opts a product in, changes its frequency and opts it out', () => {
    const inA = withFrequency({ optedin: [] }, 'a', '1_3');
    expect(frequencyIn(inA, 'a')).toBe('1_3');
    expect(frequencyIn(inA, 'b')).toBe('0_0');
    const changed = withFrequency(inA, 'a', '3_3');
    expect(changed.optedin).toEqual([{ id: 'a', frequency: '3_3' }]);
    expect(withFrequency(changed, 'a', '0_0')).toEqual({ optedin: [] });
  });
});
