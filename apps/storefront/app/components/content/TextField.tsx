import type { TextField } from '@solo/content-model';
import { paragraphsOf } from '../../lib/content/rich-text.ts';
import { lazyBlock } from './lazy-block.tsx';

/** Rich text's renderer loads only on a page that shows rich text (issue 18 page budget). */
const RichText = lazyBlock(() => import('./RichText.tsx').then((m) => m.RichText));

/**
 * A text field (spec 000 §3 content entries): plain text as paragraphs separated by blank lines,
 * or rich text. Nothing when empty.
 */
export function TextFieldView({
  text,
  className,
  paragraphClassName = 'mt-4 first:mt-0',
}: {
  text: TextField | null | undefined;
  className?: string;
  /** Classes of each paragraph of plain text. */
  paragraphClassName?: string;
}) {
  if (typeof text === 'string') {
    const paragraphs = paragraphsOf(text);
    if (!paragraphs.length) return null;
    return (
      <div className={className}>
        {paragraphs.map((p, i) => (
          <p key={i} className={paragraphClassName}>
            {p}
          </p>
        ))}
      </div>
    );
  }
  if (!text || typeof text !== 'object' || !Array.isArray(text.children)) return null;
  return <RichText doc={text} className={className} />;
}
