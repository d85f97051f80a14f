/**
 * `/gift-card-balance` (spec 000 §2): the posted code and PIN checked by the commerce service's
 * `gift-card/balance`. 400 with the fields' faults, 429 with the wait, one 404 for any miss.
 */
import { getServices } from '../api/context.ts';
import { getShopperSession, markPersonal, type SessionArgs } from '../session/session.server.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';
import { checkBalanceForm, type BalanceActionData } from './balance-form.ts';

export type BalanceOutcome = { status: number; answer: BalanceActionData };

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export async function checkGiftCardBalance(
  args: SessionArgs,
  form: { code: FormDataEntryValue | null; pin: FormDataEntryValue | null },
): Promise<BalanceOutcome> {
  markPersonal(args);
  const values = { code: text(form.code) };
  const check = checkBalanceForm(form);
  if (!check.ok) return { status: 400, answer: { values, errors: check.errors } };
  const session = await getShopperSession(args);
  const result = await getServices(args.context).api.customApi<{
    balance: number;
    currency: string;
  }>('gift-card', 'balance', {
    method: 'POST',
    siteId: session.siteId,
    token: session.accessToken,
    body: check.values,
  });
  if (result.ok)
    return {
      status: 200,
      answer: {
        values,
        errors: {},
        balance: { amount: result.data.balance, currency: result.data.currency },
      },
    };
  if (result.status === 404) return { status: 404, answer: { values, errors: {}, notFound: true } };
  if (result.status === 429)
    return {
      status: 429,
      answer: { values, errors: {}, retryAfterSeconds: retryAfterSeconds(null, result.problem) },
    };
  throw new Error(`gift card balance failed: ${result.status} ${result.error}`);
}
