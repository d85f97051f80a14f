/**
 * What the etching modal of a product page offers (spec 001 §2 "Etching modal", §3, §6, §9),
 * decided on the server from the product payload: the etching types the product's etchingType
 * option sells in the page's currency (team logos are priced in US dollars only, so they show on
 * SoloUS alone), the variants each type can be etched on, the team allow-lists and the preview.
 * Nothing when the product has no etching or the site hides it (disableEtching).
 */
import {
  ETCHING_OPTION_ID,
  isEtchingType,
  isTeamEtchingType,
  type EtchingTeam,
  type EtchingType,
} from '@solo/sites/etching';
import { variantImages } from '../product/images.ts';
import type { CatalogProduct, VariationSelection } from '../product/types.ts';

export interface EtchingTypeOffer {
  id: EtchingType;
  /** The option value's name in the page's language (catalog text). */
  name: string;
  price: number;
  /** Team types: the league's allow-list. */
  teams?: EtchingTeam[];
}

export interface EtchingVariant {
  productId: string;
  /** The variant's values by name, e.g. "Black". */
  label: string;
  orderable: boolean;
  /** Team logos can be etched on it (c_etchingTeamLogoVariant). */
  teamLogos: boolean;
  /** Its etching preview image (view type 'etching'). */
  preview?: string;
  /** Its own price, for the add button's label. */
  price?: number;
}

export interface EtchingView {
  productId: string;
  productName: string;
  types: EtchingTypeOffer[];
  /** The master's variants; empty for an item (which is its own one variant). */
  variants: EtchingVariant[];
  /** The variant chosen on the page, when one is (step 2 is skipped then). */
  selectedVariantId?: string;
  /** The item's own preview, or the chosen variant's. */
  preview?: string;
  /** c_etchingPreviewTextColor: the colour the preview text is drawn in. */
  textColor: string;
}

interface OptionValueWire {
  id?: string;
  name?: string;
  price?: number;
  c_teams?: EtchingTeam[];
}

type VariantSummary = NonNullable<CatalogProduct['c_variants']>[number] & {
  etchingTeamLogoVariant?: boolean;
};

/** The etching the page offers, or undefined (no etching, or the site hides it). */
export function etchingView(
  product: CatalogProduct,
  options: { disableEtching: boolean; selection: VariationSelection; selectedVariantId?: string },
): EtchingView | undefined {
  if (options.disableEtching || product.c_enableEtching !== true) return undefined;
  const option = (product.options ?? []).find((o) => o.id === ETCHING_OPTION_ID);
  const values = (option?.values ?? []) as OptionValueWire[];
  const types = values.flatMap((v): EtchingTypeOffer[] => {
    if (!v.id || !isEtchingType(v.id) || typeof v.price !== 'number') return [];
    if (isTeamEtchingType(v.id) && !v.c_teams?.length) return [];
    return [
      {
        id: v.id,
        name: v.name ?? v.id,
        price: v.price,
        ...(isTeamEtchingType(v.id) ? { teams: v.c_teams! } : {}),
      },
    ];
  });
  if (!types.length) return undefined;
  const attributes = product.variationAttributes ?? [];
  const variants = ((product.c_variants ?? []) as VariantSummary[]).map((v) => {
    const label = attributes
      .map((a) => a.values?.find((x) => x.value === v.variationValues[a.id])?.name)
      .filter(Boolean)
      .join(' / ');
    const preview = variantImages(product, v.variationValues, 'etching')[0]?.link;
    const price = product.variants?.find((x) => x.productId === v.productId)?.price;
    return {
      productId: v.productId,
      label: label || v.productId,
      orderable: v.orderable !== false && v.isDiscontinued !== true,
      teamLogos: v.etchingTeamLogoVariant === true,
      ...(preview ? { preview } : {}),
      ...(typeof price === 'number' ? { price } : {}),
    };
  });
  const preview = variantImages(product, options.selection, 'etching')[0]?.link;
  return {
    productId: product.id,
    productName: product.name ?? product.id,
    types,
    variants,
    ...(options.selectedVariantId ? { selectedVariantId: options.selectedVariantId } : {}),
    ...(preview ? { preview } : {}),
    textColor: /^#[0-9a-f]{3,8}$/i.test(product.c_etchingPreviewTextColor ?? '')
      ? product.c_etchingPreviewTextColor!
      : '#1c1917',
  };
}

/** The variants a type can be etched on: every orderable one, team logos only where marked. */
export const variantsFor = (view: EtchingView, type: EtchingType): EtchingVariant[] =>
  view.variants.filter((v) => v.orderable && (!isTeamEtchingType(type) || v.teamLogos));

/**
 * Whether a type can go straight to step 3 (spec 001 §4): group orders, and a variant already
 * chosen on the page that can take it (an item is its own variant).
 */
export function skipsVariantStep(view: EtchingView, type: EtchingType): boolean {
  if (type === 'group' || !view.variants.length) return true;
  const chosen = view.selectedVariantId;
  return chosen !== undefined && variantsFor(view, type).some((v) => v.productId === chosen);
}
