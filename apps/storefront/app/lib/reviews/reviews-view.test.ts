import { describe, expect, it } from 'vitest';
import { ratingOf, reviewsQuery, reviewsSearch, toReviewsView } from './reviews-view.ts';
import { checkReview } from './form.ts';

describe('reviews view', () => {
  it('reads the rating of a product only when it has reviews', () => {
    expect(ratingOf({ id: 'a', c_ratingAverage: 4.6, c_ratingCount: 23 })).toEqual({
      average: 4.6,
      count: 23,
    });
    expect(ratingOf({ id: 'a' })).toBeUndefined();
    expect(ratingOf({ id: 'a', c_ratingAverage: 0, c_ratingCount: 0 })).toBeUndefined();
  });

  it('reads sort and page from the URL, falling back to the first page, newest first', () => {
    const q = (s: string) => reviewsQuery(new URLSearchParams(s));
    expect(q('')).toEqual({ sort: 'newest', page: 1 });
    expect(q('reviews-sort=lowest&reviews-page=3')).toEqual({ sort: 'lowest', page: 3 });
    expect(q('reviews-sort=best&reviews-page=-1')).toEqual({ sort: 'newest', page: 1 });
    expect(q('reviews-page=2.5')).toEqual({ sort: 'newest', page: 1 });
  });

  it('builds the links of other pages and sorts, keeping the chosen variation', () => {
    const params = new URLSearchParams('color=black&reviews-page=2');
    expect(reviewsSearch(params, { sort: 'newest', page: 3 })).toBe('?color=black&reviews-page=3');
    expect(reviewsSearch(params, { sort: 'highest', page: 1 })).toBe(
      '?color=black&reviews-sort=highest',
    );
    expect(reviewsSearch(new URLSearchParams(), { sort: 'newest', page: 1 })).toBe('');
  });

  it('counts pages and keeps texts as they are', () => {
    const view = toReviewsView({
      productId: 'p',
      rating: { average: 4, count: 6, histogram: [0, 0, 1, 2, 3] },
      sort: 'newest',
      page: 1,
      pageSize: 5,
      total: 6,
      data: [
        {
          id: 'r',
          rating: 4,
          title: '<b>t</b>',
          text: 'x',
          authorName: 'A B.',
          locale: 'de-DE',
          verifiedBuyer: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(view.pageCount).toBe(2);
    expect(view.reviews[0]).toMatchObject({ title: '<b>t</b>', author: 'A B.', lang: 'de-DE' });
  });
});

describe('review form rules', () => {
  it('names every field at fault and cleans what passes', () => {
    expect(checkReview({ rating: '6', title: ' ', text: '' })).toEqual({
      ok: false,
      errors: { rating: true, title: true, text: true },
    });
    expect(checkReview({ rating: '4', title: 'a\nb', text: 'y'.repeat(2001) })).toEqual({
      ok: false,
      errors: { title: true, text: true },
    });
    expect(checkReview({ rating: '5', title: ' Hot ', text: 'Line\r\nTwo ' })).toEqual({
      ok: true,
      value: { rating: 5, title: 'Hot', text: 'Line\nTwo' },
    });
  });
});
