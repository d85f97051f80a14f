import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OfflinePage } from './pages/OfflinePage.tsx';

/**
 * The offline boundary (spec 000 §4): retrying loads the same location again, which fetches the
 * page's code and data anew; it also retries when the browser comes back online. A navigation
 * elsewhere clears it as the router drops the failed page's error.
 */
export function OfflineRecovery() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = useCallback(() => {
    void navigate(pathname + search + hash, { replace: true });
  }, [navigate, pathname, search, hash]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return <OfflinePage onRetry={retry} />;
}
