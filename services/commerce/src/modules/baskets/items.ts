/**
 * Product lines of a basket: add (a product already there with the same options grows its line),
 * change (quantity, variant, options; quantity 0 removes) and remove. Every request is checked
 * whole against the catalog before anything is written, under the basket's row lock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import type { BasketOptionChoice } from '@solo/db/schema';
import type { InvalidField } from '../../errors.ts';
import {
  loadLineProducts,
  sameOptions,
  type LineProduct,
  type PricingContext,
} from './products.ts';
import {
  checkParts,
  checkProduct,
  checkQuantities,
  nextPosition,
  Refused,
  type FieldName,
  type Line,
} from './plan.ts';
import { getSitePreferences } from '../site-preferences/index.ts';
import { checkEtching, isEtched, sameEtching } from './etching.ts';
import {
  choosePart,
  isVariantOf,
  partsOf,
  sameParts,
  withParts,
  type BundlePart,
} from './bundles.ts';
import { applyCustom, type CustomChanges } from './service.ts';
import {
  FREQUENCY_KEY,
  isFrequency,
  isSubscriptionProduct,
  lineFrequency,
  normalizeFrequency,
  SUBSCRIPTION_FREQUENCIES,
} from './subscription-lines.ts';
import {
  done,
  invalid,
  itemsOf,
  lockBasket,
  NO_BASKET,
  newItemId,
  priceBaskets,
  pricingContext,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';

export type { FieldName } from './plan.ts';

const { basketItems } = schema;

export interface ItemInit {
  productId: string;
  quantity: number;
  /** A free gift chosen from the basket's `bonusDiscountLineItems` entry of this id. */
  bonusDiscountLineItemId?: string | undefined;
  optionItems?: BasketOptionChoice[] | undefined;
  /** A bundle's parts as variants other than its default ones (spec 001 §3). */
  bundledProductItems?: Array<{ productId: string; quantity?: number | undefined }> | undefined;
  custom?: CustomChanges | undefined;
}

export interface ItemChange {
  itemId: string;
  productId?: string | undefined;
  quantity?: number | undefined;
  optionItems?: BasketOptionChoice[] | undefined;
  custom?: CustomChanges | undefined;
}

/** Writes the lines a request changed. */
async function writeLines(tx: Transaction, basketId: string, lines: Line[], now: Date) {
  const gone = lines.filter((l) => l.state === 'deleted');
  if (gone.length)
    await tx.delete(basketItems).where(
      inArray(
        basketItems.id,
        gone.map((l) => l.id),
      ),
    );
  for (const l of lines) {
    const values = {
      productId: l.productId,
      quantity: l.quantity,
      optionItems: l.optionItems,
      custom: l.custom,
      bonusDiscountLineItemId: l.bonusDiscountLineItemId,
    };
    if (l.state === 'changed')
      await tx.update(basketItems).set(values).where(eq(basketItems.id, l.id));
    if (l.state === 'new')
      await tx
        .insert(basketItems)
        .values({ ...values, id: l.id, basketId, position: l.position, createdAt: now });
  }
}

/**
 * What a line change answers: a subscription asked of a product or site that does not offer one
 * is its own refusal (problem type `subscription-not-offered`, docs/decisions/subscriptions.md).
 */
export type ItemsOutcome =
  Outcome | { ok: false; reason: 'subscription-not-offered'; fields: InvalidField[] };

/**
 * The subscription lines a request wrote: the frequency must be one of the three, the product a
 * subscription product and the site must offer subscriptions (its `enableSubscriptions`).
 */
async function checkSubscriptionLines(
  tx: Transaction,
  lines: Line[],
  products: ReadonlyMap<string, LineProduct>,
  ctx: PricingContext,
  name: FieldName,
  refused: Refused,
): Promise<InvalidField[]> {
  const asked = lines.filter(
    (l) =>
      (l.state === 'new' || l.state === 'changed') &&
      l.by !== undefined &&
      l.custom[FREQUENCY_KEY] !== undefined,
  );
  const notOffered: InvalidField[] = [];
  if (asked.length === 0) return notOffered;
  const enabled = (await getSitePreferences(tx, ctx.site.id)).preferences.enableSubscriptions;
  for (const line of asked) {
    const field = name(line.by!, `c_${FREQUENCY_KEY}`);
    if (!isFrequency(line.custom[FREQUENCY_KEY]))
      refused.add(field, `must be one of ${SUBSCRIPTION_FREQUENCIES.join(', ')} or 0_0 (none)`);
    else if (!enabled)
      notOffered.push({ name: field, reason: `${ctx.site.id} does not offer subscriptions` });
    else if (!isSubscriptionProduct(products.get(line.productId)))
      notOffered.push({ name: field, reason: `${line.productId} is not a subscription product` });
  }
  return notOffered;
}

