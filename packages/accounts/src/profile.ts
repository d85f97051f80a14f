/**
 * Profile form rules (Shopper Customers updateCustomer), shared by the storefront's Profile and
 * Communications Preferences pages and the commerce service. Browser-safe. Every field is
 * optional: a change names only what it changes.
 */
import { z } from 'zod';
import { phoneSchema } from './address.ts';
import { NAME_MAX_LENGTH, emailSchema } from './rules.ts';

/** Express button ids a customer may put first (spec 002 §3: `c_expressButtons`). */
export const EXPRESS_BUTTON_ID = /^[a-z][a-z0-9_-]{0,31}$/i;
export const EXPRESS_BUTTONS_MAX = 10;

const name = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

export const profileSchema = z.object({
  firstName: name.optional(),
  lastName: name.min(1, 'Required').optional(),
  email: emailSchema.optional(),
  /** The login is the email (docs/decisions.md "Password rules"); if sent, it must equal it. */
  login: emailSchema.optional(),
  /** Empty clears it. */
  phoneHome: phoneSchema.or(z.literal('')).optional(),
  /** YYYY-MM-DD, in the past; null clears it. */
  birthday: z.iso
    .date('must be a date YYYY-MM-DD')
    .refine((d) => d < new Date().toISOString().slice(0, 10), 'must be in the past')
    .nullable()
    .optional(),
  c_expressButtons: z
    .array(z.string().regex(EXPRESS_BUTTON_ID, 'must be an express button id'))
    .max(EXPRESS_BUTTONS_MAX, `must list at most ${EXPRESS_BUTTONS_MAX} buttons`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a button')
    .optional(),
  /** Communications Preferences: marketing mail wanted (docs/decisions.md). */
  c_emailOptIn: z.boolean().optional(),
});

export type ProfileChange = z.output<typeof profileSchema>;
