import { describe, expect, it } from 'vitest';
import { FAQ_COLLAPSED, FAQ_EXPANDED, faqJsonLd, splitQuestions } from './faq.ts';

const questions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `Q${i + 1}`, content: `A${i + 1}` }));

describe('splitQuestions', () => {
  it('shows five questions and keeps the rest for See More Questions', () => {
    const { shown, more } = splitQuestions(questions(8));
    expect(shown.map((q) => q.title)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
    expect(more.map((q) => q.title)).toEqual(['Q6', 'Q7', 'Q8']);
  });
  it('has nothing more at five questions or fewer', () => {
    expect(splitQuestions(questions(FAQ_COLLAPSED)).more).toEqual([]);
    expect(splitQuestions(questions(2)).shown).toHaveLength(2);
  });
  it('shows at most 100 questions expanded', () => {
    const { shown, more } = splitQuestions(questions(130));
    expect(shown.length + more.length).toBe(FAQ_EXPANDED);
    expect(more.at(-1)?.title).toBe('Q100');
  });
  it('skips questions without a title or an answer', () => {
    const items = [
      { title: ' ', content: 'x' },
      { title: 'Kept', content: 'y' },
      { title: 'No answer', content: '' },
      { content: 'no title' },
    ];
    expect(splitQuestions(items).shown.map((q) => q.title)).toEqual(['Kept']);
    expect(splitQuestions(undefined)).toEqual({ shown: [], more: [] });
  });
});

describe('faqJsonLd', () => {
  it('lists the questions of the page’s FAQ blocks with their answers as plain text', () => {
    const rich = {
      type: 'doc' as const,
      children: [
        {
          type: 'p',
          children: [{ text: 'Ships in ' }, { text: '2 days', bold: true }, { text: '.' }],
        },
        { type: 'ul', children: [{ type: 'li', children: [{ text: 'Free over $99' }] }] },
      ],
    };
    const data = faqJsonLd([
      { _content_type_uid: 'text_card' },
      {
        _content_type_uid: 'accordion_group',
        items: [
          { title: ' How fast? ', content: rich },
          { title: 'Returns?', content: 'Within 60 days.\n\nNo questions asked.' },
          { title: 'Empty', content: { type: 'doc', children: [] } },
        ],
      } as never,
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How fast?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ships in 2 days. Free over $99' },
        },
        {
          '@type': 'Question',
          name: 'Returns?',
          acceptedAnswer: { '@type': 'Answer', text: 'Within 60 days. No questions asked.' },
        },
      ],
    });
  });
  it('is null for a page without questions', () => {
    expect(faqJsonLd([{ _content_type_uid: 'text_card' }])).toBeNull();
  });
});
