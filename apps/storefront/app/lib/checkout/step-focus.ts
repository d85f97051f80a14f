/**
 * Issue 14 focus rule: after a step's Continue, focus moves to the next step's first field (or
 * its heading) and the step change is announced, but only while focus is still where Continue
 * left it: a shopper who has already moved on to a field keeps it, and their keys with it.
 */

export { focusLeftAlone } from '../form-state.ts';

/** The step each Continue leads to. */
export const STEP_AFTER = {
  contact: 'shipping',
  shipping: 'shipping-method',
  'shipping-method': 'payment',
} as const;

export type ContinuedStep = keyof typeof STEP_AFTER;
export type NextStep = (typeof STEP_AFTER)[ContinuedStep];

/** The steps in order, for "Step 2 of 4". */
export const STEP_ORDER = ['contact', 'shipping', 'shipping-method', 'payment'] as const;

/** Where "Step n of total" counts from, given whether the basket ships (else: contact, payment). */
export function stepNumber(
  step: NextStep,
  needsShipping: boolean,
): { number: number; total: number } {
  const steps: readonly string[] = needsShipping ? STEP_ORDER : ['contact', 'payment'];
  return { number: steps.indexOf(step) + 1, total: steps.length };
}

const FIELD =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A step's first field: the chosen option of a choice (the shipping method), else the first
 * field in the page's order; null when the step has none yet (its heading is focused instead).
 */
export function firstFieldOf(section: ParentNode): HTMLElement | null {
  const first = section.querySelector<HTMLElement>(FIELD);
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name) {
    const checked = section.querySelector<HTMLElement>(
      `input[type=radio][name="${first.name}"]:checked`,
    );
    return checked ?? first;
  }
  return first;
}
