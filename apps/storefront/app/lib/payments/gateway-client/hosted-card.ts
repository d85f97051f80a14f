/**
 * The gateway's hosted card fields in the browser (PAYMENTS_PROVIDER=braintree): braintree-web's
 * client, hosted fields and data collector, imported only when the card tab's new card is shown
 * in this mode (their chunk is never part of a page's first scripts). Card data stays in the
 * gateway's iframes; the page gets a nonce and the card's masked details.
 */
import type { CardField, FieldErrors } from '../../checkout/fields.ts';
import { fieldErrorsOf, HOSTED_FIELD, tokenizeErrorFields } from './hosted-fields-state.ts';
import { HOSTED_FIELDS_STYLES, hostedFieldsOptions } from './options.ts';

/** The commerce service's client token route (docs/api.md); the server adds the shopper token. */
export const clientTokenPath = (siteId: string) =>
  `/mobify/proxy/api/custom/payments/v1/organizations/f_ecom_solo_001/client-token?siteId=${encodeURIComponent(siteId)}`;

/** What the payment form carries to Place Order for a hosted-fields card. */
export type HostedCardOutcome =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: FieldErrors<CardField> }
  | { ok: false; failed: true };

export interface HostedCard {
  /** Checks every field (spec 002 §5), then tokenizes in the gateway's iframes. */
  tokenize(): Promise<HostedCardOutcome>;
  /** Moves focus into a field's iframe (the first invalid one after a refused check). */
  focus(field: CardField): void;
  teardown(): Promise<void>;
}

/** braintree-web's modules, one chunk loaded on demand. */
export const loadCardComponents = () =>
  Promise.all([
    import('braintree-web/client'),
    import('braintree-web/hosted-fields'),
    import('braintree-web/data-collector'),
  ]);

/** A client token for braintree-web's components, from the commerce service; rejects without. */
export async function fetchClientToken(siteId: string): Promise<string> {
  const response = await fetch(clientTokenPath(siteId), { method: 'POST' });
  const body = (await response.json().catch(() => null)) as { clientToken?: unknown } | null;
  if (!response.ok || typeof body?.clientToken !== 'string')
    throw new Error(`client token: ${response.status}`);
  return body.clientToken;
}

/**
 * Sets up the hosted fields in `containers` (each labelled for screen readers inside its iframe)
 * and, when fraud tools are on, the data collector, whose device data then goes with the nonce.
 * Rejects when the gateway's client token, configuration or iframes cannot be had.
 */
export async function openHostedCard(options: {
  siteId: string;
  containers: Record<CardField, HTMLElement>;
  labels: Record<CardField, string>;
  fraudTools: boolean;
}): Promise<HostedCard> {
  const [authorization, [client, hostedFields, dataCollector]] = await Promise.all([
    fetchClientToken(options.siteId),
    loadCardComponents(),
  ]);
  const gateway = await client.create({ authorization });
  const [fields, collector] = await Promise.all([
    hostedFields.create({
      client: gateway,
      fields: hostedFieldsOptions(options.containers, options.labels),
      styles: HOSTED_FIELDS_STYLES,
    }),
    options.fraudTools ? dataCollector.create({ client: gateway }) : Promise.resolve(null),
  ]);
  return {
    async tokenize() {
      const errors = fieldErrorsOf(fields.getState().fields);
      if (Object.keys(errors).length) return { ok: false, errors };
      try {
        const { nonce, details } = await fields.tokenize();
        return {
          ok: true,
          fields: {
            nonce,
            cardType: details.cardType,
            lastFour: details.lastFour,
            expirationMonth: String(Number(details.expirationMonth)),
            expirationYear: String(Number(details.expirationYear)),
            holder: details.cardholderName ?? '',
            ...(collector ? { deviceData: collector.deviceData } : {}),
          },
        };
      } catch (error) {
        const named = tokenizeErrorFields(error);
        return named ? { ok: false, errors: named } : { ok: false, failed: true };
      }
    },
    focus(field) {
      fields.focus(HOSTED_FIELD[field]);
    },
    async teardown() {
      await Promise.allSettled([fields.teardown(), collector?.teardown(), gateway.teardown()]);
    },
  };
}
