import type { ReactNode } from 'react';
import type { ContentPage as Page } from '../../lib/content/page.server.ts';
import type { SectionEntry } from '../../lib/content/sections.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { Sections } from './Sections.tsx';

/**
 * A content page (spec 000 §2): its heading as the page's h1, what the route puts before the
 * content (the style guide's tokens), then its sections in order.
 */
export function ContentPage({
  page,
  intro,
}: {
  intro?: ReactNode;
  page: Pick<
    Page<SectionEntry>,
    'heading' | 'sections' | 'recommendations' | 'forms' | 'products' | 'carousels'
  >;
}) {
  return (
    <div className="pb-10">
      <div className="mx-auto max-w-3xl px-4 pt-10 lg:pt-14">
        <h1 className="text-3xl font-bold tracking-tight lg:text-5xl">{page.heading}</h1>
      </div>
      {intro}
      <ContentBlocks data={page}>
        <Sections sections={page.sections} />
      </ContentBlocks>
    </div>
  );
}
