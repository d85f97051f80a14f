/**
 * The FAQ accordion group (spec 000 §4 "FAQ accordion group toggles between 5 and up to 100
 * questions (See More Questions, See Less Questions)"; §9 "FAQ: 5 collapsed, 100 expanded").
 */

/** Spec 000 §9: questions shown while the group is collapsed. */
export const FAQ_COLLAPSED = 5;
/** Spec 000 §9: questions shown at most once it is expanded. */
export const FAQ_EXPANDED = 100;

export interface FaqSplit<T> {
  /** Always shown. */
  shown: T[];
  /** Shown once "See More Questions" is chosen; empty when there is nothing more. */
  more: T[];
}

/** The questions with a title and an answer, split into the first five and the rest (to 100). */
export function splitQuestions<T extends { title?: unknown; content?: unknown }>(
  items: readonly T[] | undefined,
): FaqSplit<T> {
  const valid = (items ?? []).filter(
    (item) =>
      typeof item?.title === 'string' &&
      item.title.trim() !== '' &&
      item.content !== undefined &&
      item.content !== null &&
      item.content !== '',
  );
  const kept = valid.slice(0, FAQ_EXPANDED);
  return { shown: kept.slice(0, FAQ_COLLAPSED), more: kept.slice(FAQ_COLLAPSED) };
}
