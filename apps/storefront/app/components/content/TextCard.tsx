import type { TextCardEntry } from '@solo/content-model';
import { hasText } from '../../lib/content/rich-text.ts';
import { ContentButton } from './ContentButton.tsx';
import { TextFieldView } from './RichText.tsx';

/** text_card (spec 000 §2): a heading, plain or rich text, and a button. */
export function TextCard({ entry }: { entry: Partial<TextCardEntry>; first: boolean }) {
  if (!entry.heading && !hasText(entry.text)) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 text-center lg:py-16">
      {entry.heading ? (
        <h2 className="text-2xl font-bold tracking-tight lg:text-4xl">{entry.heading}</h2>
      ) : null}
      <TextFieldView text={entry.text} className="text-lg text-muted" />
      {entry.button ? (
        <div className="mt-6">
          <ContentButton button={entry.button} />
        </div>
      ) : null}
    </section>
  );
}
