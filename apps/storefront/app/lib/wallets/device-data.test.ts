import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceDataFor, FRAUD_DATA_DISABLED, newDeviceData } from './device-data.ts';

describe('device data for fraud tools (spec 002 §4, §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a device session id and a correlation id, from the random source given', () => {
    let n = 0;
    const data = newDeviceData((bytes) => bytes.map(() => n++));
    expect(data).toEqual({
      device_session_id: '000102030405060708090a0b0c0d0e0f',
      correlation_id: '10111213-1415-1617-1819-1a1b1c1d1e1f',
    });
  });

  it('is one JSON value per page while fraud tools are on', () => {
    const first = deviceDataFor(true);
    expect(JSON.parse(first!)).toEqual({
      device_session_id: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      correlation_id: expect.stringMatching(
        /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/,
      ) as string,
    });
    expect(deviceDataFor(true)).toBe(first);
  });

  it('is nothing when they are off, and the console says so once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(deviceDataFor(false)).toBeUndefined();
    expect(deviceDataFor(false)).toBeUndefined();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(FRAUD_DATA_DISABLED);
  });
});
