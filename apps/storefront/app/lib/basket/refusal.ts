/**
 * A refused cart write as the browser receives it (spec 001 §8 "Basket mutation errors"): the
 * service's problem is read here, at the storefront's boundary, and only a reason the shopper's
 * messages can say goes on. Its English title, detail and field paths (`0.quantity: must be at
 * most 3`) never reach the page (docs/decisions/cart-refusals-in-shopper-language.md).
 */
import type { BasketActionError, BasketRefusalReason } from './actions.ts';
import { GIFT_CARD_LIMIT_TITLE } from '../gift-card/rules.ts';

/** The problem body of a failed Shopper Baskets call, as `problemOf` reads it. */
export interface BasketProblem {
  status: number;
  title?: unknown;
  invalidFields?: unknown;
  [key: string]: unknown;
}

interface InvalidField {
  name: string;
  reason: string;
}

const invalidFieldsOf = (problem: BasketProblem): InvalidField[] =>
  Array.isArray(problem.invalidFields)
    ? problem.invalidFields.flatMap((f: unknown) => {
        if (!f || typeof f !== 'object') return [];
        const { name, reason } = f as { name?: unknown; reason?: unknown };
        return typeof name === 'string' && typeof reason === 'string' ? [{ name, reason }] : [];
      })
    : [];

/** The reasons of the basket service (services/commerce baskets/products.ts) a shopper can act on. */
const REASONS: Array<[RegExp, BasketRefusalReason]> = [
  [/^must be at most \d+/, 'quantityLimit'],
  [/out of stock$/, 'outOfStock'],
  [/^(is discontinued|is not a product of the catalog|has no price)/, 'unavailable'],
];

/** The field a refusal names, without the request's path (`0.quantity` → `quantity`). */
const fieldName = (path: string): string => path.split('.').findLast((p) => !/^\d+$/.test(p)) ?? '';

/**
 * The refusal the browser gets for a problem of the basket service: its status, the first
 * reason a message exists for (none: the generic error toast), and the names of the fields.
 */
export function basketRefusal(problem: BasketProblem): BasketActionError {
  const fields = invalidFieldsOf(problem);
  const reason: BasketRefusalReason | undefined =
    problem.title === GIFT_CARD_LIMIT_TITLE
      ? 'giftCardLimit'
      : fields
          .map((f) => REASONS.find(([pattern]) => pattern.test(f.reason))?.[1])
          .find((r) => r !== undefined);
  const names = [...new Set(fields.map((f) => fieldName(f.name)).filter(Boolean))];
  return {
    status: problem.status,
    ...(reason ? { reason } : {}),
    ...(names.length ? { fields: names } : {}),
  };
}
