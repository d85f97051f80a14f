import { describe, expect, it } from 'vitest';
import { findSite, siteCurrencies, type CurrencyCode } from '@solo/sites';
import { applicableMethods, shipmentMethod, taxPolicy } from './methods.ts';
import { SHIPPING_METHODS, TAX } from './rates.ts';
import { methodTexts } from './texts.ts';
import { basketTotals } from './totals.ts';

const ids = (methods: { method: { id: string } }[]) => methods.map((m) => m.method.id);

describe('shipping methods per site', () => {
  it('US: standard, express and overnight; overnight not to Alaska, Hawaii or military post', () => {
    expect(ids(applicableMethods('SoloUS', 'USD'))).toEqual(['standard', 'express', 'overnight']);
    expect(applicableMethods('SoloUS', 'USD').map((m) => m.cost)).toEqual([999, 1999, 3499]);
    expect(ids(applicableMethods('SoloUS', 'USD', { countryCode: 'US', stateCode: 'NY' }))).toEqual(
      ['standard', 'express', 'overnight'],
    );
    for (const stateCode of ['AK', 'hi', 'AE'])
      expect(ids(applicableMethods('SoloUS', 'USD', { countryCode: 'US', stateCode }))).toEqual([
        'standard',
        'express',
      ]);
  });
  it('CA, EU, AUS: standard and express in their own currency only', () => {
    expect(applicableMethods('SoloCA', 'CAD').map((m) => [m.method.id, m.cost])).toEqual([
      ['standard', 1299],
      ['express', 2499],
    ]);
    expect(applicableMethods('SoloEU', 'EUR').map((m) => m.cost)).toEqual([795, 1495]);
    expect(applicableMethods('SoloAUS', 'AUD').map((m) => m.cost)).toEqual([1495, 2495]);
    expect(applicableMethods('SoloEU', 'USD')).toEqual([]);
  });
  it("EU: standard and express in every currency of the site's locales, round local amounts", () => {
    const costs = (currency: CurrencyCode) =>
      applicableMethods('SoloEU', currency).map((m) => m.cost);
    expect(costs('SEK')).toEqual([8900, 16900]);
    expect(costs('DKK')).toEqual([5995, 10995]);
    expect(costs('NOK')).toEqual([8900, 16900]);
    expect(costs('PLN')).toEqual([3499, 6499]);
    expect(costs('CHF')).toEqual([890, 1590]);
    expect(costs('GBP')).toEqual([695, 1295]);
    for (const currency of siteCurrencies(findSite('SoloEU')!))
      expect(costs(currency), currency).toHaveLength(2);
  });
  it('the default is standard; each method has an arrival range of business days', () => {
    for (const methods of Object.values(SHIPPING_METHODS)) {
      expect(methods[0]?.id).toBe('standard');
      for (const m of methods) expect(m.arrivalDays[0]).toBeLessThanOrEqual(m.arrivalDays[1]);
    }
  });
  it('names, descriptions and arrival estimates in English, French and German', () => {
    const [standard, , overnight] = SHIPPING_METHODS.SoloUS;
    expect(methodTexts(standard!, 'en-US')).toEqual({
      name: 'Standard',
      description: 'Ground delivery',
      estimatedArrivalTime: '5-7 business days',
    });
    expect(methodTexts(overnight!, 'en-GB').estimatedArrivalTime).toBe('1 business day');
    expect(methodTexts(SHIPPING_METHODS.SoloCA[0]!, 'fr-CA').estimatedArrivalTime).toBe(
      '5 à 8 jours ouvrables',
    );
    expect(methodTexts(overnight!, 'fr-FR').estimatedArrivalTime).toBe('1 jour ouvrable');
    expect(methodTexts(SHIPPING_METHODS.SoloEU[1]!, 'de-AT')).toEqual({
      name: 'Express',
      description: 'Expressversand',
      estimatedArrivalTime: '1-3 Werktage',
    });
    expect(methodTexts(standard!, 'es-US').name).toBe('Standard');
  });
  it('keeps a chosen method while it reaches the address, else the default', () => {
    expect(shipmentMethod('SoloUS', 'USD', 'overnight')?.method.id).toBe('overnight');
    const alaska = { countryCode: 'US', stateCode: 'AK' };
    expect(shipmentMethod('SoloUS', 'USD', 'overnight', alaska)?.method.id).toBe('standard');
    expect(shipmentMethod('SoloUS', 'USD', 'teleport')?.method.id).toBe('standard');
    expect(shipmentMethod('SoloUS', 'USD', null)?.cost).toBe(999);
    expect(shipmentMethod('SoloEU', 'USD', 'standard')).toBeUndefined();
  });
});

describe('tax per site and address', () => {
  it('before an address: the site estimate', () => {
    for (const site of ['SoloUS', 'SoloCA', 'SoloEU', 'SoloAUS'] as const)
      expect(taxPolicy(site)).toBe(TAX[site]);
  });
  it('US: no sales tax in five states; four do not tax shipping; others the 8 % estimate', () => {
    const us = (stateCode: string) => taxPolicy('SoloUS', { countryCode: 'US', stateCode });
    expect(us('OR').rateBp).toBe(0);
    expect(us('NY')).toBe(TAX.SoloUS);
    // 100.00 of goods and 19.99 express shipping to California: tax on the goods only.
    expect(basketTotals([10000], 10000, 1999, us('CA'))).toEqual({
      lineTaxes: [800],
      shippingTax: 0,
      taxTotal: 800,
      orderTotal: 12799,
    });
    // The same to Texas: shipping is taxed too.
    expect(basketTotals([10000], 10000, 1999, us('TX'))).toMatchObject({
      shippingTax: 160,
      taxTotal: 960,
      orderTotal: 12959,
    });
  });
  it('CA: the province rate on goods and shipping (HST, GST, GST + QST)', () => {
    const ca = (stateCode: string) => taxPolicy('SoloCA', { countryCode: 'CA', stateCode });
    expect(basketTotals([10000], 10000, 1299, ca('ON'))).toMatchObject({
      lineTaxes: [1300],
      shippingTax: 169,
      orderTotal: 12768,
    });
    expect(basketTotals([10000], 10000, 1299, ca('AB'))).toMatchObject({
      taxTotal: 565,
      orderTotal: 11864,
    });
    // 14.975 %: 1497.5 and 194.5 round half up.
    expect(basketTotals([10000], 10000, 1299, ca('qc'))).toMatchObject({
      lineTaxes: [1498],
      shippingTax: 195,
    });
  });
  it('EU: 20 % VAT included everywhere; AUS: 10 % GST, New Zealand 15 % GST, included', () => {
    expect(taxPolicy('SoloEU', { countryCode: 'DE' })).toBe(TAX.SoloEU);
    expect(basketTotals([12000], 12000, 795, taxPolicy('SoloEU', { countryCode: 'FR' }))).toEqual({
      lineTaxes: [2000],
      shippingTax: 133,
      taxTotal: 2133,
      orderTotal: 12795,
    });
    expect(taxPolicy('SoloAUS', { countryCode: 'AU', stateCode: 'NSW' })).toBe(TAX.SoloAUS);
    expect(basketTotals([11500], 11500, 1495, taxPolicy('SoloAUS', { countryCode: 'NZ' }))).toEqual(
      { lineTaxes: [1500], shippingTax: 195, taxTotal: 1695, orderTotal: 12995 },
    );
  });
});
