/** Problems every basket call (and placing an order from one) answers alike. */
import { HttpProblem } from '../../http/problem.ts';

export const basketNotFound = (basketId: string) =>
  new HttpProblem({
    status: 404,
    slug: 'basket-not-found',
    title: 'Basket Not Found',
    detail: `No basket "${basketId}" for this shopper`,
  });
