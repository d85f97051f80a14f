/**
 * Keyboard moves of ARIA tabs (hero tabs, spec tabs; spec 000 §4 "hero tabs and product tabs
 * switch the selected tab"): arrows step and wrap, Home and End jump to the ends.
 */
export function nextTab(current: number, key: string, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
