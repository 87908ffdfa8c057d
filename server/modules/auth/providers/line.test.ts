import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../../tests/support/fake-providers.ts';
import { lineConfigFromEnv } from './config.ts';
import { exchangeLineCode, type LineConfig } from './line.ts';
import { ProviderError } from './provider-error.ts';

const REDIRECT_URI = 'http://localhost:4321/auth/line/callback';

// Real HTTP to a sandbox LINE on loopback: code exchange, then HS256 or ES256 ID token checks.
for (const alg of ['HS256', 'ES256'] as const) {
  describe(`exchangeLineCode (${alg} ID tokens)`, () => {
    let providers: FakeProviders;
    let config: LineConfig;

    beforeAll(async () => {
      providers = await startFakeProviders({ lineIdTokenAlg: alg });
      config = lineConfigFromEnv({ ...providers.env, LINE_REDIRECT_URI: REDIRECT_URI })!;
    });
    afterAll(() => providers.stop());

    it('exchanges a good code for the identity in the ID token', async () => {
      const code = providers.issueLineCode({ sub: 'U1234', email: 'taro@example.jp', name: 'Taro' }, { redirectUri: REDIRECT_URI });
      expect(await exchangeLineCode(code, config)).toEqual({ subject: 'U1234', email: 'taro@example.jp', emailVerified: true, name: 'Taro' });
    });

    it('reports no email when the user did not grant it', async () => {
      const code = providers.issueLineCode({ sub: 'U5678', name: 'Jiro' });
      expect(await exchangeLineCode(code, config)).toEqual({ subject: 'U5678', email: null, emailVerified: false, name: 'Jiro' });
    });

    it('refuses a code used a second time', async () => {
      const code = providers.issueLineCode({ sub: 'U1' });
      await exchangeLineCode(code, config);
      await expect(exchangeLineCode(code, config)).rejects.toThrow(ProviderError);
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/400.*invalid_grant/);
    });

    it('refuses an unknown code', async () => {
      await expect(exchangeLineCode('made-up', config)).rejects.toThrow(/invalid_grant/);
    });

    it('refuses when our channel secret is wrong', async () => {
      const code = providers.issueLineCode({ sub: 'U1' });
      await expect(exchangeLineCode(code, { ...config, channelSecret: 'wrong' })).rejects.toThrow(/invalid_client/);
    });

    it('refuses when the redirect URI differs from the one the code was issued for', async () => {
      const code = providers.issueLineCode({ sub: 'U1' }, { redirectUri: REDIRECT_URI });
      await expect(exchangeLineCode(code, { ...config, redirectUri: 'http://localhost:4321/elsewhere' })).rejects.toThrow(/invalid_grant/);
    });

    it('refuses a tampered ID token', async () => {
      const code = providers.issueLineCode({ sub: 'U1' }, { tamper: true });
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/ID token rejected/);
    });

    it('refuses an ID token meant for another channel', async () => {
      const code = providers.issueLineCode({ sub: 'U1' }, { audience: '9999999999' });
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/ID token rejected.*aud/);
    });

    it('refuses an ID token from another issuer', async () => {
      const code = providers.issueLineCode({ sub: 'U1' }, { issuer: 'https://evil.example' });
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/ID token rejected.*iss/);
    });

    it('refuses an expired ID token', async () => {
      const past = Math.floor(Date.now() / 1000) - 7200;
      const code = providers.issueLineCode({ sub: 'U1', iat: past, exp: past + 3600 });
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/ID token rejected.*exp/);
    });
  });
}

describe('exchangeLineCode: provider trouble', () => {
  let providers: FakeProviders;
  let config: LineConfig;
  let clock = Date.now();
  let silent: Server;

  beforeAll(async () => {
    providers = await startFakeProviders({ now: () => clock });
    config = lineConfigFromEnv(providers.env)!;
    // Accepts connections and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    silent.close();
    await providers.stop();
  });

  it('refuses a code older than ten minutes', async () => {
    const code = providers.issueLineCode({ sub: 'U1' });
    clock += 10 * 60 * 1000 + 1000;
    await expect(exchangeLineCode(code, config, new Date(clock))).rejects.toThrow(/invalid_grant/);
  });

  it('refuses an HS256 token signed with a secret other than the channel secret', async () => {
    const code = providers.issueLineCode({ sub: 'U1' }, { wrongSecret: true });
    await expect(exchangeLineCode(code, config, new Date(clock))).rejects.toThrow(/signature/);
  });

  it('fails with ProviderError when the token endpoint is down', async () => {
    const code = providers.issueLineCode({ sub: 'U1' });
    await expect(exchangeLineCode(code, { ...config, tokenUrl: 'http://127.0.0.1:9/token' })).rejects.toThrow(/unreachable/);
  });

  it('gives up on a token endpoint that does not answer', async () => {
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(exchangeLineCode('any', { ...config, tokenUrl: `http://127.0.0.1:${port}/token`, timeoutMs: 300 })).rejects.toThrow(ProviderError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails with ProviderError when the token endpoint answers without an ID token', async () => {
    await expect(exchangeLineCode('any', { ...config, tokenUrl: `${providers.origin}/oauth2/v3/certs` })).rejects.toThrow(ProviderError);
  });
});
