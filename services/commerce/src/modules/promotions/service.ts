import type { Database } from '@solo/db';
import type { SiteId } from '@solo/sites';
import type { ShopperPromotionsTypes } from 'commerce-sdk-isomorphic';
import { localize } from '../../localize.ts';
import { customAttributes } from '../../custom-attributes.ts';
import { loadActivePromotions, type ActivePromotion } from './active.ts';

export type WirePromotion = ShopperPromotionsTypes.Promotion & {
  c_freeGift: boolean;
  c_timeSensitive: boolean;
};

/** A promotion in the Shopper Promotions shape, its texts in `locale` (with fallback). */
export function toWirePromotion(p: ActivePromotion, locale: string): WirePromotion {
  const text = localize({ name: p.name, calloutMsg: p.calloutMsg ?? p.name }, p.localized, locale, [
    'name',
    'calloutMsg',
  ]);
  return {
    id: p.id,
    name: text.name,
    calloutMsg: text.calloutMsg,
    ...(p.startsAt ? { startDate: p.startsAt.toISOString() } : {}),
    ...(p.endsAt ? { endDate: p.endsAt.toISOString() } : {}),
    ...customAttributes(p.custom),
    // Spec 001 §3: every promotion says whether it is a free gift and whether it is time-sensitive.
    c_freeGift: p.custom.freeGift === true,
    c_timeSensitive: p.custom.timeSensitive === true,
  };
}

/**
 * Shopper Promotions getPromotions: the active promotions of the site among `ids`, coupon ones
 * included, in the order asked; unknown, disabled, ended or not-yet-started ids are left out.
 */
export async function getPromotions(
  db: Database,
  query: { siteId: SiteId; ids: readonly string[]; locale: string; now: Date },
  onInvalid?: (id: string) => void,
): Promise<WirePromotion[]> {
  const active = await loadActivePromotions(
    db,
    { siteId: query.siteId, now: query.now, ids: query.ids },
    onInvalid,
  );
  const byId = new Map(active.map((p) => [p.id, p]));
  return [...new Set(query.ids)]
    .map((id) => byId.get(id))
    .filter((p): p is ActivePromotion => p !== undefined)
    .map((p) => toWirePromotion(p, query.locale));
}
