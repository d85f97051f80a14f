import { describe, expect, it } from 'vitest';
import { STANDARD_SHIPPING, TAX } from './rates.ts';
import { basketTotals, taxOf } from './totals.ts';

describe('taxOf', () => {
  it('adds estimated tax for US (8 %) and CA (13 %), half up per amount', () => {
    expect(taxOf(4999, TAX.SoloUS)).toBe(400); // 399.92
    expect(taxOf(1250, { rateBp: 1000, included: false })).toBe(125);
    expect(taxOf(125, { rateBp: 1000, included: false })).toBe(13); // 12.5 rounds up
    expect(taxOf(10000, TAX.SoloCA)).toBe(1300);
  });
  it('takes the included part out of gross EU (20 % VAT) and AUS (10 % GST) prices', () => {
    expect(taxOf(12000, TAX.SoloEU)).toBe(2000);
    expect(taxOf(999, TAX.SoloEU)).toBe(167); // 166.5
    expect(taxOf(11000, TAX.SoloAUS)).toBe(1000);
    expect(taxOf(0, TAX.SoloAUS)).toBe(0);
  });
});

describe('basketTotals', () => {
  it('USD: tax per line and on shipping is added to the order total', () => {
    const t = basketTotals([4999, 1500], 6499, STANDARD_SHIPPING.SoloUS.cost.USD!, TAX.SoloUS);
    expect(t).toEqual({ lineTaxes: [400, 120], shippingTax: 80, taxTotal: 600, orderTotal: 8098 });
  });
  it('CAD: estimated 13 %', () => {
    const t = basketTotals([20000], 20000, 0, TAX.SoloCA);
    expect(t).toMatchObject({ taxTotal: 2600, orderTotal: 22600 });
  });
  it('EUR: VAT is reported and stays inside the total', () => {
    const t = basketTotals([6000, 3999], 9999, 795, TAX.SoloEU);
    expect(t).toEqual({
      lineTaxes: [1000, 667],
      shippingTax: 133,
      taxTotal: 1800,
      orderTotal: 10794,
    });
  });
  it('AUD: GST is reported and stays inside the total', () => {
    const t = basketTotals([16500], 16500, 0, TAX.SoloAUS);
    expect(t).toEqual({ lineTaxes: [1500], shippingTax: 0, taxTotal: 1500, orderTotal: 16500 });
  });
});
