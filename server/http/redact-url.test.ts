import { describe, expect, it } from 'vitest';
import { isSecretParam, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides a session token in the query, keeping the path, the other parameters and their order', () => {
    expect(redactUrl('/en-US/amigo-springboard?machine=coral-reef&token=tok-SECRET&bet=5')).toBe('/en-US/amigo-springboard?machine=coral-reef&token=[redacted]&bet=5');
    expect(redactUrl('http://127.0.0.1:4321/user/user-center?token=tok-SECRET#top')).toBe('http://127.0.0.1:4321/user/user-center?token=[redacted]#top');
  });

  it('hides every secret-looking parameter, however it is spelled or encoded', () => {
    const url = '/auth/line/callback?code=C1&state=s&access_token=A2&apiKey=K3&TOKEN=T4&to%6Ben=T5&password=P6&id_token=I7&token';
    const out = redactUrl(url);
    for (const secret of ['C1', 'A2', 'K3', 'T4', 'T5', 'P6', 'I7']) expect(out).not.toContain(secret);
    expect(out).toContain('state=s');
    expect(out).toContain('token=[redacted]');
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/', '/amigo', '/amigo?machine=x&return=%2Fen-US%2Famigo', '/login?redirect=%2Fuser', '']) expect(redactUrl(url)).toBe(url);
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('tells secret-looking parameter names from ordinary ones', () => {
    for (const name of ['token', 'Token', 'sessionToken', 'refresh_token', 'code', 'otp', 'pin', 'api-key', 'sig']) expect(isSecretParam(name), name).toBe(true);
    for (const name of ['machine', 'bet', 'return', 'redirect', 'tab', 'pinyinName', 'keyword', 'page']) expect(isSecretParam(name), name).toBe(false);
  });
});
