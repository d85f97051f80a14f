import { describe, expect, it } from 'vitest';
import { placeSections, type SectionEntry } from './sections.ts';

const s = (type: string, uid: string): SectionEntry => ({ _content_type_uid: type, uid });
const known = new Set(['hero_wrapper', 'text_card'] as const);

describe('placeSections', () => {
  it('keeps page order, skips unknown types and flags the first rendered section', () => {
    const placed = placeSections(
      [
        s('recommendations', 'r1'),
        s('hero_wrapper', 'h1'),
        s('mystery', 'x'),
        s('text_card', 't1'),
        s('hero_wrapper', 'h2'),
      ],
      known,
    );
    expect(placed.map((p) => [p.type, p.entry.uid, p.first])).toEqual([
      ['hero_wrapper', 'h1', true],
      ['text_card', 't1', false],
      ['hero_wrapper', 'h2', false],
    ]);
  });
  it('renders nothing for a missing or empty page', () => {
    expect(placeSections(undefined, known)).toEqual([]);
    expect(placeSections([], known)).toEqual([]);
  });
});
