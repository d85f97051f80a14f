/**
 * Keyboard movement of the search combobox (WAI-ARIA combobox pattern with a listbox popup).
 * Focus stays in the input; the active option is the one `aria-activedescendant` names, -1 for
 * none (the input itself). Down and Up move through the options and then back to the input, so
 * the shopper can always return to typing; keys other than these are left to the input.
 */
export function nextActiveIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null;
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1;
  if (key === 'ArrowUp') return current < 0 ? count - 1 : current - 1;
  return null;
}
