import { describe, expect, it } from 'vitest';
import {
  addedDone,
  paymentActionSchema,
  paymentDoneOf,
  paymentInstrumentView,
  paymentInstrumentsView,
} from './payment-instruments.ts';

const visa = {
  paymentInstrumentId: 'pm_1',
  paymentMethodId: 'CREDIT_CARD',
  paymentCard: {
    cardType: 'visa',
    maskedNumber: '************1111',
    numberLastDigits: '1111',
    expirationMonth: 3,
    expirationYear: 2030,
    holder: 'Casey Park',
  },
  default: true,
  c_removable: true,
};
const paypal = {
  paymentInstrumentId: 'pm_2',
  paymentMethodId: 'PayPal',
  default: false,
  c_removable: true,
  c_email: 'casey@example.com',
};

describe('stored payment methods as the account payments page shows them', () => {
  it('shows a card as its brand, 12 asterisks and the last four, with expiry and owner (spec 002 §3)', () => {
    expect(paymentInstrumentView(visa)).toEqual({
      id: 'pm_1',
      kind: 'card',
      label: 'Visa ************1111',
      brand: 'Visa',
      maskedNumber: '************1111',
      expiry: '03/2030',
      owner: 'Casey Park',
      isDefault: true,
      removable: true,
      paysSubscription: false,
    });
    const amex = paymentInstrumentView({
      ...visa,
      paymentCard: { cardType: 'amex', numberLastDigits: '0005', maskedNumber: 'x' },
      default: false,
      c_removable: false,
      c_paysSubscription: true,
    });
    expect(amex).toMatchObject({
      label: 'American Express ************0005',
      removable: false,
      paysSubscription: true,
    });
    expect(amex).not.toHaveProperty('expiry');
  });

  it('names the wallet a card was saved through, and shows wallet accounts by email', () => {
    expect(paymentInstrumentView({ ...visa, paymentMethodId: 'ApplePay' })).toMatchObject({
      kind: 'card',
      wallet: 'Apple Pay',
    });
    expect(paymentInstrumentView(paypal)).toEqual({
      id: 'pm_2',
      kind: 'paypal',
      email: 'casey@example.com',
      isDefault: false,
      removable: true,
      paysSubscription: false,
    });
    expect(
      paymentInstrumentView({ ...paypal, paymentMethodId: 'MobileWallet', c_email: undefined }),
    ).toMatchObject({ kind: 'mobileWallet', email: '' });
    // Venmo's account has a username and no email.
    expect(
      paymentInstrumentView({
        ...paypal,
        paymentMethodId: 'MobileWallet',
        c_email: undefined,
        c_account: 'venmojoe',
      }),
    ).toMatchObject({ kind: 'mobileWallet', email: 'venmojoe' });
  });

  it('leaves out what it cannot show, and removes only what the server marks removable', () => {
    expect(paymentInstrumentView({ paymentMethodId: 'CREDIT_CARD' })).toBeNull();
    expect(paymentInstrumentView({ ...visa, paymentCard: undefined })).toBeNull();
    expect(paymentInstrumentView({ ...visa, c_removable: undefined })?.removable).toBe(false);
  });

  it('splits the list into cards, PayPal and mobile-wallet accounts, in the vault order', () => {
    const mobile = { ...paypal, paymentInstrumentId: 'pm_3', paymentMethodId: 'MobileWallet' };
    const second = { ...visa, paymentInstrumentId: 'pm_4', default: false };
    const view = paymentInstrumentsView([visa, paypal, mobile, second]);
    expect(view.cards.map((c) => c.id)).toEqual(['pm_1', 'pm_4']);
    expect(view.paypalAccounts.map((c) => c.id)).toEqual(['pm_2']);
    expect(view.mobileWalletAccounts.map((c) => c.id)).toEqual(['pm_3']);
  });
});

describe('the page posts', () => {
  it('accepts remove, default and add, and names what is missing otherwise', () => {
    expect(paymentActionSchema.parse({ intent: 'remove', paymentInstrumentId: ' pm_1 ' })).toEqual({
      intent: 'remove',
      paymentInstrumentId: 'pm_1',
    });
    expect(paymentActionSchema.parse({ intent: 'add', nonce: 'token_paypal_1' })).toEqual({
      intent: 'add',
      nonce: 'token_paypal_1',
    });
    const missing = paymentActionSchema.safeParse({ intent: 'default', paymentInstrumentId: '' });
    expect(missing.error?.issues.map((i) => i.path)).toEqual([['paymentInstrumentId']]);
    expect(
      paymentActionSchema.safeParse({ intent: 'delete', paymentInstrumentId: 'x' }).success,
    ).toBe(false);
  });

  it('confirms an added account by its kind', () => {
    expect(addedDone('PayPal')).toBe('paypalAdded');
    expect(addedDone('MobileWallet')).toBe('mobileWalletAdded');
    expect(addedDone('CREDIT_CARD')).toBe('added');
  });

  it('confirms only the outcomes it knows', () => {
    expect(paymentDoneOf('removed')).toBe('removed');
    expect(paymentDoneOf('paypalAdded')).toBe('paypalAdded');
    expect(paymentDoneOf('saved')).toBeNull();
    expect(paymentDoneOf(null)).toBeNull();
  });
});
