import { beforeAll, describe, expect, it } from 'vitest';
import { AccordionGroup } from './AccordionGroup.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Question ${i + 1}?`,
    content: `Answer ${i + 1}.`,
  }));
const render = (entry: Parameters<typeof AccordionGroup>[0]['entry']) =>
  renderContent(<AccordionGroup entry={entry} first={false} />);
const summaries = (html: string) => html.match(/<summary[^>]*>.*?<\/summary>/g) ?? [];

describe('AccordionGroup', () => {
  it('shows five questions as disclosures with their answers, and the rest behind See More', () => {
    const html = render({ group_title: 'Shipping', items: items(7) });
    expect(html).toMatch(/<h2[^>]*>Shipping<\/h2>/);
    const [first, ...rest] = html.split('data-faq-more');
    expect(summaries(first!)).toHaveLength(5);
    expect(first).toContain('Answer 5.');
    expect(first).not.toContain('Question 6?');
    // The toggle, then the two further questions inside it.
    expect(summaries(rest.join(''))).toHaveLength(3);
    expect(rest.join('')).toContain('See More Questions');
    expect(rest.join('')).toContain('See Less Questions');
    expect(rest.join('')).toContain('Question 7?');
  });
  it('has no See More toggle with five questions or fewer', () => {
    const html = render({ items: items(5) });
    expect(summaries(html)).toHaveLength(5);
    expect(html).not.toContain('See More Questions');
  });
  it('renders at most 100 questions', () => {
    expect(summaries(render({ items: items(120) }))).toHaveLength(101);
  });
  it('renders nothing without a question', () => {
    expect(render({ group_title: 'Empty', items: [] })).toBe('');
    expect(render({})).toBe('');
  });
});