/** Runs `plan` on the locked basket's lines and writes them if the catalog allows them. */
async function changeLines(
  db: Database,
  scope: BasketScope,
  basketId: string,
  productIds: string[],
  plan: (
    lines: Line[],
    products: ReadonlyMap<string, LineProduct>,
    ctx: PricingContext,
    refused: Refused,
  ) => Outcome<void>,
  name: FieldName,
): Promise<ItemsOutcome> {
  return db
    .transaction(async (tx): Promise<ItemsOutcome> => {
      const row = await lockBasket(tx, scope, basketId);
      if (!row) return NO_BASKET;
      const ctx = pricingContext(row, scope);
      const lines: Line[] = (await itemsOf(tx, basketId)).map((i) => ({ ...i, state: 'kept' }));
      const products = await loadLineProducts(tx, ctx, [
        ...productIds,
        ...lines.map((l) => l.productId),
      ]);
      const refused = new Refused();
      const planned = plan(lines, products, ctx, refused);
      if (!planned.ok) return planned;
      checkQuantities(lines, products, name, refused);
      // Lowering a line's quantity never runs into a rule that changed since it was added.
      const touched = lines.filter(
        (l) => l.state !== 'kept' && l.state !== 'deleted' && (l.grew !== false || l.customChanged),
      );
      // The site's switch is read only when a request etches (most do not).
      const disabled =
        touched.some(isEtched) &&
        (await getSitePreferences(tx, ctx.site.id)).preferences.disableEtching;
      checkParts(lines, products, name, refused);
      for (const line of touched) {
        const product = products.get(line.productId);
        if (product && line.by !== undefined)
          checkEtching(line, product, ctx, (f) => name(line.by!, f), refused, disabled);
      }
      const notOffered = await checkSubscriptionLines(tx, lines, products, ctx, name, refused);
      if (refused.fields.length) return invalid(refused.fields);
      if (notOffered.length)
        return { ok: false, reason: 'subscription-not-offered', fields: notOffered };
      await writeLines(tx, basketId, lines, scope.now);
      // A gift must be one its bonus entry offers, within maxBonusItems: priced with the lines as
      // written, a refused gift rolls the whole request back.
      const gifts = lines.filter((l) => l.bonusDiscountLineItemId && l.grew && l.by !== undefined);
      if (gifts.length) {
        const [priced] = await priceBaskets(tx, [row], scope, { products });
        const wrong = gifts.filter((l) => priced!.orphanBonusItemIds.includes(l.id));
        if (wrong.length)
          throw new RefusedWrite(
            wrong.map((l) => ({
              name: name(l.by!, 'bonusDiscountLineItemId'),
              reason: 'is not a free gift choice of this basket for this product and quantity',
            })),
          );
      }
      // The lines' products were read above in this transaction: pricing reads only new ones.
      return done(await touchAndRead(tx, row, scope, products));
    })
    .catch((e: unknown) => {
      if (e instanceof RefusedWrite) return invalid(e.fields);
      throw e;
    });
}

/** Thrown inside a transaction to undo its writes and answer the fields instead. */
class RefusedWrite extends Error {
  readonly fields: InvalidField[];
  constructor(fields: InvalidField[]) {
    super('refused');
    this.fields = fields;
  }
}

