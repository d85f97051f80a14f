import { deviceDataFor } from '../../lib/wallets/device-data.ts';
import { useHydrated } from '../shell/hooks.ts';

/**
 * Spec 002 §4: the fraud tools' device data goes with Place Order (and so with a wallet's
 * approval, which submits it) when the provider configuration enables them. Made in the browser
 * once hydrated (one value per page, so every render shows the same); without scripts the order
 * goes without it.
 */
export function DeviceDataField({ enabled }: { enabled: boolean }) {
  const hydrated = useHydrated();
  const value = hydrated ? (deviceDataFor(enabled) ?? '') : '';
  return value ? <input type="hidden" name="deviceData" value={value} /> : null;
}
