import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRevalidator } from 'react-router';
import type { ReviewAnswer, ReviewerState } from '../../lib/reviews/form.ts';
import { REVIEWS_ANCHOR } from '../../lib/reviews/reviews-view.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { reviewMessages as m } from './messages.ts';

/** The form's code loads on first open, apart from the product page's (the page's JS budget). */
const ReviewForm = lazy(() =>
  import('./ReviewForm.tsx').then((mod) => ({ default: mod.ReviewForm })),
);

type Done = Extract<ReviewAnswer, { result: 'approved' | 'pending' }>['result'];

/**
 * Who may write a review: the page (shared by every shopper, cacheable) renders the guest's
 * "Sign in to write a review" link, back to this section after signing in; once the page runs,
 * the shopper's standing is asked (`reviews-data`) and a registered shopper gets the button that
 * opens the form, or the word that their review exists.
 */
export function ReviewWriter({ productId }: { productId: string }) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<ReviewerState | null>(null);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const url = `${href('/reviews-data')}?productId=${encodeURIComponent(productId)}`;

  useEffect(() => {
    // The page remounts the writer per product (ProductPage's key), so nothing stale shows.
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<ReviewerState>) : null))
      .then((next) => live && next && setState(next))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [url]);

  if (done)
    return (
      <p role="status" className="font-semibold text-green-800" data-testid="review-thanks">
        {intl.formatMessage(done === 'pending' ? m.thanksPending : m.thanksApproved)}
      </p>
    );
  if (state?.registered && state.review)
    return (
      <p className="text-stone-700" data-testid="review-written">
        {intl.formatMessage(
          state.review.status === 'pending' ? m.thanksPending : m.alreadyReviewed,
        )}
      </p>
    );
  if (state?.registered) {
    if (open)
      return (
        <Suspense fallback={null}>
          <ReviewForm
            productId={productId}
            action={url}
            onCancel={() => setOpen(false)}
            onDone={(result) => {
              setDone(result);
              // A published review changes the list and the rating: read the page again.
              if (result === 'approved') void revalidator.revalidate();
            }}
          />
        </Suspense>
      );
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 self-start rounded-md border border-stone-900 px-4 font-semibold hover:bg-stone-100"
      >
        {intl.formatMessage(m.write)}
      </button>
    );
  }
  const returnUrl = `${pathname}${search}#${REVIEWS_ANCHOR}`;
  return (
    <a
      href={`${href('/login')}?returnUrl=${encodeURIComponent(returnUrl)}`}
      className="min-h-11 self-start content-center font-semibold underline"
      data-testid="review-sign-in"
    >
      {intl.formatMessage(m.signIn)}
    </a>
  );
}
