/** Header icon controls: 44px touch targets (WCAG 2.5.5) with a visible ember focus ring. */
export const iconButtonClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-900 transition-colors hover:bg-stone-900/5 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-[current=page]:text-orange-800 aria-[current=page]:after:absolute aria-[current=page]:after:bottom-1 aria-[current=page]:after:h-0.5 aria-[current=page]:after:w-5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-orange-700 motion-reduce:transition-none';

/** Primary and secondary call-to-action looks shared by the drawers and dialogs. */
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-stone-900 px-6 text-sm font-semibold tracking-wide text-stone-900 hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
