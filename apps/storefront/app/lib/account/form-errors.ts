/**
 * Field errors of the account forms as message keys of lib/account/area-messages.ts, so
 * the route action and the browser show the same translated text (DESIGN.md: one zod schema for
 * client and server; the schemas live in @solo/accounts).
 */
import type { AccountMessageKey } from './area-messages.ts';
import type {
  FieldError as GenericFieldError,
  FieldErrors as GenericFieldErrors,
} from '../form-values.ts';

export type FieldError = GenericFieldError<AccountMessageKey>;
export type FieldErrors<F extends string = string> = GenericFieldErrors<F, AccountMessageKey>;
export { textOf, valuesOf, type FormValues } from '../form-values.ts';

/** A problem+json field fault as the service reports it (`invalidFields`). */
export interface InvalidField {
  name: string;
  reason: string;
}

/** A failed service call, as much of it as the pages need. */
export interface ServiceProblem {
  status: number;
  title?: string;
  invalidFields: InvalidField[];
}
