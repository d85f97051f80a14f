import type { ReactNode } from 'react';
import { useOfflineGuard } from './offline-guard.ts';
import { OfflinePage } from './pages/OfflinePage.tsx';

/** Shows the offline page in place of the page while a link followed offline is held. */
export function OfflineGate({ children }: { children: ReactNode }) {
  const { pendingHref, retry } = useOfflineGuard();
  return pendingHref ? <OfflinePage onRetry={retry} /> : children;
}
