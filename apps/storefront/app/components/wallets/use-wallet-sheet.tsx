import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../../lib/site-context.tsx';
import type { SheetRequest, SheetResult } from '../../lib/wallets/sheet.ts';

export type { SheetRequest, SheetResult } from '../../lib/wallets/sheet.ts';

// The sheet's dialog and form load on the first open: pages pay nothing until a wallet is used.
const WalletSheet = lazy(() => import('./WalletSheet.tsx'));
// With a real gateway the wallet's own button and window approve (PAYMENTS_PROVIDER=braintree).
const GatewayWalletSheet = lazy(() => import('./GatewayWalletSheet.tsx'));

/**
 * `const sheet = useWalletSheet(); … const result = await sheet.open({walletType, flow, amount,
 * currency, fundingSource})` and render `{sheet.element}`: resolves with `{nonce, details}`,
 * `{cancelled: true}` or `{error}` (docs/decisions.md "Wallet approval sheet in the sandbox"), from
 * the sandbox's sheet or the gateway's (docs/decisions/braintree-wallets.md).
 */
export function useWalletSheet(): {
  open: (request: SheetRequest) => Promise<SheetResult>;
  element: ReactNode;
} {
  const { gateway } = useSite();
  const Sheet = gateway === 'braintree' ? GatewayWalletSheet : WalletSheet;
  const [request, setRequest] = useState<SheetRequest | null>(null);
  const resolveRef = useRef<((result: SheetResult) => void) | null>(null);
  const open = useCallback(
    (next: SheetRequest) =>
      new Promise<SheetResult>((resolve) => {
        resolveRef.current?.({ cancelled: true });
        resolveRef.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const finish = useCallback((result: SheetResult) => {
    setRequest(null);
    resolveRef.current?.(result);
    resolveRef.current = null;
  }, []);
  const element = request ? (
    <Suspense fallback={null}>
      <Sheet request={request} onResult={finish} />
    </Suspense>
  ) : null;
  return { open, element };
}
