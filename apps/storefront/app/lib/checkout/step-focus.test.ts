// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { firstFieldOf, focusLeftAlone, stepNumber } from './step-focus.ts';

describe('step focus', () => {
  it('moves focus only while it is on the page body or still on what sent the step', () => {
    const body = document.body;
    const button = document.createElement('button');
    const field = document.createElement('input');
    expect(focusLeftAlone(body, body, button)).toBe(true);
    expect(focusLeftAlone(null, body, button)).toBe(true);
    expect(focusLeftAlone(button, body, button)).toBe(true);
    // The shopper has gone on to a field: it stays theirs.
    expect(focusLeftAlone(field, body, button)).toBe(false);
    expect(focusLeftAlone(field, body, null)).toBe(false);
  });

  it("finds a step's first field: the chosen method, or the first field in order", () => {
    const section = document.createElement('section');
    section.innerHTML = `
      <input type="hidden" name="intent" value="method">
      <input type="radio" name="m" value="standard">
      <input type="radio" name="m" value="express" checked>`;
    expect((firstFieldOf(section) as HTMLInputElement).value).toBe('express');
    section.innerHTML = `<input type="hidden" name="x"><input disabled name="a"><input name="first">`;
    expect(firstFieldOf(section)?.getAttribute('name')).toBe('first');
    section.innerHTML = '<p>Enter an address first.</p>';
    expect(firstFieldOf(section)).toBeNull();
  });

  it('counts the steps there are', () => {
    expect(stepNumber('shipping', true)).toEqual({ number: 2, total: 4 });
    expect(stepNumber('payment', true)).toEqual({ number: 4, total: 4 });
    expect(stepNumber('payment', false)).toEqual({ number: 2, total: 2 });
  });
});
