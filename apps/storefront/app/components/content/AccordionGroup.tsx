import type { AccordionGroupEntry, AccordionItem } from '@solo/content-model';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { splitQuestions } from '../../lib/content/faq.ts';
import { GLYPH_PLUS } from '../ui/text.ts';
import { bm } from './block-messages.ts';
import { TextFieldView } from './TextField.tsx';

const SUMMARY =
  'flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden';

/**
 * One question: a native disclosure (details/summary), so it opens with and without JavaScript
 * and assistive technology hears a button with its expanded state
 * (docs/decisions/faq-questions-as-native-disclosures.md).
 */
function Question({ item }: { item: AccordionItem }) {
  return (
    <details className="group">
      <summary className={SUMMARY}>
        <span>{item.title}</span>
        <span aria-hidden="true" className="text-2xl leading-none group-open:rotate-45">
          {GLYPH_PLUS}
        </span>
      </summary>
      <TextFieldView text={item.content} className="pb-4 text-muted" />
    </details>
  );
}

/**
 * accordion_group: a FAQ (spec 000 §4, §9). Five questions show; "See More Questions" reveals the
 * rest up to 100 and then reads "See Less Questions", which hides them again. Nothing without a
 * question (spec 000 §8).
 */
export function AccordionGroup({ entry }: { entry: Partial<AccordionGroupEntry>; first: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const { shown, more } = splitQuestions(entry.items);
  if (!shown.length) return null;
  const title = entry.group_title?.trim();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto w-full max-w-3xl px-4 py-10 lg:py-14"
      data-block="accordion_group"
    >
      {title ? (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight lg:text-3xl">
          {title}
        </h2>
      ) : null}
      <div className="divide-y divide-stone-200 border-y border-stone-200">
        {shown.map((item, i) => (
          <Question key={i} item={item} />
        ))}
      </div>
      {more.length ? (
        <details className="group/more" data-faq-more="">
          <summary
            className={`${SUMMARY} justify-center text-brand-dark underline underline-offset-4 hover:no-underline`}
          >
            <span className="group-open/more:hidden">{intl.formatMessage(bm.seeMore)}</span>
            <span className="hidden group-open/more:inline">{intl.formatMessage(bm.seeLess)}</span>
          </summary>
          <div className="divide-y divide-stone-200 border-b border-stone-200">
            {more.map((item, i) => (
              <Question key={i} item={item} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
