/**
 * Keyboard movement in a tab list (spec 000 §4 "hero tabs and product tabs switch the selected
 * tab"; the WAI-ARIA tabs pattern: arrows move and wrap, Home and End go to the ends).
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
