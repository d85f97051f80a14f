import { useEffect, useRef, type RefObject } from 'react';
import { focusLeftAlone } from '../../../lib/form-state.ts';

/** Moves focus to a form's first field marked invalid (after React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null, frames = FOCUS_FRAMES): void {
  if (!form) return;
  // The marks come with React's next render, which a busy page may not have committed by the next
  // frame: look again on the following frames until one is there.
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (frames > 1) focusFirstInvalid(form, frames - 1);
  });
}

/** How many frames focusFirstInvalid waits for the marks (about half a second at 60 Hz). */
const FOCUS_FRAMES = 30;

/**
 * The server's answer names faulty fields (its rules ran because the browser's had not loaded
 * yet, or scripts were off before hydration): focus follows it as it follows the browser's check,
 * unless the shopper has gone on typing in another field meanwhile (issue 14): the field stays
 * theirs, and the marks and messages show all the same.
 */
export function useFocusOnServerErrors(
  form: RefObject<HTMLFormElement | null>,
  errors: object | undefined,
): void {
  // What had focus when the form was sent: its button, or the field Enter was pressed in.
  const sentFrom = useRef<Element | null>(null);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const onSubmit = () => (sentFrom.current = el.ownerDocument.activeElement);
    el.addEventListener('submit', onSubmit, true);
    return () => el.removeEventListener('submit', onSubmit, true);
  }, [form]);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    if (focusLeftAlone(document.activeElement, document.body, sentFrom.current))
      focusFirstInvalid(form.current);
  }, [form, errors]);
}
