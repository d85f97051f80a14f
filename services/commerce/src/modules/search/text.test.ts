import { describe, expect, it } from 'vitest';
import { anagramKey, editDistance, foldKey, searchConfig, withoutDetail, words } from './text.ts';

describe('search text helpers', () => {
  it('cuts words at anything but letters and digits, in lower case', () => {
    expect(words('Wood-Burning Fire Pits (27")')).toEqual([
      'wood',
      'burning',
      'fire',
      'pits',
      '27',
    ]);
    expect(words('Foyers à bois')).toEqual(['foyers', 'à', 'bois']);
    expect(words('  ')).toEqual([]);
  });

  it('counts one edit for a typo, a missing or extra letter and two swapped letters', () => {
    expect(editDistance('pti', 'pit')).toBe(1);
    expect(editDistance('ovn', 'oven')).toBe(1);
    expect(editDistance('tumblr', 'tumbler')).toBe(1);
    expect(editDistance('stpve', 'stove')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('gives a transposed word the same anagram key', () => {
    expect(anagramKey('pti')).toBe(anagramKey('pit'));
    expect(anagramKey('pit')).not.toBe(anagramKey('pot'));
  });

  it('folds case and diacritics for sorting', () => {
    expect(foldKey('Éclat Grill')).toBe('eclat grill');
  });

  it('picks the stemming configuration of the language, English for the base text', () => {
    expect(searchConfig('')).toBe('english');
    expect(searchConfig('fr-ca')).toBe('french');
    expect(searchConfig('de-DE')).toBe('german');
    expect(searchConfig('zh-CN')).toBe('simple');
  });

  it('drops the product-specific part of a value label', () => {
    expect(withoutDetail('Small (15")')).toBe('Small');
    expect(withoutDetail('8 lb bag')).toBe('8 lb bag');
  });
});
