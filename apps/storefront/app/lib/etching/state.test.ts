import { describe, expect, it } from 'vitest';
import { etchingReducer, INITIAL_ETCHING, readyToAdd, type EtchingEvent } from './state.ts';

const run = (...events: EtchingEvent[]) => events.reduce(etchingReducer, INITIAL_ETCHING);
const TEAM = { id: 'omaha-frost', name: 'Omaha Frost', fileName: 'etching/nhl/omaha-frost.svg' };

describe('etching state (spec 001 §4)', () => {
  it('goes from a type to step 2, then with a variant to step 3', () => {
    const two = run({ kind: 'chooseType', type: 'customText', price: 15 });
    expect(two).toMatchObject({ step: 2, type: 'customText', etchingPrice: 15 });
    expect(etchingReducer(two, { kind: 'continue' }).step).toBe(2); // no variant yet
    const three = run(
      { kind: 'chooseType', type: 'customText', price: 15 },
      { kind: 'chooseVariant', variantId: 'mug-black' },
      { kind: 'continue' },
    );
    expect(three).toMatchObject({ step: 3, variantId: 'mug-black' });
  });

  it('skips step 2 for a chosen variant, and group orders are free', () => {
    expect(
      run({ kind: 'chooseType', type: 'nhl', price: 29.95, skipTo: { variantId: 'pit-black' } }),
    ).toMatchObject({ step: 3, variantId: 'pit-black', etchingPrice: 29.95 });
    expect(run({ kind: 'chooseType', type: 'group', price: 12, skipTo: {} })).toMatchObject({
      step: 3,
      etchingPrice: 0,
    });
  });

  it('cuts text as typed and is ready with text or a team', () => {
    const text = run(
      { kind: 'chooseType', type: 'customText', price: 15, skipTo: { variantId: 'v' } },
      { kind: 'text', value: 'The Miller Family Cabin\nEst. 1987\nmore' },
    );
    expect(text.etchingText).toBe('The Miller Famil\nEst. 1987');
    expect(readyToAdd(text)).toBe(true);
    expect(readyToAdd(etchingReducer(text, { kind: 'text', value: '  ' }))).toBe(false);
    const team = run(
      { kind: 'chooseType', type: 'nhl', price: 29.95, skipTo: { variantId: 'v' } },
      { kind: 'team', team: TEAM },
    );
    expect(readyToAdd(team)).toBe(true);
    expect(readyToAdd(run({ kind: 'chooseType', type: 'group', price: 0, skipTo: {} }))).toBe(
      false,
    );
  });

  it('back from 3 clears text or team and returns to 2; back from 2 returns to 1, price 0', () => {
    const three = run(
      { kind: 'chooseType', type: 'nhl', price: 29.95 },
      { kind: 'chooseVariant', variantId: 'pit-black' },
      { kind: 'continue' },
      { kind: 'team', team: TEAM },
    );
    const two = etchingReducer(three, { kind: 'back' });
    expect(two).toMatchObject({ step: 2, variantId: 'pit-black', etchingText: '' });
    expect(two.etchingTeam).toBeUndefined();
    const one = etchingReducer(two, { kind: 'back' });
    expect(one).toEqual(INITIAL_ETCHING);
    expect(one.etchingPrice).toBe(0);
  });

  it('back from a step 3 reached directly returns to 1; reset starts over', () => {
    const direct = run(
      { kind: 'chooseType', type: 'customText', price: 15, skipTo: { variantId: 'v' } },
      { kind: 'text', value: 'Sam' },
    );
    expect(etchingReducer(direct, { kind: 'back' })).toEqual(INITIAL_ETCHING);
    expect(etchingReducer(direct, { kind: 'reset' })).toEqual(INITIAL_ETCHING);
  });
});
