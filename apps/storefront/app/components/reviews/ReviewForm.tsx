import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  checkReview,
  TEXT_MAX,
  TITLE_MAX,
  type ReviewAnswer,
  type ReviewField,
  type ReviewValues,
} from '../../lib/reviews/form.ts';
import { reviewMessages as m } from './messages.ts';

const FIELD_ERROR = { rating: m.errorRating, title: m.errorTitle, text: m.errorText } as const;
const FORM_ERROR = {
  exists: m.errorExists,
  limit: m.errorLimit,
  failed: m.errorFailed,
  guest: m.errorFailed,
} as const;

/**
 * The review form (loaded on first open): stars as a radio group, a title and the text, checked
 * here with the server's rules and posted to `reviews-data`. What was typed stays on any error.
 */
export function ReviewForm({
  productId,
  action,
  onCancel,
  onDone,
}: {
  productId: string;
  action: string;
  onCancel: () => void;
  onDone: (result: 'approved' | 'pending') => void;
}) {
  const intl = useIntl();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ReviewValues>({ rating: '', title: '', text: '' });
  const [errors, setErrors] = useState<Partial<Record<ReviewField, true>>>({});
  const [formError, setFormError] = useState<keyof typeof FORM_ERROR | null>(null);
  const [sending, setSending] = useState(false);

  // Opening the form moves focus into it, where a screen reader starts reading.
  useEffect(() => heading.current?.focus(), []);

  const set = (field: ReviewField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkReview(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['rating', 'title', 'text'] as const).find((f) => check.errors[f]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const body = new FormData();
      body.set('productId', productId);
      body.set('rating', String(check.value.rating));
      body.set('title', check.value.title);
      body.set('text', check.value.text);
      const res = await fetch(action, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      const answer = (await res.json()) as ReviewAnswer;
      if (answer.result === 'approved' || answer.result === 'pending') onDone(answer.result);
      else if (answer.result === 'invalid') setErrors(answer.errors);
      else setFormError(answer.result);
    } catch {
      setFormError('failed');
    } finally {
      setSending(false);
    }
  }

  const errorOf = (field: ReviewField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-semibold text-red-800">
        {intl.formatMessage(FIELD_ERROR[field])}
      </p>
    ) : null;
  const described = (field: ReviewField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-md border border-stone-300 p-4"
      data-testid="review-form"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold">
        {intl.formatMessage(m.write)}
      </h3>
      <fieldset
        {...(errors.rating ? { 'aria-describedby': `${id}-rating-error` } : {})}
        className="flex flex-col gap-1"
      >
        <legend className="font-semibold">{intl.formatMessage(m.formRating)}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                id={stars === 1 ? `${id}-rating` : undefined}
                checked={values.rating === String(stars)}
                onChange={() => set('rating')(String(stars))}
                className="peer sr-only"
              />
              <span className="sr-only">{intl.formatMessage(m.formStar, { stars })}</span>
              <svg
                aria-hidden="true"
                width="28"
                height="28"
                viewBox="0 0 20 20"
                className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900 ${
                  Number(values.rating) >= stars ? 'text-amber-600' : 'text-stone-400'
                }`}
              >
                <path
                  d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z"
                  fill={Number(values.rating) >= stars ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="1.2"
                />
              </svg>
            </label>
          ))}
        </div>
        {errorOf('rating')}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="font-semibold">
          {intl.formatMessage(m.formTitle)}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          maxLength={TITLE_MAX}
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          {...described('title')}
          className="min-h-11 rounded-md border border-stone-400 px-3"
        />
        {errorOf('title')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {intl.formatMessage(m.formText)}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          maxLength={TEXT_MAX}
          value={values.text}
          onChange={(e) => set('text')(e.target.value)}
          {...described('text')}
          className="rounded-md border border-stone-400 px-3 py-2"
        />
        {errorOf('text')}
      </div>
      {formError ? (
        <p role="alert" className="font-semibold text-red-800">
          {intl.formatMessage(FORM_ERROR[formError])}
        </p>
      ) : null}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-stone-900 px-4 font-semibold text-white disabled:opacity-60"
        >
          {intl.formatMessage(m.formSubmit)}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-md px-4 underline">
          {intl.formatMessage(m.formCancel)}
        </button>
      </div>
    </form>
  );
}
