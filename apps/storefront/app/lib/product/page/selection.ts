/**
 * The product page's variation selection in the URL (spec 001 §2 "variation swatches", §5
 * "Variant selection"): one query parameter per variation attribute, `?size=medium&color=black`.
 * Members of sets and bundles carry their own, prefixed with their id: `?fire-pit.color=black`.
 */
import type { CatalogProduct, VariationSelection } from '../types.ts';
import { defaultSelection, findVariant, isSelectionComplete, selectSwatch } from '../variants.ts';

/** The parsed selection of a product and whether the URL asked for something that does not exist. */
export interface ParsedSelection {
  selection: VariationSelection;
  /** The URL named at least one variation value for this product. */
  requested: boolean;
  /** The URL named a value the product does not have, or a combination no variant has. */
  missing: boolean;
}

/** The query parameter of an attribute: its id, prefixed with the member id for set/bundle parts. */
export const selectionParam = (attributeId: string, memberId?: string): string =>
  memberId ? `${memberId}.${attributeId}` : attributeId;

/**
 * The selection the URL asks for: the product's default selection (spec 001 §2: "auto-selects its
 * default variant") with every valid value of the URL on top. A value the product does not have,
 * or a full combination that matches no variant, marks the selection `missing`.
 */
export function parseSelection(
  product: CatalogProduct,
  params: URLSearchParams,
  memberId?: string,
): ParsedSelection {
  const attributes = product.variationAttributes ?? [];
  const selection = defaultSelection(product);
  let requested = false;
  let missing = false;
  for (const attribute of attributes) {
    const value = params.get(selectionParam(attribute.id, memberId));
    if (value === null) continue;
    requested = true;
    if ((attribute.values ?? []).some((v) => v.value === value)) selection[attribute.id] = value;
    else {
      missing = true;
      delete selection[attribute.id];
    }
  }
  if (!missing && requested && isSelectionComplete(product, selection)) {
    missing = findVariant(product, selection) === undefined;
  }
  return { selection, requested, missing };
}

/**
 * The query string that selects `value` of `attributeId`: the other attributes adjust to a
 * combination that exists (spec 001 §2), every other parameter of the URL is kept, and the
 * quick-shop parameters stay as they are.
 */
export function swatchQuery(
  product: CatalogProduct,
  selection: VariationSelection,
  attributeId: string,
  value: string,
  params: URLSearchParams,
  memberId?: string,
): string {
  const next = selectSwatch(product, selection, attributeId, value);
  const query = new URLSearchParams(params);
  for (const attribute of product.variationAttributes ?? []) {
    const chosen = next[attribute.id];
    const name = selectionParam(attribute.id, memberId);
    if (chosen === undefined) query.delete(name);
    else query.set(name, chosen);
  }
  return `?${query.toString()}`;
}

/** The query of a variant's own values, for links to a product page with that variant chosen. */
export function variantQuery(selection: VariationSelection): string {
  const query = new URLSearchParams(selection).toString();
  return query ? `?${query}` : '';
}
