import { Outlet } from 'react-router';
import { AccountLayout } from '../components/account/area/AccountLayout.tsx';

/**
 * /account (spec 000 §2, prefix match): the account area's navigation around its pages. Each
 * page's loader checks the shopper itself (lib/account/account.server.ts), since loaders of
 * nested routes run in parallel. Sections without a page yet answer 404 (app/routes.ts).
 */
export default function AccountArea() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
