/**
 * Google Pay with Braintree (docs/decisions/braintree-wallets.md): braintree-web's google-payment
 * builds the PaymentDataRequest with the gateway's tokenization parameters; Google's pay.js
 * (loaded here, on the sheet's opening) checks that the browser can pay, renders Google's button
 * and opens Google's sheet on its click. The sheet's shipping callbacks (spec 002 §4) quote on the
 * address and option the shopper picks; the approval's token is Braintree's, parsed to a nonce.
 */
import { create as createGooglePayment } from 'braintree-web/google-payment';
import type { SheetResult } from '../../../wallets/sheet.ts';
import { WalletUnavailableError, type WalletDriver } from './types.ts';
import {
  buyerOf,
  intermediateAddress,
  paymentDataError,
  quoteUpdate,
  transactionInfo,
  type GooglePaymentData,
  type GoogleIntermediatePaymentData,
  type GooglePaymentDataRequestUpdate,
} from './google-pay-shapes.ts';
import { collectDeviceData, settleShipping, siteShipping } from './support.ts';

/** Google's script, as Google's documentation has merchants load it. */
export const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

interface PaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  createButton(options: {
    onClick: () => void;
    buttonType?: string;
    buttonSizeMode?: string;
    buttonLocale?: string;
    allowedPaymentMethods?: unknown;
  }): HTMLElement;
  loadPaymentData(request: Record<string, unknown>): Promise<GooglePaymentData>;
}
interface GoogleApi {
  payments: {
    api: {
      PaymentsClient: new (options: {
        environment: 'TEST' | 'PRODUCTION';
        paymentDataCallbacks?: {
          onPaymentDataChanged?: (
            data: GoogleIntermediatePaymentData,
          ) => Promise<GooglePaymentDataRequestUpdate>;
        };
      }) => PaymentsClient;
    };
  };
}

let payJs: Promise<GoogleApi> | undefined;

/** Google's pay.js, once per page; a failed load may be tried again with the next sheet. */
function loadPayJs(): Promise<GoogleApi> {
  const loaded = (window as { google?: GoogleApi }).google;
  if (loaded?.payments?.api) return Promise.resolve(loaded);
  payJs ??= new Promise<GoogleApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_PAY_JS;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleApi }).google;
      if (google?.payments?.api) resolve(google);
      else reject(new Error('pay.js loaded without google.payments.api'));
    };
    script.onerror = () => reject(new Error('pay.js could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    payJs = undefined;
    throw error;
  });
  return payJs;
}

/** Google's error codes for a sheet the shopper closed. */
const isCancel = (error: unknown) =>
  (error as { statusCode?: string } | null)?.statusCode === 'CANCELED';

