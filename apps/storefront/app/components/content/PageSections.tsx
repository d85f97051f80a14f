import type { PageSections as Content } from '../../lib/content/page.server.ts';
import type { SectionEntry } from '../../lib/content/sections.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { Sections } from './Sections.tsx';

/** The content sections of a page built in code (lib/content/page.server.ts loadPageSections). */
export function PageSections({ content }: { content: Content<SectionEntry> }) {
  if (!content.sections.length) return null;
  return (
    <ContentBlocks data={content}>
      <Sections sections={content.sections} />
    </ContentBlocks>
  );
}
