import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format/money.ts';
import { createWalletClient } from '../../lib/payments/gateway-client/wallets/client.ts';
import {
  loadWalletDriver,
  WalletUnavailableError,
} from '../../lib/payments/gateway-client/wallets/driver.ts';
import { useSite } from '../../lib/site-context.tsx';
import { WALLET_NAMES, type SheetRequest, type SheetResult } from '../../lib/wallets/sheet.ts';
import { m } from './messages.ts';

type Status = 'loading' | 'ready' | 'failed' | 'unavailable';

/**
 * The gateway's wallet sheet (PAYMENTS_PROVIDER=braintree; docs/decisions/braintree-wallets.md):
 * a modal dialog (radix: focus trapped, Escape cancels) that loads the wallet's driver and
 * braintree-web's client, then holds the wallet's own button, whose click opens the wallet's
 * window or sheet. It answers what the sandbox's sheet answers; closing it cancels, and the
 * driver tears its components down. Loaded on first use through useWalletSheet.
 */
export default function GatewayWalletSheet({
  request,
  onResult,
}: {
  request: SheetRequest;
  onResult: (result: SheetResult) => void;
}) {
  const intl = useIntl();
  const { site, locale } = useSite();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const abort = useRef<AbortController | null>(null);
  const wallet = WALLET_NAMES[request.walletType];

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    void (async () => {
      try {
        const [driver, client] = await Promise.all([
          loadWalletDriver(request.walletType),
          createWalletClient(site.id),
        ]);
        if (!driver) throw new Error(`no driver for ${request.walletType}`);
        if (signal.aborted || !container.current) return void client.teardown();
        setStatus('ready');
        const result = await driver(request, {
          siteId: site.id,
          localeId: locale.id,
          client,
          container: container.current,
          signal,
        });
        void client.teardown();
        if (!signal.aborted) onResult(result);
      } catch (error) {
        if (!signal.aborted)
          setStatus(error instanceof WalletUnavailableError ? 'unavailable' : 'failed');
      }
    })();
    return () => controller.abort();
    // One sheet per request: useWalletSheet mounts a new one for the next.
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps

  const cancel = () => {
    abort.current?.abort();
    onResult({ cancelled: true });
  };
  const amount =
    request.flow === 'checkout' && request.amount !== undefined && request.currency
      ? intl.formatMessage(m.sheetAmount, {
          amount: formatMoney(request.amount, request.currency, locale.id),
        })
      : intl.formatMessage(m.sheetVault);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          data-testid="gateway-wallet-sheet"
          data-status={status}
          aria-busy={status === 'loading'}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{wallet}</Dialog.Title>
          {/* The amount and what to do, each its own line (a sentence without a full stop). */}
          <Dialog.Description asChild>
            <div className="mt-1 text-sm text-stone-700">
              <p className="font-semibold">{amount}</p>
              <p>{intl.formatMessage(m.gatewayIntro, { wallet })}</p>
            </div>
          </Dialog.Description>
          {status === 'loading' ? (
            <p role="status" className="mt-4 text-sm">
              {intl.formatMessage(m.gatewayLoading, { wallet })}
            </p>
          ) : null}
          {status === 'failed' || status === 'unavailable' ? (
            <p
              role="alert"
              className="mt-4 rounded bg-red-50 p-3 text-sm font-semibold text-red-800"
            >
              {intl.formatMessage(status === 'failed' ? m.gatewayFailed : m.gatewayUnavailable, {
                wallet,
              })}
            </p>
          ) : null}
          <div ref={container} data-testid="gateway-wallet-button" className="mt-4 min-h-12" />
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              onClick={cancel}
              className="min-h-11 rounded-full border border-stone-400 px-5 font-semibold"
            >
              {intl.formatMessage(m.cancel)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
