import { describe, expect, it } from 'vitest';
import { backyardSet, signatureFirePit } from '../test-products.ts';
import { parseSelection, selectionParam, swatchQuery, variantQuery } from './selection.ts';

const params = (query: string) => new URLSearchParams(query);

describe('parseSelection (spec 001 §2, §5)', () => {
  it('selects the default variant when the URL names no value', () => {
    expect(parseSelection(signatureFirePit, params(''))).toEqual({
      selection: { size: 'medium', color: 'stainless' },
      requested: false,
      missing: false,
    });
  });

  it('takes the values of the URL over the default', () => {
    const parsed = parseSelection(signatureFirePit, params('color=black&size=large'));
    expect(parsed.selection).toEqual({ size: 'large', color: 'black' });
    expect(parsed.missing).toBe(false);
  });

  it('fills an attribute the URL leaves out from the default', () => {
    expect(parseSelection(signatureFirePit, params('color=ash')).selection).toEqual({
      size: 'medium',
      color: 'ash',
    });
  });

  it('marks a value the product does not have as missing and drops it', () => {
    const parsed = parseSelection(signatureFirePit, params('color=purple'));
    expect(parsed.missing).toBe(true);
    expect(parsed.selection).toEqual({ size: 'medium' });
  });

  it('marks a combination no variant has as missing (large bronze does not exist)', () => {
    const parsed = parseSelection(signatureFirePit, params('size=large&color=bronze'));
    expect(parsed.missing).toBe(true);
    expect(parsed.selection).toEqual({ size: 'large', color: 'bronze' });
  });

  it('reads a set part under its own prefix', () => {
    const part = backyardSet.setProducts![0]!;
    expect(selectionParam('color', part.id)).toBe('signature-fire-pit.color');
    const parsed = parseSelection(
      part,
      params('signature-fire-pit.color=black&color=ash'),
      part.id,
    );
    expect(parsed.selection).toEqual({ size: 'medium', color: 'black' });
  });
});

describe('swatchQuery', () => {
  it('keeps the other parameters and adjusts to a combination that exists', () => {
    const query = swatchQuery(
      signatureFirePit,
      { size: 'large', color: 'ash' },
      'color',
      'bronze',
      params('quick-shop=open&size=large&color=ash'),
    );
    const next = new URLSearchParams(query.slice(1));
    expect(next.get('quick-shop')).toBe('open');
    expect(next.get('color')).toBe('bronze');
    // Bronze is not made in large: the size moves to one that exists.
    expect(next.get('size')).not.toBe('large');
  });

  it('writes a variant query', () => {
    expect(variantQuery({ size: 'small', color: 'ash' })).toBe('?size=small&color=ash');
    expect(variantQuery({})).toBe('');
  });
});
