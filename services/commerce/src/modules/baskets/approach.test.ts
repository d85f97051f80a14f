import { describe, expect, it } from 'vitest';
import type { EngineResult } from '../promotions/index.ts';
import { SITES } from '@solo/sites';
import { approachFields } from './approach.ts';

const base: EngineResult = {
  lines: [],
  productSubTotal: 15000,
  orderAdjustments: [],
  productTotal: 15000,
  shippingAdjustments: [],
  bonusChoices: [],
  coupons: [],
  orderApproaches: [],
  orphanBonusItemIds: [],
};

describe('approachFields', () => {
  it('current and future order approaches, in decimals of the currency', () => {
    const { c_approach } = approachFields(
      {
        ...base,
        orderApproaches: [
          { promotionId: 'a', calloutMsg: '$25 off $200', buyAmount: 5000, goal: 20000 },
          { promotionId: 'b', calloutMsg: '$60 off $300', buyAmount: 15000, goal: 30000 },
        ],
      },
      'USD',
      'en-US',
    );
    expect(c_approach.currentOrderApproach).toEqual({
      currentApproachMessage: '$25 off $200',
      buyAmount: 50,
      goalPrice: 200,
    });
    expect(c_approach.futureOrderApproach?.goalPrice).toBe(300);
    expect(c_approach.appliedOrderApproach).toBeNull();
  });

  it('shipping approach with the {x} placeholder in the locale, and the threshold', () => {
    const out = approachFields(
      {
        ...base,
        shippingApproach: { promotionId: 's', calloutMsg: 'Free', buyAmount: 2001, goal: 12000 },
        freeShippingThreshold: 12000,
      },
      'EUR',
      'fr-FR',
    );
    expect(out.c_approach.currentShippingApproach).toEqual({
      currentShippingMessage: 'Ajoutez {x} de plus pour la livraison gratuite',
      buyAmount: 20.01,
      conditionTreshold: 120,
    });
    expect(out.c_freeShippingTreshold).toBe(120);
    expect(out.c_approach.approachSuccessMessage).toBeNull();
  });

  it('writes its texts in every language the sites offer, Chinese per script', () => {
    const shipping = (locale: string) =>
      approachFields(
        {
          ...base,
          shippingApproach: { promotionId: 's', calloutMsg: 'Free', buyAmount: 100, goal: 1000 },
          freeShippingThreshold: 1000,
        },
        'EUR',
        locale,
      ).c_approach.currentShippingApproach?.currentShippingMessage;
    expect(shipping('pl-PL')).toBe('Do darmowej dostawy brakuje {x}');
    expect(shipping('sv-SE')).toMatch(/\{x\}.*fri frakt/);
    expect(shipping('zh-CN')).not.toBe(shipping('zh-TW'));
    expect(shipping('zh_tw')).toBe(shipping('zh-TW'));
    for (const site of SITES)
      for (const { id } of site.l10n.supportedLocales)
        if (!id.startsWith('en-')) expect(shipping(id), id).not.toBe(shipping('en-US'));
  });

  it('applied order and shipping promotions, success message; unknown languages in English', () => {
    const adj = (promotionId: string, itemText: string) => ({
      promotionId,
      itemText,
      amount: -100,
      discount: { type: 'free' as const },
    });
    const { c_approach } = approachFields(
      {
        ...base,
        orderAdjustments: [adj('save10-order', '10% off your order')],
        shippingAdjustments: [adj('freeship', 'Free standard shipping')],
      },
      'AUD',
      'tlh-AQ',
    );
    expect(c_approach).toMatchObject({
      appliedOrderApproach: { messages: ['10% off your order'], titleMsg: '10% off your order' },
      appliedShippingApproach: { messages: ['Free standard shipping'], successStatus: true },
      approachSuccessMessage: 'You got free shipping',
      currentShippingApproach: null,
    });
  });
});
