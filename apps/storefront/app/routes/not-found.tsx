import { data } from 'react-router';

/**
 * Spec 000 §2: /404, /csrfFail and any unknown path. Throwing the 404 lets the root error
 * boundary render the page-not-found page inside the shell, with the right status.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
