import { describe, expect, it } from 'vitest';
import { checkEnv } from './env.ts';
import { poolSettingsFromEnv } from './db-settings.ts';
import { DEFAULT_OUTBOX_LEASE_MS, outboxLeaseMsFromEnv } from '../jobs/claim-due.ts';

const production = {
  MODE: 'production',
  SMTP_URL: 'smtps://hall:pw@mail.example.com',
  DATABASE_URL: 'postgres://hall@db.example.com/hall',
  PUBLIC_URL: 'https://hall.example.com',
  SANDBOX: '0',
  CRYPTO_ADDRESS_SECRET: 'c'.repeat(64),
  APP_KEY_SECRET: 'k'.repeat(64),
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  const checked = checkEnv(env);
  return checked.ok ? [] : checked.problems;
};
const named = (env: NodeJS.ProcessEnv) => problemsOf(env).map((line) => line.split(':')[0]);

describe('checkEnv', () => {
  it('runs in demo mode with nothing set, and takes empty values as unset', () => {
    const checked = checkEnv({ SMTP_URL: '', DATABASE_URL: '  ' });
    expect(checked).toEqual({ ok: true, env: { MODE: 'demo' } });
  });

  it('is not switched by NODE_ENV', () => {
    expect(checkEnv({ NODE_ENV: 'production' })).toMatchObject({ ok: true, env: { MODE: 'demo' } });
  });

  it('accepts a complete production configuration', () => {
    expect(checkEnv(production)).toMatchObject({ ok: true, env: { MODE: 'production', SANDBOX: '0' } });
  });

  it('names every missing production setting on its own line', () => {
    expect(named({ MODE: 'production' })).toEqual(['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'SANDBOX', 'CRYPTO_ADDRESS_SECRET', 'APP_KEY_SECRET']);
    for (const name of Object.keys(production).filter((key) => key !== 'MODE')) {
      expect(named({ ...production, [name]: '' }), name).toEqual([name]);
    }
  });

  it('refuses the sandbox, plain http, short secrets and LINE without its secret in production', () => {
    expect(named({ ...production, SANDBOX: '1' })).toEqual(['SANDBOX']);
    expect(named({ ...production, PUBLIC_URL: 'http://hall.example.com' })).toEqual(['PUBLIC_URL']);
    expect(named({ ...production, CRYPTO_ADDRESS_SECRET: 'sandbox-crypto-address-secret' })).toEqual(['CRYPTO_ADDRESS_SECRET']);
    expect(named({ ...production, APP_KEY_SECRET: 'short-app-key-secret' })).toEqual(['APP_KEY_SECRET']);
    expect(named({ ...production, LINE_CHANNEL_ID: '2000000001' })).toEqual(['LINE_CHANNEL_SECRET', 'LINE_REDIRECT_URI']);
    expect(named({ ...production, LINE_CHANNEL_ID: '2000000001', LINE_CHANNEL_SECRET: 's', LINE_REDIRECT_URI: 'https://hall.example.com/auth/line/callback' })).toEqual([]);
  });

  it('needs both JSY secrets, long and distinct, and an https:// URL once the JSY partner is enabled in production', () => {
    const jsy = { JSY_URL: 'https://api.jsy.example.com', JSY_REQUEST_SECRET: 'q'.repeat(40), JSY_RESPONSE_SECRET: 'a'.repeat(40) };
    expect(named({ ...production, ...jsy })).toEqual([]);
    expect(named({ ...production, JSY_URL: jsy.JSY_URL })).toEqual(['JSY_REQUEST_SECRET', 'JSY_RESPONSE_SECRET']);
    expect(named({ ...production, ...jsy, JSY_RESPONSE_SECRET: '' })).toEqual(['JSY_RESPONSE_SECRET']);
    expect(named({ ...production, ...jsy, JSY_REQUEST_SECRET: 'short' })).toEqual(['JSY_REQUEST_SECRET']);
    expect(named({ ...production, ...jsy, JSY_RESPONSE_SECRET: jsy.JSY_REQUEST_SECRET })).toEqual(['JSY_RESPONSE_SECRET']);
    expect(named({ ...production, ...jsy, JSY_URL: 'http://api.jsy.example.com' })).toEqual(['JSY_URL']);
    // Not enabled: nothing asked. Demo mode's in-process sandbox signs with secrets of its own.
    expect(named(production)).toEqual([]);
    expect(problemsOf({ JSY_URL: jsy.JSY_URL })).toEqual([]);
  });

  it('reports each malformed value in any mode, together with the production lines', () => {
    expect(problemsOf({ MODE: 'live', PORT: '99999', SANDBOX: 'yes', SMTP_URL: 'http://mail', RATE_LIMIT_CALLS: 'nope=1' })).toEqual([
      'MODE: must be demo or production',
      'PORT: must be a port number (0–65535)',
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
      'SANDBOX: must be 0 or 1',
      'RATE_LIMIT_CALLS: "nope=1" is not <call name>=<requests a minute ≥ 1>',
    ]);
    expect(named({ ...production, DATABASE_URL: 'file:///tmp/pglite' })).toEqual(['DATABASE_URL']);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toEqual([
      'TRUST_PROXY: "proxy.example" is not false, true or a comma list of proxy addresses/CIDRs',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
  });

  it('takes HALL_TIME_ZONE as an IANA time zone name', () => {
    expect(problemsOf({ HALL_TIME_ZONE: 'Asia/Tokyo' })).toEqual([]);
    expect(problemsOf({ HALL_TIME_ZONE: 'UTC' })).toEqual([]);
    expect(problemsOf({ HALL_TIME_ZONE: 'America/Sao_Paulo' })).toEqual([]);
    for (const zone of ['Tokyo', 'Asia/Nowhere', '+09:00', "Asia/Tokyo'; --"]) {
      expect(problemsOf({ HALL_TIME_ZONE: zone }), zone).toEqual(['HALL_TIME_ZONE: must be an IANA time zone name, e.g. Asia/Tokyo or UTC']);
    }
  });

  it('takes the download links as https:// URLs or paths on this site, and refuses anything else', () => {
    expect(problemsOf({ DOWNLOAD_IOS_URL: 'https://apps.apple.com/app/id1', DOWNLOAD_APK_URL: '/downloads/hall.apk', DOWNLOAD_ANDROID_URL: '' })).toEqual([]);
    expect(problemsOf({ DOWNLOAD_ANDROID_URL: 'http://play.google.com/x', DOWNLOAD_APK_URL: 'javascript:alert(1)' })).toEqual([
      'DOWNLOAD_ANDROID_URL: must be an https:// URL or a path on this site (/…)',
      'DOWNLOAD_APK_URL: must be an https:// URL or a path on this site (/…)',
    ]);
  });

  it('checks the process settings (role, drain, outbox lease, metrics port, pool) and reads the lease and the pool settings with their defaults', () => {
    const good = { ROLE: 'worker', DRAIN_DELAY_MS: '5000', OUTBOX_LEASE_SECONDS: '15', METRICS_PORT: '9464', DB_POOL_MAX: '20', DB_STATEMENT_TIMEOUT_MS: '0', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000', DB_APPLICATION_NAME: 'hall-eu-1' };
    expect(checkEnv(good)).toMatchObject({ ok: true, env: good });
    expect(named({ ROLE: 'web', DRAIN_DELAY_MS: '-1', OUTBOX_LEASE_SECONDS: '0', METRICS_PORT: '70000', DB_POOL_MAX: '0', DB_STATEMENT_TIMEOUT_MS: '1s', DB_APPLICATION_NAME: 'x'.repeat(64) })).toEqual([
      'ROLE',
      'DRAIN_DELAY_MS',
      'OUTBOX_LEASE_SECONDS',
      'METRICS_PORT',
      'DB_POOL_MAX',
      'DB_STATEMENT_TIMEOUT_MS',
      'DB_APPLICATION_NAME',
    ]);
    for (const bad of ['1.5', '-1', '30s', '1000000']) expect(named({ OUTBOX_LEASE_SECONDS: bad })).toEqual(['OUTBOX_LEASE_SECONDS']);
    expect(outboxLeaseMsFromEnv({})).toBe(DEFAULT_OUTBOX_LEASE_MS);
    expect(outboxLeaseMsFromEnv(good)).toBe(15_000);
    expect(poolSettingsFromEnv({}, 'api')).toEqual({ max: 10, statementTimeoutMs: 60_000, idleInTransactionTimeoutMs: 60_000, applicationName: 'game-hall-api' });
    expect(poolSettingsFromEnv(good, 'worker')).toEqual({ max: 20, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 30_000, applicationName: 'hall-eu-1' });
  });
});
