/**
 * Add All to Cart of the product cards and featured products (spec 000 §4 "Add All to Cart shows
 * loading then opens the mini cart"; §8 "Add All to Cart failure: error toast with generic API
 * message; mini cart still opens"). Each product is added on its own, one after the other, so
 * the shopper learns which ones failed and the cart's answers arrive in order.
 */
import type {
  BasketActionError,
  BasketActionInput,
  BasketRefusalReason,
  WriteResult,
} from '../basket/actions.ts';
import type { ProductTracking } from '../basket/analytics.ts';

export interface AddAllItem {
  productId: string;
  name: string;
  tracking: ProductTracking;
}

export type AddAllOutcome =
  | { status: 'success'; added: AddAllItem[] }
  /** `reason`: why the first failure was refused, when known; none means the generic message. */
  | { status: 'error'; added: AddAllItem[]; failed: string[]; reason?: BasketRefusalReason };

/** What the adds came to: the toast to show. The mini cart opens in every case (§8). */
export function addAllOutcome(
  results: ReadonlyArray<{ item: AddAllItem; error?: BasketActionError }>,
): AddAllOutcome {
  const added = results.filter((r) => !r.error).map((r) => r.item);
  const failures = results.filter((r) => r.error);
  if (!failures.length) return { status: 'success', added };
  const reason = failures.map((f) => f.error!.reason).find(Boolean);
  return {
    status: 'error',
    added,
    failed: failures.map((f) => f.item.name),
    ...(reason ? { reason } : {}),
  };
}

/** Adds each item (quantity 1) through the cart's write, in order, and answers the outcome. */
export async function addAllToCart(
  items: readonly AddAllItem[],
  write: (action: BasketActionInput) => Promise<WriteResult>,
): Promise<AddAllOutcome> {
  const results: Array<{ item: AddAllItem; error?: BasketActionError }> = [];
  for (const item of items) {
    const result = await write({
      intent: 'add',
      items: [{ productId: item.productId, quantity: 1 }],
    }).catch((): WriteResult => ({ error: { status: 0 } }));
    results.push('error' in result ? { item, error: result.error } : { item });
  }
  return addAllOutcome(results);
}
