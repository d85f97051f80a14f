/**
 * The etching of a basket or order line as the mini cart, cart, checkout summary, confirmation
 * and order history show it (spec 001 §3 basket product item: optionItems, c_etchingText,
 * c_etchingTeamName): the type's name, its price and the text lines or the team.
 */
import { ETCHING_OPTION_ID, etchingLines, NO_ETCHING } from '@solo/sites/etching';

export interface LineEtching {
  /** The etchingType value's name (catalog text, e.g. "Custom Text"). */
  name: string;
  /** The etching's price for the line (option price × quantity), major units. */
  price?: number;
  lines: string[];
  team?: string;
}

interface ItemLike {
  optionItems?: Array<{
    optionId?: string;
    optionValueId?: string;
    itemText?: string;
    price?: number;
  }>;
  c_etchingText?: unknown;
  c_etchingTeamName?: unknown;
}

export function lineEtching(item: ItemLike): LineEtching | undefined {
  const option = item.optionItems?.find((o) => o.optionId === ETCHING_OPTION_ID);
  if (!option?.optionValueId || option.optionValueId === NO_ETCHING) return undefined;
  const text = typeof item.c_etchingText === 'string' ? item.c_etchingText : '';
  const team = typeof item.c_etchingTeamName === 'string' ? item.c_etchingTeamName : '';
  return {
    name: option.itemText ?? option.optionValueId,
    ...(typeof option.price === 'number' ? { price: option.price } : {}),
    lines: etchingLines(text),
    ...(team ? { team } : {}),
  };
}
