// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-errors.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => document.body.replaceChildren());

function form() {
  const el = document.createElement('form');
  el.innerHTML = '<input name="city"><input name="phone">';
  document.body.append(el);
  return el;
}

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid', async () => {
    const f = form();
    f.querySelector('[name=phone]')!.setAttribute('aria-invalid', 'true');
    focusFirstInvalid(f);
    await frame();
    await frame();
    expect(document.activeElement?.getAttribute('name')).toBe('phone');
  });

  it('waits for marks a busy page renders a few frames late', async () => {
    const f = form();
    focusFirstInvalid(f);
    await frame();
    await frame();
    await frame();
    expect(document.activeElement).toBe(document.body);
    f.querySelector('[name=city]')!.setAttribute('aria-invalid', 'true');
    await frame();
    await frame();
    expect(document.activeElement?.getAttribute('name')).toBe('city');
  });
});
