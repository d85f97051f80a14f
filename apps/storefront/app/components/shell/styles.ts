/** Header icon controls: 44px touch targets (WCAG 2.5.5) with a visible ember focus ring (app.css). */
export const iconButtonClass = 'icon-button';

/** Primary and secondary call-to-action looks shared by the drawers and dialogs. */
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-stone-900 px-6 text-sm font-semibold tracking-wide text-stone-900 hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/**
 * A progress bar in the brand's ember on a stone track. `accent-color` alone left Chromium's
 * native green bar, so the bar is drawn from its parts (WebKit/Blink and Firefox pseudo-elements).
 */
export const progressBarClass =
  'mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-stone-300 [&::-moz-progress-bar]:bg-orange-700 [&::-webkit-progress-bar]:bg-stone-300 [&::-webkit-progress-value]:bg-orange-700';