/** `POST /baskets/{id}/items`: adds each item, growing a line of the same product and options. */
export function addItems(
  db: Database,
  scope: BasketScope,
  basketId: string,
  items: ItemInit[],
  name: FieldName,
): Promise<ItemsOutcome> {
  return changeLines(
    db,
    scope,
    basketId,
    items.map((i) => i.productId),
    (lines, products, ctx, refused) => {
      items.forEach((item, index) => {
        const options = checkProduct(
          products.get(item.productId),
          item.optionItems,
          ctx,
          (f) => name(index, f),
          refused,
        );
        if (!options) return;
        const bonusId = item.bonusDiscountLineItemId ?? null;
        const product = products.get(item.productId);
        const id = newItemId();
        const parts = askedParts(
          partsOf({ id, quantity: item.quantity, custom: {} }, product, products),
          item.bundledProductItems ?? [],
          products,
          (f) => name(index, f),
          refused,
        );
        if (!parts) return;
        const asked = normalizeFrequency(item.custom);
        const custom = parts.length
          ? withParts(applyCustom({}, asked), parts)
          : applyCustom({}, asked);
        const same = lines.find(
          (l) =>
            l.state !== 'deleted' &&
            l.productId === item.productId &&
            l.bonusDiscountLineItemId === bonusId &&
            sameOptions(l.optionItems, options) &&
            sameEtching(l.custom, custom) &&
            // A subscription line and a one-time line of one product stay apart.
            lineFrequency(l.custom) === lineFrequency(custom) &&
            sameParts(partsOf(l, product, products), parts),
        );
        if (same) {
          same.quantity += item.quantity;
          same.custom = applyCustom(same.custom, asked);
          same.state = same.state === 'new' ? 'new' : 'changed';
          same.by = index;
          same.grew = true;
          return;
        }
        lines.push({
          id,
          basketId,
          productId: item.productId,
          quantity: item.quantity,
          optionItems: options,
          custom,
          position: nextPosition(lines),
          createdAt: scope.now,
          bonusDiscountLineItemId: bonusId,
          state: 'new',
          by: index,
          grew: true,
        });
      });
      return done(undefined);
    },
    name,
  );
}

/**
 * `PATCH /baskets/{id}/items[/{itemId}]`: quantity (0 removes the line), product (another
 * variant) and options of existing lines. A line changed into one that already exists (same
 * product and options) is merged into it, quantities added (spec 001 §4 variant change).
 */
export function updateItems(
  db: Database,
  scope: BasketScope,
  basketId: string,
  changes: ItemChange[],
  name: FieldName,
  unknownItem: 'not-found' | 'invalid',
): Promise<ItemsOutcome> {
  return changeLines(
    db,
    scope,
    basketId,
    changes.flatMap((c) => (c.productId ? [c.productId] : [])),
    (lines, products, ctx, refused) => {
      for (const [index, change] of changes.entries()) {
        const line = lines.find((l) => l.id === change.itemId && l.state !== 'deleted');
        const bundled = line ? undefined : bundleLineOf(lines, products, change.itemId);
        if (bundled) {
          changePart(lines, bundled, change, products, index, (f) => name(index, f), refused);
          continue;
        }
        if (!line) {
          if (unknownItem === 'not-found') return { ok: false, reason: 'item-not-found' };
          refused.add(name(index, 'itemId'), 'is not an item of this basket');
          continue;
        }
        const before = line.quantity;
        line.state = line.state === 'new' ? 'new' : 'changed';
        line.by = index;
        if (change.quantity === 0) {
          line.state = 'deleted';
          continue;
        }
        if (change.quantity !== undefined) line.quantity = change.quantity;
        line.custom = applyCustom(line.custom, normalizeFrequency(change.custom));
        line.customChanged = Object.keys(change.custom ?? {}).length > 0;
        const productId = change.productId ?? line.productId;
        if (change.productId !== undefined || change.optionItems !== undefined) {
          const options = checkProduct(
            products.get(productId),
            change.optionItems ?? (productId === line.productId ? line.optionItems : []),
            ctx,
            (f) => name(index, f),
            refused,
          );
          if (!options) continue;
          line.grew = true;
          line.productId = productId;
          line.optionItems = options;
          const same = lines.find(
            (l) =>
              l !== line &&
              l.state !== 'deleted' &&
              l.productId === productId &&
              l.bonusDiscountLineItemId === line.bonusDiscountLineItemId &&
              sameOptions(l.optionItems, options) &&
              sameEtching(l.custom, line.custom) &&
              lineFrequency(l.custom) === lineFrequency(line.custom),
          );
          if (same) {
            same.quantity += line.quantity;
            same.state = same.state === 'new' ? 'new' : 'changed';
            same.by = index;
            same.grew = true;
            line.state = 'deleted';
          }
          continue;
        }
        line.grew = line.quantity > before;
      }
      return done(undefined);
    },
    name,
  );
}

/**
 * The parts of a bundle being added, with the variants the request names in place of the default
 * ones: each must be a variant of a part's master (or the part itself), one per part, orderable.
 * Undefined when refused.
 */
