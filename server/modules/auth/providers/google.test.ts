import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../../tests/support/fake-providers.ts';
import { googleConfigFromEnv } from './config.ts';
import { verifyGoogleIdToken, type GoogleConfig } from './google.ts';
import { ProviderError } from './provider-error.ts';

// Real HTTP to a sandbox Google on loopback, real RS256 signatures.
let providers: FakeProviders;
let config: GoogleConfig;

beforeAll(async () => {
  providers = await startFakeProviders();
  config = googleConfigFromEnv(providers.env)!;
});
afterAll(() => providers.stop());

const hour = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('verifyGoogleIdToken', () => {
  it('accepts a token signed with a published key and returns the identity', async () => {
    const token = await providers.signGoogleIdToken({ email: 'hana@example.com', email_verified: true, name: 'Hana' });
    const identity = await verifyGoogleIdToken(token, config);
    expect(identity).toEqual({ subject: expect.stringMatching(/^\d{21}$/), email: 'hana@example.com', emailVerified: true, name: 'Hana' });
  });

  it('gives the same subject for the same account every time', async () => {
    const first = await verifyGoogleIdToken(await providers.signGoogleIdToken({ email: 'same@example.com', email_verified: true }), config);
    const second = await verifyGoogleIdToken(await providers.signGoogleIdToken({ email: 'same@example.com', email_verified: true }), config);
    expect(second.subject).toBe(first.subject);
  });

  it('reports an unverified email as unverified, leaving the decision to the caller', async () => {
    const token = await providers.signGoogleIdToken({ email: 'new@example.com', email_verified: false });
    expect(await verifyGoogleIdToken(token, config)).toMatchObject({ email: 'new@example.com', emailVerified: false });
  });

  it('reports no email when the token carries none', async () => {
    const token = await providers.signGoogleIdToken({ sub: '100000000000000000001' });
    expect(await verifyGoogleIdToken(token, config)).toEqual({ subject: '100000000000000000001', email: null, emailVerified: false, name: null });
  });

  it('accepts either configured issuer spelling', async () => {
    const token = await providers.signGoogleIdToken({ email: 'a@example.com', email_verified: true }, { issuer: 'accounts.google.com' });
    await expect(verifyGoogleIdToken(token, { ...config, issuers: [providers.origin, 'accounts.google.com'] })).resolves.toMatchObject({ email: 'a@example.com' });
  });

  it('tolerates a small clock difference', async () => {
    const token = await providers.signGoogleIdToken({ email: 'a@example.com', iat: nowSeconds() + 30 });
    await expect(verifyGoogleIdToken(token, config)).resolves.toMatchObject({ email: 'a@example.com' });
  });

  // Each refusal names its reason, so a test cannot pass because of some other failure.
  const refusals: Array<[string, RegExp, () => Promise<string>, Partial<GoogleConfig>?]> = [
    ['signed with a key outside the published set', /signature/, () => providers.signGoogleIdToken({ email: 'a@example.com' }, { wrongKey: true })],
    ['meant for another client', /"aud"/, () => providers.signGoogleIdToken({ email: 'a@example.com' }, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', /"iss"/, () => providers.signGoogleIdToken({ email: 'a@example.com' }, { issuer: 'https://evil.example' })],
    ['expired', /"exp"/, () => providers.signGoogleIdToken({ email: 'a@example.com', iat: nowSeconds() - 2 * hour, exp: nowSeconds() - hour })],
    ['not yet valid', /"nbf"/, () => providers.signGoogleIdToken({ email: 'a@example.com', nbf: nowSeconds() + hour })],
    ['issued in the future', /"iat"/, () => providers.signGoogleIdToken({ email: 'a@example.com', iat: nowSeconds() + hour, exp: nowSeconds() + 2 * hour })],
    ['without a subject', /subject/, () => providers.signGoogleIdToken({ email: 'a@example.com', sub: '' })],
    ['with a malformed email', /email/, () => providers.signGoogleIdToken({ email: 42 as unknown as string })],
    ['garbage', /JWS Protected Header is invalid/, async () => 'not.a.jwt'],
    ['empty', /Invalid Compact JWS/, async () => ''],
    ['unsigned (alg none)', /alg/, async () => unsigned({ iss: providers.origin, aud: providers.googleClientId, sub: '1', iat: nowSeconds(), exp: nowSeconds() + hour })],
    ['checked against an unreachable key set', /fetch failed|ECONNREFUSED|request/i, () => providers.signGoogleIdToken({ email: 'a@example.com' }), { jwksUrl: 'http://127.0.0.1:9/certs' }],
  ];

  it.each(refusals)('refuses a token %s with ProviderError', async (_name, reason, makeToken, override) => {
    const token = await makeToken();
    const refusal = verifyGoogleIdToken(token, { ...config, ...override });
    await expect(refusal).rejects.toBeInstanceOf(ProviderError);
    await expect(refusal).rejects.toThrow(reason);
  });

  it('checks expiry against the given time', async () => {
    const token = await providers.signGoogleIdToken({ email: 'a@example.com' });
    await expect(verifyGoogleIdToken(token, config, new Date(Date.now() + 2 * hour * 1000))).rejects.toThrow(/exp/);
  });
});

function unsigned(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
