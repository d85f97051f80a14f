/**
 * Spec 002 §3 "Provider configuration per button" → the options of braintree-web's components:
 * the client is driven by the configuration (flow, intent, vault, funding lists, fraud tools),
 * never by constants in the page. Pure, so every rule is tested without the gateway.
 */
import { HOSTED_FIELD, type HostedFieldKey } from './hosted-fields-state.ts';
import type { CardField } from '../../checkout/fields.ts';

/** One button's provider configuration as the express configuration answers it. */
export type ProviderConfig = Record<string, unknown>;

const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** Whether the button saves the account (vault flow) rather than paying once (checkout flow). */
export const isVaultFlow = (config: ProviderConfig): boolean =>
  config.flow === 'vault' || config.vaultModeEnabled === true;

/**
 * The funding lists: the configured ones, each source once, with `card` always disabled when
 * changePMButtonEnabled is on (spec 002 §3 PayPal button visibility) and never both enabled and
 * disabled (disabling wins: the merchant switched it off).
 */
export function fundingLists(config: ProviderConfig): { enable: string[]; disable: string[] } {
  const disable = new Set(list(config.disableFundingList));
  if (config.changePMButtonEnabled === true) disable.add('card');
  const enable = [...new Set(list(config.enableFundingList))].filter((f) => !disable.has(f));
  return { enable, disable: [...disable] };
}

/**
 * `paypalCheckout.loadPayPalSDK(options)`: PayPal's own script, with commit false and the
 * buttons and messages components (spec 002 §3). In the vault flow the SDK tokenizes (`vault`),
 * otherwise it pays with the configured intent and currency.
 */
export function paypalSdkOptions(config: ProviderConfig): Record<string, string | boolean> {
  const { enable, disable } = fundingLists(config);
  const vault = isVaultFlow(config);
  return {
    components: 'buttons,messages',
    commit: false,
    ...(vault
      ? { vault: true, intent: 'tokenize' }
      : { intent: text(config.intent, 'capture'), currency: text(config.currency, 'USD') }),
    ...(typeof config.locale === 'string' && config.locale ? { locale: config.locale } : {}),
    ...(enable.length ? { 'enable-funding': enable.join(',') } : {}),
    ...(disable.length ? { 'disable-funding': disable.join(',') } : {}),
  };
}

/**
 * `paypalCheckout.createPayment(options)` for a basket of `amount`: the vault flow with its
 * billing agreement description, or the checkout flow with the configured intent (`order` is kept
 * as it is: braintree-web sends it to the gateway as an order intent, `capture` as a sale).
 */
export function paypalPaymentOptions(
  config: ProviderConfig,
  amount: number,
): Record<string, unknown> {
  const shipping = config.enableShippingAddress === true;
  const common = {
    currency: text(config.currency, 'USD'),
    locale: text(config.locale, 'en_US'),
    enableShippingAddress: shipping,
    shippingAddressEditable: shipping,
    ...(typeof config.displayName === 'string' ? { displayName: config.displayName } : {}),
  };
  if (isVaultFlow(config))
    return {
      flow: 'vault',
      ...common,
      ...(typeof config.billingAgreementDescription === 'string'
        ? { billingAgreementDescription: config.billingAgreementDescription }
        : {}),
    };
  return {
    flow: 'checkout',
    intent: text(config.intent, 'capture'),
    amount: amount.toFixed(2),
    ...common,
    // A subscription basket saves the account for its reorders along with the payment.
    ...(config.requestBillingAgreement === true ? { requestBillingAgreement: true } : {}),
  };
}

/** Whether device data goes with the payment (spec 002 §3 isFraudToolsEnabled, §5). */
export const collectsDeviceData = (config: ProviderConfig): boolean =>
  config.isFraudToolsEnabled !== false;

/**
 * `hostedFields.create`'s `fields`: each of our card fields in its container, with the label a
 * screen reader announces inside the gateway's iframe (the page's own label names it outside).
 */
export function hostedFieldsOptions(
  containers: Record<CardField, HTMLElement | string>,
  labels: Record<CardField, string>,
): Record<HostedFieldKey, { container: HTMLElement | string; internalLabel: string }> {
  return Object.fromEntries(
    (Object.keys(HOSTED_FIELD) as CardField[]).map((field) => [
      HOSTED_FIELD[field],
      { container: containers[field], internalLabel: labels[field] },
    ]),
  ) as Record<HostedFieldKey, { container: HTMLElement | string; internalLabel: string }>;
}

/** The hosted fields' look, close to the page's own inputs (the iframes take no page CSS). */
export const HOSTED_FIELDS_STYLES: Record<string, Record<string, string>> = {
  input: { 'font-size': '16px', color: '#1c1917' },
  ':focus': { color: '#0c0a09' },
  '.invalid': { color: '#991b1b' },
};