function askedParts(
  parts: BundlePart[],
  asked: ReadonlyArray<{ productId: string; quantity?: number | undefined }>,
  products: ReadonlyMap<string, LineProduct>,
  field: (f: string) => string,
  refused: Refused,
): BundlePart[] | undefined {
  if (asked.length && !parts.length) {
    refused.add(field('bundledProductItems'), 'is only for a bundle');
    return undefined;
  }
  const taken = new Set<number>();
  let ok = true;
  for (const [k, { productId, quantity }] of asked.entries()) {
    const index = parts.findIndex(
      (part, i) =>
        !taken.has(i) &&
        (part.productId === productId || isVariantOf(products.get(productId), part.masterId)),
    );
    if (index < 0) {
      refused.add(
        field(`bundledProductItems.${k}.productId`),
        'is not a variant of a part of this bundle',
      );
      ok = false;
      continue;
    }
    taken.add(index);
    if (quantity !== undefined && quantity !== parts[index]!.perBundle) {
      refused.add(
        field(`bundledProductItems.${k}.quantity`),
        `must be the part's units in one bundle (${parts[index]!.perBundle})`,
      );
      ok = false;
      continue;
    }
    // The part as the bundle defines it (a plain item has no other variant) needs no choice.
    if (productId === parts[index]!.productId) continue;
    const problem = choosePart(parts[index]!, productId, products);
    if (problem) {
      refused.add(field(`bundledProductItems.${k}.productId`), problem);
      ok = false;
      continue;
    }
    parts[index] = { ...parts[index]!, productId };
  }
  return ok ? parts : undefined;
}

/** The bundle line holding the bundled item `itemId`, and the part's index. */
function bundleLineOf(
  lines: Line[],
  products: ReadonlyMap<string, LineProduct>,
  itemId: string,
): { line: Line; index: number } | undefined {
  for (const line of lines) {
    if (line.state === 'deleted') continue;
    const index = partsOf(line, products.get(line.productId), products).findIndex(
      (p) => p.itemId === itemId,
    );
    if (index >= 0) return { line, index };
  }
  return undefined;
}

/**
 * A change of a bundled item: only its product, to another variant of the same master (spec 001
 * §4 "Bundle variant changes are sent as a batch update"); its quantity follows the bundle. A
 * line that then holds the same parts as another line of the bundle is merged into it.
 */
function changePart(
  lines: Line[],
  { line, index: partIndex }: { line: Line; index: number },
  change: ItemChange,
  products: ReadonlyMap<string, LineProduct>,
  by: number,
  field: (f: string) => string,
  refused: Refused,
) {
  const bundle = products.get(line.productId);
  const parts = partsOf(line, bundle, products);
  const part = parts[partIndex]!;
  if (change.quantity !== undefined && change.quantity !== part.quantity)
    refused.add(field('quantity'), "cannot change: a bundled item's quantity follows its bundle");
  if (change.optionItems?.length)
    refused.add(field('optionItems'), 'a bundled item has no options');
  if (Object.keys(change.custom ?? {}).length)
    refused.add(field('custom'), 'a bundled item has no custom attributes');
  if (change.productId === undefined || change.productId === part.productId) return;
  const problem = choosePart(part, change.productId, products);
  if (problem) {
    refused.add(field('productId'), problem);
    return;
  }
  parts[partIndex] = { ...part, productId: change.productId };
  line.custom = withParts(line.custom, parts);
  line.state = line.state === 'new' ? 'new' : 'changed';
  line.by = by;
  line.grew = false;
  line.partsChanged = true;
  const same = lines.find(
    (l) =>
      l !== line &&
      l.state !== 'deleted' &&
      l.productId === line.productId &&
      l.bonusDiscountLineItemId === line.bonusDiscountLineItemId &&
      sameOptions(l.optionItems, line.optionItems) &&
      sameEtching(l.custom, line.custom) &&
      sameParts(partsOf(l, bundle, products), parts),
  );
  if (same) {
    same.quantity += line.quantity;
    same.state = same.state === 'new' ? 'new' : 'changed';
    same.by = by;
    same.partsChanged = true;
    line.state = 'deleted';
  }
}

/** `DELETE /baskets/{id}/items/{itemId}`. */
export async function removeItem(
  db: Database,
  scope: BasketScope,
  basketId: string,
  itemId: string,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [gone] = await tx
      .delete(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
      .returning({ id: basketItems.id });
    if (!gone) return { ok: false, reason: 'item-not-found' };
    return done(await touchAndRead(tx, row, scope));
  });
}
