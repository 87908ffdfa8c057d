import { describe, expect, it } from 'vitest';
import { googleConfigFromEnv, lineConfigFromEnv, publicSignInSettingsFromEnv } from './config.ts';

describe('provider configuration from the environment', () => {
  it('switches Google off without a client id and fills the real endpoints by default', () => {
    expect(googleConfigFromEnv({})).toBeNull();
    expect(googleConfigFromEnv({ GOOGLE_CLIENT_ID: ' ' })).toBeNull();
    expect(googleConfigFromEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
  });

  it('reads Google overrides, issuers comma-separated', () => {
    expect(googleConfigFromEnv({ GOOGLE_CLIENT_ID: 'c', GOOGLE_JWKS_URL: 'http://x/certs', GOOGLE_ISSUERS: 'http://x, http://y' })).toEqual({
      clientId: 'c',
      jwksUrl: 'http://x/certs',
      issuers: ['http://x', 'http://y'],
    });
  });

  it('switches LINE off without channel id or secret and fills the real endpoints by default', () => {
    expect(lineConfigFromEnv({ LINE_CHANNEL_ID: '123' })).toBeNull();
    expect(lineConfigFromEnv({ LINE_CHANNEL_SECRET: 's' })).toBeNull();
    expect(lineConfigFromEnv({ LINE_CHANNEL_ID: '123', LINE_CHANNEL_SECRET: 's' })).toEqual({
      channelId: '123',
      channelSecret: 's',
      redirectUri: 'http://localhost:4321/auth/line/callback',
      tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
      jwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
      issuer: 'https://access.line.me',
    });
  });

  it('gives the browser ids and URLs but never the LINE channel secret', () => {
    const settings = publicSignInSettingsFromEnv({
      GOOGLE_CLIENT_ID: 'g',
      LINE_CHANNEL_ID: '123',
      LINE_CHANNEL_SECRET: 'top-secret',
      LINE_REDIRECT_URI: 'https://hall.example/auth/line/callback',
    });
    expect(settings).toEqual({
      google: { clientId: 'g', scriptUrl: 'https://accounts.google.com/gsi/client' },
      line: { channelId: '123', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', redirectUri: 'https://hall.example/auth/line/callback' },
    });
    expect(JSON.stringify(settings)).not.toContain('top-secret');
    expect(publicSignInSettingsFromEnv({})).toEqual({ google: null, line: null });
  });
});
