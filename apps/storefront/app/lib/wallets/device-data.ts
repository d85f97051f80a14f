/**
 * Device data for the gateway's fraud tools (spec 002 §3 `isFraudToolsEnabled`, §4 "fraud data
 * is attached if enabled", §5 "Fraud data collection can be disabled by configuration"), sent
 * with the order as `c_deviceData`. It has the shape of the hosted data collectors' output (a
 * device session id and a correlation id) and nothing about the shopper: no fingerprint, so it
 * needs no consent beyond the purchase itself (docs/decisions/device-data.md). One value per
 * page: the wallet's approval and Place Order send the same one.
 */

/** Spec 002 §8's message for disabled fraud data collection (for developers: the console). */
export const FRAUD_DATA_DISABLED = 'Fraud data collection is disabled by configuration.';

export interface DeviceData {
  device_session_id: string;
  correlation_id: string;
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new device data value: 32 hex digits of session id and a UUID of correlation id. */
export function newDeviceData(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
): DeviceData {
  const session = random(new Uint8Array(16));
  const correlation = hex(random(new Uint8Array(16)));
  return {
    device_session_id: hex(session),
    correlation_id: [
      correlation.slice(0, 8),
      correlation.slice(8, 12),
      correlation.slice(12, 16),
      correlation.slice(16, 20),
      correlation.slice(20, 32),
    ].join('-'),
  };
}

let pageValue: string | undefined;
let toldDisabled = false;

/**
 * The page's device data as the JSON string the order carries, or undefined when the provider
 * configuration turns fraud tools off (then the console says so, once).
 */
export function deviceDataFor(fraudToolsEnabled: boolean): string | undefined {
  if (!fraudToolsEnabled) {
    if (!toldDisabled) console.info(FRAUD_DATA_DISABLED);
    toldDisabled = true;
    return undefined;
  }
  pageValue ??= JSON.stringify(newDeviceData((bytes) => crypto.getRandomValues(bytes)));
  return pageValue;
}
