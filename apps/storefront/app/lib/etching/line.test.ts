import { describe, expect, it } from 'vitest';
import { lineEtching } from './line.ts';

describe('the etching of a line', () => {
  it('shows the type, its price and the text lines or the team', () => {
    expect(
      lineEtching({
        optionItems: [
          {
            optionId: 'etchingType',
            optionValueId: 'customText',
            itemText: 'Custom Text',
            price: 30,
          },
        ],
        c_etchingText: 'The Millers\nEst. 1987',
      }),
    ).toEqual({ name: 'Custom Text', price: 30, lines: ['The Millers', 'Est. 1987'] });
    expect(
      lineEtching({
        optionItems: [{ optionId: 'etchingType', optionValueId: 'nhl', itemText: 'NHL Logos' }],
        c_etchingTeamName: 'Omaha Frost',
      }),
    ).toEqual({ name: 'NHL Logos', lines: [], team: 'Omaha Frost' });
  });

  it('is nothing without etching', () => {
    expect(
      lineEtching({ optionItems: [{ optionId: 'etchingType', optionValueId: 'noEtching' }] }),
    ).toBeUndefined();
    expect(lineEtching({})).toBeUndefined();
  });
});
