import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../../lib/content/tabs.ts';

/**
 * The state and ARIA wiring of a tab list (spec 000 §4 "hero tabs and product tabs switch the
 * selected tab"): a click selects; arrows, Home and End move, select and focus (tabAfterKey).
 */
export function useTabs(count: number) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.min(chosen, Math.max(count - 1, 0));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, count);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    refs.current[next]?.focus();
  };
  return {
    id,
    selected,
    tabProps: (i: number) => ({
      ref: (el: HTMLButtonElement | null) => {
        refs.current[i] = el;
      },
      type: 'button' as const,
      role: 'tab',
      id: `${id}-tab-${i}`,
      'aria-selected': i === selected,
      'aria-controls': `${id}-panel-${i}`,
      tabIndex: i === selected ? 0 : -1,
      onClick: () => setChosen(i),
      onKeyDown,
    }),
    /** A panel's wiring; the element says role="tabpanel" itself. */
    panelProps: (i: number) => ({
      id: `${id}-panel-${i}`,
      'aria-labelledby': `${id}-tab-${i}`,
      hidden: i !== selected,
    }),
  };
}
