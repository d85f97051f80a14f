/**
 * The express configuration read on the server (spec 002 §2, §3): the buttons it allows. Kept
 * apart from buttons.ts so pages do not carry it.
 */
import { BUTTON_NAMES, type ExpressButtonId } from './buttons.ts';

const BUTTON_IDS = Object.keys(BUTTON_NAMES) as ExpressButtonId[];
const isButtonId = (value: unknown): value is ExpressButtonId =>
  typeof value === 'string' && (BUTTON_IDS as string[]).includes(value);

/**
 * Spec 002 §2: a button is shown only when its method is allowed (`allowedPaymentMethods`, the
 * customer's `c_expressButtons` first, ordered by the service) and enabled in its provider
 * configuration. Unknown ids are dropped.
 */
export function allowedButtons(config: unknown): ExpressButtonId[] {
  const root = (config as { c_expressButtons?: Record<string, unknown> } | null)?.c_expressButtons;
  const methods = root?.expressPaymentMethods as { allowedPaymentMethods?: unknown } | undefined;
  const allowed = Array.isArray(methods?.allowedPaymentMethods)
    ? (methods.allowedPaymentMethods as unknown[])
    : [];
  const providers = (root?.cardProviderConfig ?? {}) as Record<string, { enabled?: unknown }>;
  return [...new Set(allowed.filter(isButtonId))].filter((id) => providers[id]?.enabled === true);
}
