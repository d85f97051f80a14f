import { describe, expect, it } from 'vitest';
import { bestCorrection, resolveWord, type Candidate, type WordFacts } from './resolve.ts';

const candidate = (term: string, over: Partial<Candidate> = {}): Candidate => ({
  term,
  expansion: null,
  frequency: 1,
  similarity: 0.1,
  anagram: false,
  ...over,
});

const facts = (word: string, over: Partial<WordFacts> = {}): WordFacts => ({
  word,
  known: false,
  expansion: null,
  stop: false,
  completions: [],
  candidates: [],
  ...over,
});

describe('resolveWord', () => {
  it('matches a known word as typed, and as a prefix too when it is the last word', () => {
    expect(resolveWord(facts('fire', { known: true, completions: ['fires'] }), true)).toEqual({
      kind: 'word',
      original: 'fire',
      words: ['fire'],
      corrected: false,
      prefix: true,
      completions: ['fires'],
    });
    expect(resolveWord(facts('fire', { known: true }), false)).toMatchObject({ prefix: false });
  });

  it('splits a joined pair into its words', () => {
    expect(
      resolveWord(facts('firepit', { known: true, expansion: 'fire pit' }), true),
    ).toMatchObject({ kind: 'word', words: ['fire', 'pit'], corrected: true });
  });

  it('reads the start of dictionary words as a prefix', () => {
    expect(resolveWord(facts('stov', { completions: ['stove', 'stoves'] }), false)).toEqual({
      kind: 'prefix',
      original: 'stov',
      completions: ['stove', 'stoves'],
    });
  });

  it('drops stop words, unless the last one may be the start of a word', () => {
    expect(resolveWord(facts('the', { stop: true, completions: ['thermometer'] }), false)).toEqual({
      kind: 'stop',
      original: 'the',
    });
    expect(
      resolveWord(facts('the', { stop: true, completions: ['thermometer'] }), true),
    ).toMatchObject({ kind: 'prefix' });
    expect(resolveWord(facts('and', { stop: true }), true)).toEqual({
      kind: 'stop',
      original: 'and',
    });
  });

  it('corrects an unknown word to a close dictionary word', () => {
    const pti = facts('pti', {
      candidates: [
        candidate('pi', { similarity: 0.17, frequency: 9 }),
        candidate('pot', { similarity: 0.14 }),
        candidate('pit', { similarity: 0.14, anagram: true }),
      ],
    });
    expect(resolveWord(pti, true)).toMatchObject({ kind: 'word', words: ['pit'], corrected: true });
  });

  it('leaves a word unknown when nothing is close, offering a looser neighbour', () => {
    const far = facts('grilxx', { candidates: [candidate('grill'), candidate('zzzzzz')] });
    expect(resolveWord(far, false)).toEqual({
      kind: 'word',
      original: 'grilxx',
      words: ['grill'],
      corrected: true,
      prefix: false,
      completions: [],
    });
    const farther = facts('grixxx', { candidates: [candidate('grill')] });
    expect(resolveWord(farther, false)).toEqual({
      kind: 'unknown',
      original: 'grixxx',
      closest: 'grill',
    });
    expect(resolveWord(facts('xqzvw', { candidates: [candidate('oven')] }), true)).toEqual({
      kind: 'unknown',
      original: 'xqzvw',
      closest: null,
    });
  });
});

describe('bestCorrection', () => {
  it('prefers fewer edits, then similarity, then frequency', () => {
    const pick = bestCorrection(
      'ovn',
      [
        candidate('own', { similarity: 0.14, frequency: 50 }),
        candidate('oven', { similarity: 0.29, frequency: 4 }),
        candidate('ovens', { similarity: 0.25, frequency: 4 }),
      ],
      1,
    );
    expect(pick?.term).toBe('oven');
    expect(bestCorrection('ovn', [candidate('on')], 1)).toBeUndefined();
  });
});
