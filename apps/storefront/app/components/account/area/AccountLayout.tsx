import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav.tsx';

/** The account area: its navigation beside (desktop) or above (phones) the current page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
      <aside>
        <AccountNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
