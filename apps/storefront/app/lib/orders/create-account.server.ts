/**
 * A guest's account from the order confirmation: the order's email and billing name plus the
 * password typed, through the registration service (the /registration rules and errors), then
 * signed in. A taken email answers the registration's own error.
 */
import { data } from 'react-router';
import type { ResolvedPath } from '@solo/sites';
import { checkRegistration, type RegistrationActionData } from '../account/registration.ts';
import { registerAndSignIn } from '../account/registration.server.ts';
import { completeSignIn } from '../account/sign-in.server.ts';
import type { SessionArgs } from '../session/session.server.ts';
import type { Order } from './order-view.ts';

/** The name and email an account made from `order` gets (the billing, else shipping, name). */
export function accountOfOrder(order: Order) {
  const address = order.billingAddress ?? order.shipments?.[0]?.shippingAddress;
  return {
    firstName: address?.firstName?.trim() ?? '',
    lastName: address?.lastName?.trim() ?? '',
    email: order.customerInfo?.email?.trim() ?? '',
  };
}

export async function createAccountFromOrder(
  args: SessionArgs,
  resolved: Pick<ResolvedPath, 'site' | 'locale'>,
  order: Order,
  password: unknown,
) {
  const values = accountOfOrder(order);
  const check = checkRegistration({ ...values, password });
  if (!check.ok) {
    // Only the password can be wrong here: the rest comes from the placed order.
    const errors = check.errors.password ? { password: check.errors.password } : {};
    return data<RegistrationActionData>(
      { values, errors, ...(check.errors.password ? {} : { formError: 'generic' as const }) },
      { status: 400 },
    );
  }
  const result = await registerAndSignIn(args, check.body, values);
  if (!result.ok) return result.response;
  return completeSignIn(args, resolved, result.outcome, null);
}
