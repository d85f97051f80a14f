import type { TextCardEntry } from '@solo/content-model';
import { hasText } from '../../lib/content/rich-text.ts';
import { ContentButton } from './ContentButton.tsx';
import { TextFieldView } from './TextField.tsx';

/**
 * text_card (spec 000 §2): a heading, plain or rich text, and a button. A short plain text is
 * centred like a banner; rich text (policies, lists, tables) reads left-aligned.
 */
export function TextCard({ entry }: { entry: Partial<TextCardEntry>; first: boolean }) {
  if (!entry.heading && !hasText(entry.text)) return null;
  const prose = typeof entry.text === 'object';
  return (
    <section
      className={`mx-auto max-w-3xl px-4 py-10 lg:py-14 ${prose ? 'text-left' : 'text-center'}`}
    >
      {entry.heading ? (
        <h2 className="text-2xl font-bold tracking-tight lg:text-4xl">{entry.heading}</h2>
      ) : null}
      <TextFieldView text={entry.text} className={`mt-4 text-lg ${prose ? '' : 'text-muted'}`} />
      {entry.button ? (
        <div className="mt-6">
          <ContentButton button={entry.button} />
        </div>
      ) : null}
    </section>
  );
}
