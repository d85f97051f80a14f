import { describe, expect, it } from 'vitest';
import { cjkBigrams } from './cjk.ts';

describe('cjkBigrams', () => {
  it('cuts Chinese, Japanese and Korean runs into overlapping pairs', () => {
    expect(cjkBigrams('披萨炉').trim()).toBe('披萨 萨炉');
    expect(cjkBigrams('ピザ窯で焼く').trim()).toBe('ピザ ザ窯 窯で で焼 焼く');
    expect(cjkBigrams('피자를 굽다').trim().split(/\s+/)).toEqual(['피자', '자를', '굽다']);
  });

  it('keeps short runs whole and leaves other scripts alone', () => {
    expect(cjkBigrams('Pi 披萨').split(/\s+/).filter(Boolean)).toEqual(['Pi', '披萨']);
    expect(cjkBigrams('wood-fired pizza')).toBe('wood-fired pizza');
    expect(cjkBigrams('Ofen über Glut')).toBe('Ofen über Glut');
  });

  it('separates a run from the Latin word it touches', () => {
    expect(cjkBigrams('Mesa火盆').split(/\s+/).filter(Boolean)).toEqual(['Mesa', '火盆']);
  });
});
