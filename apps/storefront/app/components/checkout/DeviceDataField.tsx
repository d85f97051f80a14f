import { useEffect, useRef } from 'react';
import { deviceDataFor } from '../../lib/wallets/device-data.ts';

/**
 * Spec 002 §4: the fraud tools' device data goes with Place Order (and so with a wallet's
 * approval, which submits it) when the provider configuration enables them. Written into the
 * field once hydrated; without scripts it stays empty and the order goes without it.
 */
export function DeviceDataField({ enabled }: { enabled: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current) field.current.value = deviceDataFor(enabled) ?? '';
  }, [enabled]);
  return <input ref={field} type="hidden" name="deviceData" defaultValue="" />;
}
