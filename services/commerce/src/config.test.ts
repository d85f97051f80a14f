import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({})).toEqual({
      orgId: 'f_ecom_solo_001',
      clientId: 'storefront',
      port: 4000,
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      geoIp: { defaultCountry: 'US', defaultPostalCode: '' },
      mail: {
        smtpUrl: undefined,
        from: 'Solo Outdoor <no-reply@solo.localhost>',
        storeInbox: 'Solo Outdoor Customer Care <care@solo.localhost>',
        outboxPage: false,
      },
      payments: { provider: 'sandbox', sandboxTimeoutMs: 10_000, fraudData: true },
      publicOrigin: undefined,
      redirectUris: [],
      trustedProxies: expect.objectContaining({ entries: [] }) as unknown,
      requestLimits: {
        maxBodyBytes: 1024 * 1024,
        maxJsonDepth: 32,
        maxJsonMembers: 1000,
        maxStringLength: 100_000,
      },
      opsToken: undefined,
      contentAdminToken: undefined,
      reviewsAdminToken: undefined,
      subscriptionScheduler: true,
    });
  });

  it('reads REQUEST_BODY_LIMIT_KB and names it when it is not a positive whole number', () => {
    expect(loadConfig({ REQUEST_BODY_LIMIT_KB: '256' }).requestLimits.maxBodyBytes).toBe(262_144);
    expect(() => loadConfig({ REQUEST_BODY_LIMIT_KB: '0' })).toThrow(/REQUEST_BODY_LIMIT_KB/);
    expect(() => loadConfig({ REQUEST_BODY_LIMIT_KB: 'lots' })).toThrow(/REQUEST_BODY_LIMIT_KB/);
  });

  it('keeps the outbox page off unless OUTBOX_PAGE=on, with or without SMTP', () => {
    expect(loadConfig({}).mail.outboxPage).toBe(false);
    expect(loadConfig({ OUTBOX_PAGE: 'on' }).mail.outboxPage).toBe(true);
  });

  it('reads OPS_TOKEN and refuses a short one', () => {
    const token = 'o'.repeat(32);
    expect(loadConfig({ OPS_TOKEN: token }).opsToken).toBe(token);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN: must be at least 32/);
  });

  it('reads CONTENT_ADMIN_TOKEN and refuses a short one', () => {
    const token = 'c'.repeat(32);
    expect(loadConfig({ CONTENT_ADMIN_TOKEN: token }).contentAdminToken).toBe(token);
    expect(() => loadConfig({ CONTENT_ADMIN_TOKEN: 'short' })).toThrow(
      /CONTENT_ADMIN_TOKEN: must be at least 32/,
    );
  });

  it('reads TRUSTED_PROXIES and names it when it is malformed', () => {
    const { trustedProxies } = loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' });
    expect(trustedProxies.has('10.1.2.3')).toBe(true);
    expect(trustedProxies.has('192.168.0.1')).toBe(false);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'not-an-address' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads the mail settings', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail).toEqual({
      smtpUrl: 'smtp://mail.example.com:587',
      from: 'Solo Outdoor <no-reply@solo.localhost>',
      storeInbox: 'Solo Outdoor Customer Care <care@solo.localhost>',
      outboxPage: false,
    });
    expect(loadConfig({ STORE_MAIL_TO: 'help@shop.example' }).mail.storeInbox).toBe(
      'help@shop.example',
    );
    expect(loadConfig({ OUTBOX_PAGE: 'off' }).mail.outboxPage).toBe(false);
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com',
        OUTBOX_PAGE: 'on',
        MAIL_FROM: 'Shop <a@b.c>',
      }).mail,
    ).toMatchObject({ outboxPage: true, from: 'Shop <a@b.c>' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be/);
    expect(() => loadConfig({ OUTBOX_PAGE: 'yes' })).toThrow(/OUTBOX_PAGE: must be on or off/);
  });

  it('chooses the payment provider: the sandbox by default, Braintree with all its settings', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    const braintree = {
      PAYMENTS_PROVIDER: 'braintree',
      BRAINTREE_ENVIRONMENT: 'production',
      BRAINTREE_MERCHANT_ID: 'merchant_1',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private-secret-value',
    };
    expect(loadConfig(braintree).payments).toEqual({
      provider: 'braintree',
      sandboxTimeoutMs: 10_000,
      fraudData: true,
      braintree: {
        environment: 'production',
        merchantId: 'merchant_1',
        publicKey: 'public',
        privateKey: 'private-secret-value',
      },
    });
    expect(
      loadConfig({ ...braintree, BRAINTREE_MERCHANT_ACCOUNTS: 'usd:solo_usd, EUR:solo_eur' })
        .payments.braintree?.merchantAccounts,
    ).toEqual({ USD: 'solo_usd', EUR: 'solo_eur' });
    for (const bad of ['JPY:solo_jpy', 'USD', 'USD:a:b', 'USD:bad account'])
      expect(() => loadConfig({ ...braintree, BRAINTREE_MERCHANT_ACCOUNTS: bad })).toThrow(
        /BRAINTREE_MERCHANT_ACCOUNTS: must be CURRENCY:account pairs/,
      );
    // A local stand-in of the gateway: host:port, and never in production.
    const local = { ...braintree, BRAINTREE_ENVIRONMENT: 'sandbox' };
    expect(
      loadConfig({ ...local, BRAINTREE_SERVER: '127.0.0.1:4010' }).payments.braintree?.server,
    ).toEqual({ host: '127.0.0.1', port: 4010 });
    expect(() => loadConfig({ ...local, BRAINTREE_SERVER: 'http://x' })).toThrow(
      /BRAINTREE_SERVER: must be host:port/,
    );
    expect(() => loadConfig({ ...braintree, BRAINTREE_SERVER: '127.0.0.1:4010' })).toThrow(
      /BRAINTREE_SERVER: only with BRAINTREE_ENVIRONMENT=sandbox/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER: must be sandbox or braintree/,
    );
    expect(() => loadConfig({ ...braintree, BRAINTREE_ENVIRONMENT: 'qa' })).toThrow(
      /BRAINTREE_ENVIRONMENT: must be sandbox or production/,
    );
    for (const name of Object.keys(braintree).filter((k) => k.startsWith('BRAINTREE_')))
      expect(() => loadConfig({ ...braintree, [name]: '' })).toThrow(
        new RegExp(`${name}: required when PAYMENTS_PROVIDER=braintree`),
      );
    // A refusal never shows the private key.
    let message = '';
    try {
      loadConfig({ ...braintree, BRAINTREE_MERCHANT_ID: 'bad id!' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/BRAINTREE_MERCHANT_ID/);
    expect(message).not.toMatch(/private-secret-value/);
  });

  it('reads the payment gateway settings', () => {
    expect(
      loadConfig({ PAYMENTS_SANDBOX_TIMEOUT_MS: '50', PAYMENTS_FRAUD_DATA: 'off' }).payments,
    ).toEqual({ provider: 'sandbox', sandboxTimeoutMs: 50, fraudData: false });
    expect(() => loadConfig({ PAYMENTS_SANDBOX_TIMEOUT_MS: '999999' })).toThrow(
      /PAYMENTS_SANDBOX_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ PAYMENTS_FRAUD_DATA: 'no' })).toThrow(
      /PAYMENTS_FRAUD_DATA: must be on or off/,
    );
  });

  it('runs the subscription scheduler unless SUBSCRIPTION_SCHEDULER=off, and names a bad value', () => {
    expect(loadConfig({ SUBSCRIPTION_SCHEDULER: 'on' }).subscriptionScheduler).toBe(true);
    expect(loadConfig({ SUBSCRIPTION_SCHEDULER: 'off' }).subscriptionScheduler).toBe(false);
    expect(loadConfig({ SUBSCRIPTION_SCHEDULER: '' }).subscriptionScheduler).toBe(true);
    expect(() => loadConfig({ SUBSCRIPTION_SCHEDULER: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUBSCRIPTION_SCHEDULER: 'false' })).toThrow(
      /SUBSCRIPTION_SCHEDULER: must be on or off/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      COMMERCE_ORG_ID: 'f_ecom_other',
      COMMERCE_CLIENT_ID: 'web',
      COMMERCE_PORT: '4100',
      DATA_DIR: '/tmp/solo',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOG_LEVEL: 'debug',
      GEOIP_DEFAULT_COUNTRY: 'de',
      GEOIP_DEFAULT_POSTAL_CODE: '10178',
      PUBLIC_ORIGIN: 'https://shop.example.com/ignored',
      COMMERCE_REDIRECT_URIS: 'https://app.example.com/callback, http://localhost:5173/callback',
    });
    expect(config).toMatchObject({
      orgId: 'f_ecom_other',
      clientId: 'web',
      port: 4100,
      dataDir: '/tmp/solo',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      logLevel: 'debug',
      geoIp: { defaultCountry: 'DE', defaultPostalCode: '10178' },
      publicOrigin: 'https://shop.example.com',
      redirectUris: ['https://app.example.com/callback', 'http://localhost:5173/callback'],
    });
  });

  it('is silent under vitest unless asked', () => {
    expect(loadConfig({ VITEST: 'true' }).logLevel).toBe('silent');
    expect(loadConfig({ VITEST: 'true', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ COMMERCE_PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
    });
  });

  it('fails with a message naming each bad variable', () => {
    expect(() => loadConfig({ COMMERCE_PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ COMMERCE_PORT: '70000' })).toThrow(/COMMERCE_PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ COMMERCE_REDIRECT_URIS: 'https://ok.example/cb,/relative' })).toThrow(
      /COMMERCE_REDIRECT_URIS/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });
});
