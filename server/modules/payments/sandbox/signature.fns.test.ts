import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureHeader, verifySignature } from './signature.fns.ts';

const secret = 'test-secret';
const body = '{"eventId":"evt_1","amount":"5000.0000"}';
const now = new Date('2026-03-01T10:00:00Z');
const seconds = now.getTime() / 1000;

describe('sandbox notification signature', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the shared secret', () => {
    const header = signatureHeader(secret, body, now);
    const expected = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
    expect(header).toBe(`t=${seconds},v1=${expected}`);
  });

  it('accepts its own signature within the tolerance, either side of our clock', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature(secret, header, body, now, 300)).toEqual({ ok: true, timestamp: seconds });
    expect(verifySignature(secret, header, body, new Date(now.getTime() + 300_000), 300).ok).toBe(true);
    expect(verifySignature(secret, header, body, new Date(now.getTime() - 300_000), 300).ok).toBe(true);
  });

  it('refuses a signature older or newer than the tolerance as stale', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature(secret, header, body, new Date(now.getTime() + 301_000), 300)).toEqual({ ok: false, refusal: 'stale' });
    expect(verifySignature(secret, header, body, new Date(now.getTime() - 301_000), 300)).toEqual({ ok: false, refusal: 'stale' });
  });

  it('refuses another secret, a changed body, a changed timestamp and a missing or garbled header', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature('other', header, body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifySignature(secret, header, body.replace('5000', '9000'), now, 300)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifySignature(secret, header.replace(`t=${seconds}`, `t=${seconds + 1}`), body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifySignature(secret, undefined, body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifySignature(secret, 'v1=abc', body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifySignature(secret, `t=${seconds}`, body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
  });

  it('checks a stale forgery as a forgery first', () => {
    const forged = `t=${seconds - 10_000},v1=${'0'.repeat(64)}`;
    expect(verifySignature(secret, forged, body, now, 300)).toEqual({ ok: false, refusal: 'signature' });
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = signatureHeader(secret, body, now).split(',v1=')[1];
    const header = `t=${seconds},v1=${'a'.repeat(64)},v1=${good}`;
    expect(verifySignature(secret, header, body, now, 300).ok).toBe(true);
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2);
  });
});
