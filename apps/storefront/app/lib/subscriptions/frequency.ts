/**
 * Spec 001 §3, §4: a subscription's frequency. '1_3', '2_3' and '3_3' order every 1, 2 or 3
 * months; '0_0' is none (a one-time purchase), the default; opting in starts at '1_3'.
 */
export const FREQUENCIES = ['1_3', '2_3', '3_3'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const NO_FREQUENCY = '0_0';
export const OPT_IN_FREQUENCY: Frequency = '1_3';

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);

/** How many months apart the orders of a frequency are (1, 2 or 3). */
export const monthsOf = (frequency: Frequency): number => Number(frequency[0]);

/** The local storage key the spec names (§3 "Subscription state ... kept locally as OG_STATE"). */
export const OG_STATE_KEY = 'OG_STATE';

/** What OG_STATE holds: the products opted in and their frequencies. */
export interface OgState {
  optedin: Array<{ id: string; frequency: Frequency }>;
}

/** Reads OG_STATE's text; anything that is not the shape (another script's, edited) is empty. */
export function parseOgState(text: string | null): OgState {
  try {
    const value = JSON.parse(text ?? '') as { optedin?: unknown };
    const entries = Array.isArray(value.optedin) ? (value.optedin as unknown[]) : [];
    return {
      optedin: entries.flatMap((entry) => {
        const { id, frequency } = (entry ?? {}) as { id?: unknown; frequency?: unknown };
        return typeof id === 'string' && isFrequency(frequency) ? [{ id, frequency }] : [];
      }),
    };
  } catch {
    return { optedin: [] };
  }
}

/** The frequency a product is opted in at, or '0_0'. */
export const frequencyIn = (state: OgState, id: string): Frequency | typeof NO_FREQUENCY =>
  state.optedin.find((entry) => entry.id === id)?.frequency ?? NO_FREQUENCY;

/** The state with a product opted in at `frequency`, or opted out with '0_0'. */
export function withFrequency(
  state: OgState,
  id: string,
  frequency: Frequency | typeof NO_FREQUENCY,
): OgState {
  const others = state.optedin.filter((entry) => entry.id !== id);
  return { optedin: frequency === NO_FREQUENCY ? others : [...others, { id, frequency }] };
}
