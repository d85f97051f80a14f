/**
 * The express configuration read on the server (spec 002 §2, §3): the buttons it allows. Kept
 * apart from buttons.ts so pages do not carry it.
 */
import { BUTTON_NAMES, type ExpressButtonId } from './buttons.ts';

const BUTTON_IDS = Object.keys(BUTTON_NAMES) as ExpressButtonId[];
const isButtonId = (value: unknown): value is ExpressButtonId =>
  typeof value === 'string' && (BUTTON_IDS as string[]).includes(value);

type ProviderConfig = Record<string, unknown>;

/** The configuration's allowed button ids (known ones, each once) and its provider configurations. */
function readConfig(config: unknown): {
  allowed: ExpressButtonId[];
  providers: Record<string, ProviderConfig | undefined>;
} {
  const root = (config as { c_expressButtons?: Record<string, unknown> } | null)?.c_expressButtons;
  const methods = root?.expressPaymentMethods as { allowedPaymentMethods?: unknown } | undefined;
  const allowed = Array.isArray(methods?.allowedPaymentMethods)
    ? (methods.allowedPaymentMethods as unknown[])
    : [];
  return {
    allowed: [...new Set(allowed.filter(isButtonId))],
    providers: (root?.cardProviderConfig ?? {}) as Record<string, ProviderConfig | undefined>,
  };
}

/**
 * Spec 002 §2: a button is shown only when its method is allowed (`allowedPaymentMethods`, the
 * customer's `c_expressButtons` first, ordered by the service) and enabled in its provider
 * configuration. Unknown ids are dropped.
 */
export function allowedButtons(config: unknown): ExpressButtonId[] {
  const { allowed, providers } = readConfig(config);
  return allowed.filter((id) => providers[id]?.enabled === true);
}

/**
 * Spec 002 §8 "Missing gateway configuration": buttons the allowed list names but the provider
 * configuration does not describe at all (a disabled one is simply not shown).
 */
export function unconfiguredButtons(config: unknown): ExpressButtonId[] {
  const { allowed, providers } = readConfig(config);
  return allowed.filter((id) => providers[id] == null);
}

/**
 * Spec 002 §3 "Provider configuration per button": each allowed button's own configuration, which
 * a gateway's wallet components take their options from (gateway-client/options.ts).
 */
export function buttonProviderConfigs(
  config: unknown,
): Partial<Record<ExpressButtonId, ProviderConfig>> {
  const { allowed, providers } = readConfig(config);
  return Object.fromEntries(
    allowed.flatMap((id) => {
      const provider = providers[id];
      return provider && typeof provider === 'object' ? [[id, provider]] : [];
    }),
  );
}

/** What the checkout's wallet tabs take from the provider configuration (spec 002 §3, §4). */
export interface ProviderSettings {
  vaultModeEnabled: boolean;
  intent: string;
  fraudToolsEnabled: boolean;
}

/**
 * Spec 002 §3 "Provider configuration per button" drives the client: the wallet provider's
 * vault mode, intent and fraud tools, read from PayPal's configuration (the wallet provider's
 * own; the first configured button where PayPal is not offered). Unreadable: nothing is saved
 * (vault off) and device data is still collected (the gateway decides whether to record it).
 */
export function providerSettings(config: unknown): ProviderSettings {
  const { providers } = readConfig(config);
  const source = providers.PayPal ?? Object.values(providers)[0];
  return {
    vaultModeEnabled: source?.vaultModeEnabled === true,
    intent: typeof source?.intent === 'string' ? source.intent : 'capture',
    fraudToolsEnabled: source ? source.isFraudToolsEnabled !== false : true,
  };
}
