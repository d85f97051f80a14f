import type { TextCardEntry } from '@solo/content-model';
import { ContentButton } from './ContentButton.tsx';

/** text_card: a heading and paragraphs of plain text (blank lines separate paragraphs). */
export function TextCard({ entry }: { entry: Partial<TextCardEntry>; first: boolean }) {
  if (!entry.heading && !entry.text) return null;
  const paragraphs = (typeof entry.text === 'string' ? entry.text : '')
    .split(/\n\s*\n/)
    .filter((p) => p.trim());
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 text-center lg:py-16">
      {entry.heading ? (
        <h2 className="text-2xl font-bold tracking-tight lg:text-4xl">{entry.heading}</h2>
      ) : null}
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-4 text-lg text-muted">
          {p}
        </p>
      ))}
      {entry.button ? (
        <div className="mt-6">
          <ContentButton button={entry.button} />
        </div>
      ) : null}
    </section>
  );
}
