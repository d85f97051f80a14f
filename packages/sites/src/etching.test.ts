import { describe, expect, it } from 'vitest';
import { cutEtchingText, etchingLines, etchingTextProblem, isTeamEtchingType } from './etching.ts';

describe('etching text (spec 001 §5)', () => {
  it('cuts each line at 16 characters and keeps at most 2 lines', () => {
    expect(cutEtchingText('The Miller Family Cabin\nEst. 1987\nthird line')).toBe(
      'The Miller Famil\nEst. 1987',
    );
  });

  it('counts characters, not UTF-16 units, and keeps accented Latin letters', () => {
    expect(cutEtchingText('Zoë & Ånäs Björkö Ω')).toBe('Zoë & Ånäs Björk');
  });

  it('drops characters outside the engraving set as typed', () => {
    expect(cutEtchingText('Camp 🔥 <b>Sam</b>\r\n#1 Dad!')).toBe('Camp  bSam/b\n#1 Dad!');
  });

  it('accepts what the modal keeps and refuses what it would not', () => {
    expect(etchingTextProblem('The Millers\nEst. 1987')).toBeUndefined();
    expect(etchingTextProblem('')).toMatch(/at least one/);
    expect(etchingTextProblem(' \n ')).toMatch(/at least one/);
    expect(etchingTextProblem('a\nb\nc')).toMatch(/2 lines/);
    expect(etchingTextProblem('x'.repeat(17))).toMatch(/16 characters/);
    expect(etchingTextProblem('x'.repeat(16))).toBeUndefined();
    expect(etchingTextProblem('Fire 🔥')).toMatch(/only letters/);
    expect(etchingTextProblem('<script>')).toMatch(/only letters/);
    expect(etchingTextProblem('火')).toMatch(/only letters/);
  });

  it('names the non-empty lines', () => {
    expect(etchingLines(' Sam \n')).toEqual(['Sam']);
  });

  it('knows the team types', () => {
    expect(['customText', 'college', 'nfl', 'nhl', 'group'].filter(isTeamEtchingType)).toEqual([
      'college',
      'nfl',
      'nhl',
    ]);
  });
});
