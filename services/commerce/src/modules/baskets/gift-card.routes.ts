/**
 * Applying a gift card through `POST …/payment-instruments` (checkout.routes.ts): the code and
 * PIN are required, every try spends the same guess budgets as the balance page (so checkout is
 * no second oracle for codes), and each refusal is a problem naming what is wrong.
 */
import type { Context } from 'hono';
import { HttpProblem, invalidFields } from '../../http/problem.ts';
import type { ShopperEnv } from '../../http/shopper-auth.ts';
import { enforce } from '../abuse/index.ts';
import { giftCardNotFound, guessCharges } from '../gift-cards/index.ts';
import { applyGiftCard } from './gift-card-instruments.ts';
import { basketNotFound } from './http.ts';
import type { BasketScope } from './store.ts';
import type { WireBasket } from './wire.ts';

const refusal = (slug: string, title: string, detail: string) =>
  new HttpProblem({ status: 400, slug, title, detail });

export async function giftCardInstrument(
  c: Context<ShopperEnv>,
  scope: BasketScope,
  basketId: string,
  body: { giftCertificateCode?: string; c_giftCertificatePin?: string; amount?: number },
): Promise<WireBasket> {
  const { giftCertificateCode: code, c_giftCertificatePin: pin } = body;
  if (code === undefined || pin === undefined)
    throw invalidFields([
      ...(code === undefined ? [{ name: 'giftCertificateCode', reason: 'Required' }] : []),
      ...(pin === undefined ? [{ name: 'c_giftCertificatePin', reason: 'Required' }] : []),
    ]);
  await enforce(c, guessCharges(c.var.client.ip, code));
  const outcome = await applyGiftCard(c.var.db, scope, basketId, {
    code,
    pin,
    amount: body.amount,
  });
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'basket-not-found':
      throw basketNotFound(basketId);
    case 'gift-card-not-found':
      throw giftCardNotFound();
    case 'gift-card-currency':
      throw refusal(
        'gift-card-currency',
        'Gift Card In Another Currency',
        `This gift card is in ${outcome.cardCurrency}; the basket is in ${outcome.basketCurrency}`,
      );
    case 'gift-card-empty':
      throw refusal('gift-card-empty', 'Gift Card Empty', 'This gift card has no balance left');
    case 'gift-card-already-applied':
      throw refusal(
        'gift-card-already-applied',
        'Gift Card Already Applied',
        'This gift card already pays for this basket',
      );
    case 'order-covered':
      throw refusal(
        'order-covered',
        'Order Already Covered',
        'The gift cards applied already pay the whole order',
      );
    case 'invalid':
      throw invalidFields(outcome.fields);
    case 'item-not-found':
      throw new Error('applying a gift card reported a missing product item');
  }
}
