/**
 * The Track an Order form's rules (spec 000 §2, §5 email messages): one zod/mini schema for the
 * route action and the browser, which loads this module once the shopper starts using the form.
 * Issue messages are message keys of components/orders/messages.ts.
 */
import * as z from 'zod/mini';
import type { OrderView } from './order-view.ts';

export type TrackField = 'orderNo' | 'email';
export type TrackFieldError = 'orderNoRequired' | 'emailRequired' | 'emailInvalid';

/** The order number's length the service accepts (order/lookup). */
export const ORDER_NO_MAX_LENGTH = 32;
const EMAIL_MAX_LENGTH = 256;

export const trackSchema = z.object({
  orderNo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'orderNoRequired'),
      z.maxLength(ORDER_NO_MAX_LENGTH, 'orderNoRequired'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(EMAIL_MAX_LENGTH, 'emailInvalid'),
      z.email('emailInvalid'),
    ),
});

export type TrackValues = z.output<typeof trackSchema>;

/** What the Track an Order action answers: the form as typed, and an order or one miss. */
export interface TrackActionData {
  values: { orderNo: string; email: string };
  errors: Partial<Record<TrackField, TrackFieldError>>;
  notFound?: true;
  /** Too many lookups (HTTP 429): how long to wait. */
  retryAfterSeconds?: number;
  order?: OrderView;
}

export type TrackCheck =
  | { ok: true; values: TrackValues }
  | { ok: false; errors: Partial<Record<TrackField, TrackFieldError>> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks the form; each field reports its first fault. */
export function checkTrackForm(input: { orderNo?: unknown; email?: unknown }): TrackCheck {
  const result = trackSchema.safeParse({ orderNo: text(input.orderNo), email: text(input.email) });
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<TrackField, TrackFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TrackField;
    errors[field] ??= issue.message as TrackFieldError;
  }
  return { ok: false, errors };
}
