import type { ReactNode } from 'react';

/**
 * What every form shares, apart from the account forms' fields so a page can use the look
 * without their code (the checkout page's JavaScript budget).
 */
export const inputClass =
  'min-h-12 w-full rounded-md border border-stone-400 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-[invalid=true]:border-red-700';

/** A form-level message (spec 000 §8: sign-in failures are form-level errors). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {children}
    </div>
  );
}
