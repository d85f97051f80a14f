/**
 * Etched lines (spec 001 §3 "Etching basket item data", §5, §9): whatever a client sends, a line
 * is written only with an etching the catalog and the site allow — a value of the product's
 * etchingType option that has a price in the basket's currency (team logos are priced in US
 * dollars only), on a product with etching enabled (a team logo only on a variant marked
 * etchingTeamLogoVariant), with text the engraver can cut or a team of the league's allow-list.
 * A line without etching carries no etching fields.
 */
import {
  ETCHING_OPTION_ID,
  etchingTextProblem,
  isEtchingImagePath,
  isTeamEtchingType,
  NO_ETCHING,
} from '@solo/sites/etching';
import type { BasketOptionChoice } from '@solo/db/schema';
import type { Line, Refused } from './plan.ts';
import type { LineProduct, PricingContext } from './products.ts';

/** The line attributes of an etching (custom keys without the c_ prefix). */
const TEXT = 'etchingText';
const TEAM = 'etchingTeamName';
const FILE = 'etchingFileName';
const IMAGE = 'etchingImage';
const REQUIRED = 'EtchingRequired';
const ETCHING_FIELDS = [TEXT, TEAM, FILE, IMAGE] as const;

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The etchingType value a line's options chose, if the product has the option. */
export const etchingValueOf = (options: readonly BasketOptionChoice[]) =>
  options.find((o) => o.optionId === ETCHING_OPTION_ID)?.optionValueId;

/**
 * Two lines of one product and options are one line only when they etch the same: a mug with
 * "Sam" and one with "Alex" stay apart.
 */
export const sameEtching = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  ETCHING_FIELDS.every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** Whether a line chose an etching (a value of etchingType other than noEtching). */
export const isEtched = (line: Pick<Line, 'optionItems'>) => {
  const valueId = etchingValueOf(line.optionItems);
  return valueId !== undefined && valueId !== NO_ETCHING;
};

/**
 * Refuses the etching of a touched line that the catalog or the site does not allow.
 * `disabled`: the site turned etching off (preference disableEtching), so no line may gain one;
 * taking an etching off a line stays possible.
 */
export function checkEtching(
  line: Line,
  product: LineProduct,
  ctx: PricingContext,
  field: (f: string) => string,
  refused: Refused,
  disabled = false,
) {
  const c = line.custom;
  const valueId = etchingValueOf(line.optionItems);
  if (c[REQUIRED] !== undefined && typeof c[REQUIRED] !== 'boolean')
    refused.add(field(`c_${REQUIRED}`), 'must be true or false');
  if (filled(c[IMAGE]) && (typeof c[IMAGE] !== 'string' || !isEtchingImagePath(c[IMAGE])))
    refused.add(field(`c_${IMAGE}`), 'must be an image path of this store (/images/…)');
  if (valueId === undefined || valueId === NO_ETCHING) {
    for (const key of ETCHING_FIELDS)
      if (filled(c[key]))
        refused.add(
          field(`c_${key}`),
          valueId === undefined
            ? 'the product cannot be etched'
            : 'must be empty when the etchingType option is noEtching',
        );
    if (c[REQUIRED] === true) refused.add(field(`c_${REQUIRED}`), 'the line has no etching');
    return;
  }
  const optionIndex = line.optionItems.findIndex((o) => o.optionId === ETCHING_OPTION_ID);
  const optionField = field(`optionItems.${optionIndex}.optionValueId`);
  if (disabled) {
    refused.add(optionField, `etching is turned off on ${ctx.site.id} (disableEtching)`);
    return;
  }
  const record = product.record;
  const value = record.options
    ?.find((o) => o.id === ETCHING_OPTION_ID)
    ?.values.find((v) => v.id === valueId);
  if (record.custom.enableEtching !== true) {
    refused.add(field('productId'), 'cannot be etched');
    return;
  }
  if (!value || value.price[ctx.currency] === undefined) {
    refused.add(optionField, `is not offered on ${ctx.site.id} (${ctx.currency})`);
    return;
  }
  if (valueId === 'customText') {
    const text = c[TEXT];
    const problem =
      typeof text === 'string' ? etchingTextProblem(text) : 'is required for custom text';
    if (problem) refused.add(field(`c_${TEXT}`), problem);
  } else if (filled(c[TEXT])) refused.add(field(`c_${TEXT}`), `must be empty for ${valueId}`);
  if (isTeamEtchingType(valueId)) {
    if (record.custom.etchingTeamLogoVariant !== true)
      refused.add(field('productId'), 'is not a variant a team logo can be etched on');
    const team = value.teams?.find((t) => t.name === c[TEAM]);
    if (!filled(c[TEAM])) refused.add(field(`c_${TEAM}`), `is required for ${valueId}`);
    else if (!team)
      refused.add(field(`c_${TEAM}`), `is not a team of the ${valueId} allow-list on this site`);
    else if (filled(c[FILE]) && c[FILE] !== team.fileName)
      refused.add(field(`c_${FILE}`), `must be ${team.fileName} for ${team.name}`);
  } else {
    if (filled(c[TEAM])) refused.add(field(`c_${TEAM}`), `must be empty for ${valueId}`);
    if (filled(c[FILE])) refused.add(field(`c_${FILE}`), `must be empty for ${valueId}`);
  }
}
