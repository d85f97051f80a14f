/**
 * The FAQ accordion group (spec 000 §4 "FAQ accordion group toggles between 5 and up to 100
 * questions (See More Questions, See Less Questions)"; §9 "FAQ: 5 collapsed, 100 expanded").
 */
import {
  isRteText,
  type AccordionGroupEntry,
  type RteNode,
  type TextField,
} from '@solo/content-model';

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

/** An answer as plain text: its paragraphs, list items and cells separated by one space. */
export function answerText(field: TextField | null | undefined): string {
  // Links run on inside their sentence; every other element is a block set apart by spaces.
  const walk = (node: RteNode): string => {
    if (isRteText(node)) return node.text;
    const inner = (node.children ?? []).map(walk).join('');
    return node.type === 'a' ? inner : ` ${inner} `;
  };
  const text = typeof field === 'string' ? field : field ? walk(field) : '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The FAQPage structured data (schema.org) of a page's FAQ blocks, for its `script:ld+json` meta,
 * so search engines can show the questions; null when the page has none. Every question the page
 * holds is in its HTML (collapsed ones too), so all of them are listed.
 */
export function faqJsonLd(sections: ReadonlyArray<{ _content_type_uid: string }>): object | null {
  const questions = sections
    .filter((s) => s._content_type_uid === 'accordion_group')
    .flatMap((s) => {
      const { shown, more } = splitQuestions((s as Partial<AccordionGroupEntry>).items);
      return [...shown, ...more];
    })
    .map((q) => ({ name: q.title.trim(), text: answerText(q.content) }))
    .filter((q) => q.text);
  if (!questions.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.name,
      acceptedAnswer: { '@type': 'Answer', text: q.text },
    })),
  };
}
