import { useEffect, type RefObject } from 'react';

/** Moves focus to a form's first field marked invalid (after React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The server's answer names faulty fields (its rules ran because the browser's had not loaded
 * yet, or scripts were off before hydration): focus follows it as it follows the browser's check.
 */
export function useFocusOnServerErrors(
  form: RefObject<HTMLFormElement | null>,
  errors: object | undefined,
): void {
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [form, errors]);
}
