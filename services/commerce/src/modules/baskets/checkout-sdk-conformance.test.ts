import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenWithDemoData, sdk, type ListeningCommerce } from '../catalog/sdk-testing.ts';

/** The public client's Shopper Baskets v2 checkout calls against our service over real HTTP. */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

const redirectURI = 'http://localhost:3000/callback';

const address = {
  firstName: 'Jordan',
  lastName: 'Miles',
  address1: '1 Market St',
  city: 'Seattle',
  postalCode: '98101',
  stateCode: 'WA',
  countryCode: 'US',
  phone: '2065550100',
};

describe('Shopper Baskets v2 checkout', () => {
  it('updateShippingAddressForShipment, getShippingMethodsForShipment, updateShippingMethodForShipment, updateBillingAddressForBasket, getPaymentMethodsForBasket, addPaymentInstrumentToBasket, updatePaymentInstrumentInBasket, removePaymentInstrumentFromBasket', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const guest = await sdk.helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    const baskets = new sdk.ShopperBasketsV2({
      ...server.config('SoloUS', 'en-US'),
      headers: { authorization: `Bearer ${guest.access_token}` },
    });
    const { basketId = '' } = await baskets.createBasket({ body: {} });
    await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: 'pizza-stone', quantity: 1 }],
    });

    const shipped = await baskets.updateShippingAddressForShipment({
      parameters: { basketId, shipmentId: 'me', useAsBilling: true },
      body: address,
    });
    expect(shipped.shipments?.[0]?.shippingAddress).toMatchObject({ phone: '(206) 555-0100' });
    expect(shipped.billingAddress).toMatchObject({ city: 'Seattle' });

    const methods = await baskets.getShippingMethodsForShipment({
      parameters: { basketId, shipmentId: 'me' },
    });
    expect(methods.defaultShippingMethodId).toBe('standard');
    expect(methods.applicableShippingMethods?.map((m) => m.id)).toEqual([
      'standard',
      'express',
      'overnight',
    ]);

    const express = await baskets.updateShippingMethodForShipment({
      parameters: { basketId, shipmentId: 'me' },
      body: { id: 'express' },
    });
    expect(express.shippingTotal).toBe(19.99);
    await expect(
      baskets.updateShippingMethodForShipment({
        parameters: { basketId, shipmentId: 'me' },
        body: { id: 'teleport' },
      }),
    ).rejects.toMatchObject({ response: { status: 400 } });

    const billed = await baskets.updateBillingAddressForBasket({
      parameters: { basketId },
      body: { ...address, city: 'Tacoma', postalCode: '98402' },
    });
    expect(billed.billingAddress?.city).toBe('Tacoma');
    expect(billed.shipments?.[0]?.shippingAddress?.city).toBe('Seattle');

    const { applicablePaymentMethods = [] } = await baskets.getPaymentMethodsForBasket({
      parameters: { basketId },
    });
    expect(applicablePaymentMethods.map((m) => m.id)).toContain('CREDIT_CARD');

    const paid = await baskets.addPaymentInstrumentToBasket({
      parameters: { basketId },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: billed.orderTotal,
        paymentCard: {
          cardType: 'Visa',
          maskedNumber: '************1111',
          expirationMonth: 1,
          expirationYear: new Date().getUTCFullYear() + 3,
          holder: 'Jordan Miles',
        },
        c_paymentNonce: 'sandbox-nonce',
      },
    });
    const [instrument] = paid.paymentInstruments ?? [];
    expect(instrument).toMatchObject({
      amount: billed.orderTotal,
      paymentCard: { maskedNumber: '************1111', cardType: 'Visa' },
    });
    const paymentInstrumentId = instrument?.paymentInstrumentId ?? '';
    const changed = await baskets.updatePaymentInstrumentInBasket({
      parameters: { basketId, paymentInstrumentId },
      body: { paymentMethodId: 'PayPal' },
    });
    expect(changed.paymentInstruments?.[0]?.paymentMethodId).toBe('PayPal');
    const removed = await baskets.removePaymentInstrumentFromBasket({
      parameters: { basketId, paymentInstrumentId },
    });
    expect(removed.paymentInstruments).toEqual([]);
  });

  it('helpers.callCustomEndpoint reaches express-payments', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const guest = await sdk.helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    const config = server.config('SoloUS', 'en-US');
    const answer = (await sdk.helpers.callCustomEndpoint({
      options: {
        method: 'GET',
        customApiPathParameters: {
          apiName: 'express-payments',
          endpointPath: 'get-express-buttons-configs',
        },
        headers: { authorization: `Bearer ${guest.access_token}` },
        parameters: { siteId: 'SoloUS' },
      },
      clientConfig: config,
    })) as { c_expressButtons?: { expressPaymentMethods?: { allowedPaymentMethods?: string[] } } };
    expect(answer.c_expressButtons?.expressPaymentMethods?.allowedPaymentMethods?.[0]).toBe(
      'ApplePay',
    );
  });
});
