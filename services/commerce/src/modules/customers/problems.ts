/** The Shopper Customers failures of this module; clients match their `title`. */
import { HttpProblem, notFound } from '../../errors.ts';

/** Shopper Customers answers a taken login with this 400. */
export const loginInUse = (field = 'customer.login') =>
  new HttpProblem({
    status: 400,
    slug: 'login-already-in-use',
    title: 'Login Already In Use',
    detail: 'The login is already in use.',
    extra: { invalidFields: [{ name: field, reason: 'is already in use' }] },
  });

export const customerNotFound = () => notFound('No customer with this id', 'customer-not-found');

export const addressNotFound = (addressName: string) =>
  notFound(`No address named "${addressName}"`, 'address-not-found');