const googlePay: WalletDriver = async (request, context) => {
  const { client, container, signal, localeId } = context;
  const { countries, currency: siteCurrency } = siteShipping(context.siteId);
  const currency = request.currency ?? siteCurrency;
  const googleMerchantId =
    typeof request.providerConfig?.googleMerchantId === 'string'
      ? request.providerConfig.googleMerchantId
      : undefined;
  const [google, googlePayment] = await Promise.all([
    loadPayJs(),
    createGooglePayment({
      client,
      googlePayVersion: 2,
      ...(googleMerchantId ? { googleMerchantId } : {}),
    }),
  ]);
  const environment =
    client.getConfiguration().gatewayConfiguration.environment === 'production'
      ? 'PRODUCTION'
      : 'TEST';
  const express = request.flow === 'checkout' && request.onShippingAddress !== undefined;
  /** The option the shopper chose in Google's sheet (its callbacks say which). */
  let chosenMethod: string | undefined;

  const onPaymentDataChanged = async (
    data: GoogleIntermediatePaymentData,
  ): Promise<GooglePaymentDataRequestUpdate> => {
    if (
      data.callbackTrigger === 'SHIPPING_OPTION' &&
      data.shippingOptionData &&
      request.onShippingMethod
    ) {
      const quote = await request.onShippingMethod(data.shippingOptionData.id);
      if ('error' in quote) return { error: paymentDataError(quote.error, 'SHIPPING_OPTION') };
      chosenMethod = data.shippingOptionData.id;
      return quoteUpdate(quote, localeId, false);
    }
    // INITIALIZE and SHIPPING_ADDRESS: set the address, answer its options and totals.
    if (!request.onShippingAddress || !data.shippingAddress) return {};
    const quote = await request.onShippingAddress(intermediateAddress(data.shippingAddress), {
      estimate: true,
    });
    if ('error' in quote) return { error: paymentDataError(quote.error, 'SHIPPING_ADDRESS') };
    chosenMethod = (quote.options.find((o) => o.selected) ?? quote.options[0])?.id;
    return quoteUpdate(quote, localeId, true);
  };

  const payments = new google.payments.api.PaymentsClient({
    environment,
    ...(express ? { paymentDataCallbacks: { onPaymentDataChanged } } : {}),
  });
  const paymentDataRequest = googlePayment.createPaymentDataRequest({
    transactionInfo: transactionInfo(
      request.flow === 'checkout' ? request.amount : undefined,
      currency,
    ),
    // Spec 002 §5: email and phone required; an express payment ships to the site's countries.
    emailRequired: true,
    shippingAddressRequired: express,
    ...(express
      ? {
          shippingAddressParameters: { allowedCountryCodes: countries, phoneNumberRequired: true },
          shippingOptionRequired: true,
          callbackIntents: ['SHIPPING_ADDRESS', 'SHIPPING_OPTION'],
        }
      : {}),
  });
  for (const method of paymentDataRequest.allowedPaymentMethods) {
    if (method.type !== 'CARD') continue;
    method.parameters.billingAddressRequired = true;
    method.parameters.billingAddressParameters = { format: 'FULL', phoneNumberRequired: true };
  }
  const ready = await payments.isReadyToPay({
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: paymentDataRequest.allowedPaymentMethods,
  });
  if (!ready.result) {
    void googlePayment.teardown();
    throw new WalletUnavailableError('Google Pay is not ready to pay');
  }
  const deviceData = collectDeviceData(client, request);

  return new Promise<SheetResult>((resolve) => {
    let done = false;
    const finish = (result: SheetResult) => {
      if (done) return;
      done = true;
      button.remove();
      void googlePayment.teardown().catch(() => undefined);
      resolve(result);
    };
    const pay = async () => {
      try {
        const paymentData = await payments.loadPaymentData(paymentDataRequest);
        const { nonce } = await googlePayment.parseResponse(paymentData);
        const buyer = buyerOf(paymentData);
        if (express && buyer.shippingAddress) {
          const settled = await settleShipping(
            request,
            buyer.shippingAddress,
            paymentData.shippingOptionData?.id ?? chosenMethod,
          );
          if (settled && 'error' in settled) return finish({ error: settled.error });
        }
        const device = await deviceData;
        finish({ nonce, details: { ...buyer, ...(device ? { deviceData: device } : {}) } });
      } catch (error) {
        if (isCancel(error)) {
          // The shopper closed Google's sheet: its button stays for another try.
          busy = false;
          return;
        }
        // The shopper reads the flow's own message (spec 002 §8), not the script's.
        finish({ error: {} });
      }
    };
    let busy = false;
    const button = payments.createButton({
      onClick: () => {
        if (busy || done) return;
        busy = true;
        void pay();
      },
      buttonType: request.flow === 'vault' ? 'plain' : 'pay',
      buttonSizeMode: 'fill',
      buttonLocale: localeId.split('-')[0]!,
      allowedPaymentMethods: paymentDataRequest.allowedPaymentMethods,
    });
    container.append(button);
    signal.addEventListener('abort', () => finish({ cancelled: true }), { once: true });
  });
};

export default googlePay;
