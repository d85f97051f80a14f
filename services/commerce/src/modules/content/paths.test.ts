import { describe, expect, it } from 'vitest';
import { eachSlot, isValidPath, pathTree } from './paths.ts';

describe('content field paths', () => {
  it('builds one tree from several dotted paths', () => {
    const tree = pathTree(['sections', 'post.categories', 'post.author']);
    expect([...tree.keys()]).toEqual(['sections', 'post']);
    expect([...(tree.get('post')?.keys() ?? [])]).toEqual(['categories', 'author']);
    expect(tree.get('sections')?.size).toBe(0);
  });

  it('accepts plain segments only', () => {
    expect(isValidPath('post_author.name')).toBe(true);
    expect(isValidPath('a..b')).toBe(false);
    expect(isValidPath("a.b'--")).toBe(false);
  });

  it('visits a field, or each element of an array field', () => {
    const node = { one: { uid: 'a' }, many: [{ uid: 'b' }, { uid: 'c' }], other: 1 };
    const seen: unknown[] = [];
    eachSlot(node, pathTree(['one', 'many', 'missing']), (container, key) => {
      seen.push((container as Record<string | number, unknown>)[key]);
    });
    expect(seen).toEqual([{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }]);
  });
});
