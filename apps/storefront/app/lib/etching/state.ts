/**
 * The etching modal's state (spec 001 §3 "Etching state": step 1–3, type, etchingText,
 * etchingTeam, etchingPrice) and its transitions (spec 001 §4 "Etching"): picking a type goes to
 * step 2, or straight to 3 for group orders or when a variant is already selected; back from 3
 * clears text or team and returns to 2 (or to 1 when step 2 was skipped); back from 2 returns to
 * 1 and resets the price to 0; leaving after confirming, and a successful add, reset it all.
 */
import { cutEtchingText, type EtchingTeam, type EtchingType } from '@solo/sites/etching';

export interface EtchingState {
  step: 1 | 2 | 3;
  type?: EtchingType;
  /** The variant being etched (the page's choice, or step 2's). */
  variantId?: string;
  /** Whether step 2 was skipped for the type (back from 3 then returns to 1). */
  skippedVariantStep: boolean;
  etchingText: string;
  etchingTeam?: EtchingTeam;
  etchingPrice: number;
}

export type EtchingEvent =
  | {
      kind: 'chooseType';
      type: EtchingType;
      price: number;
      /** Straight to step 3 with this variant (spec 001 §4), else to step 2. */
      skipTo?: { variantId?: string };
    }
  | { kind: 'chooseVariant'; variantId: string }
  | { kind: 'continue' }
  | { kind: 'text'; value: string }
  | { kind: 'team'; team: EtchingTeam }
  | { kind: 'back' }
  | { kind: 'reset' };

export const INITIAL_ETCHING: EtchingState = {
  step: 1,
  skippedVariantStep: false,
  etchingText: '',
  etchingPrice: 0,
};

export function etchingReducer(state: EtchingState, event: EtchingEvent): EtchingState {
  switch (event.kind) {
    case 'chooseType': {
      const price = event.type === 'group' ? 0 : event.price;
      const base = { ...INITIAL_ETCHING, type: event.type, etchingPrice: price };
      if (event.skipTo)
        return {
          ...base,
          step: 3,
          skippedVariantStep: true,
          ...(event.skipTo.variantId ? { variantId: event.skipTo.variantId } : {}),
        };
      return { ...base, step: 2 };
    }
    case 'chooseVariant':
      return state.step === 2 ? { ...state, variantId: event.variantId } : state;
    case 'continue':
      return state.step === 2 && state.variantId ? { ...state, step: 3 } : state;
    case 'text':
      return state.step === 3 ? { ...state, etchingText: cutEtchingText(event.value) } : state;
    case 'team':
      return state.step === 3 ? { ...state, etchingTeam: event.team } : state;
    case 'back': {
      if (state.step === 3) {
        const { etchingTeam: _, ...rest } = state;
        const cleared = { ...rest, etchingText: '' };
        if (state.skippedVariantStep) return { ...INITIAL_ETCHING };
        return { ...cleared, step: 2 };
      }
      if (state.step === 2) return { ...INITIAL_ETCHING };
      return state;
    }
    case 'reset':
      return INITIAL_ETCHING;
  }
}

/** Step 3 holds what the basket needs: text to etch, or a team. */
export function readyToAdd(state: EtchingState): boolean {
  if (state.step !== 3 || !state.type || !state.variantId) return false;
  if (state.type === 'customText') return state.etchingText.trim().length > 0;
  if (state.type === 'group') return false;
  return state.etchingTeam !== undefined;
}
