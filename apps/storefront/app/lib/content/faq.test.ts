import { describe, expect, it } from 'vitest';
import { FAQ_COLLAPSED, FAQ_EXPANDED, splitQuestions } from './faq.ts';

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
