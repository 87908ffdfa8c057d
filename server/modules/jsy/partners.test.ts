import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from '../payments/sandbox/signature.fns.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { jsyPartnerOf } from './partners.ts';
import { PartnerUnavailable } from './partner.ts';
import { JSY_SIGNATURE_HEADER } from './signed-client.ts';

// A partner reached by JSY_URL: the signed client over HTTP, against a local server that plays JSY
// (checks our signature, signs its answers).
const REQUEST_SECRET = 'r'.repeat(40);
const RESPONSE_SECRET = 's'.repeat(40);
const seen: { path: string; signed: boolean; body: unknown }[] = [];
let signAnswers = true;
let baseUrl = '';

const read = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

const server = createServer((req, res) => {
  void read(req).then((body) => {
    const signed = verifySignature(REQUEST_SECRET, req.headers[JSY_SIGNATURE_HEADER], body, new Date(), 300).ok;
    seen.push({ path: req.url ?? '', signed, body: JSON.parse(body) });
    const answer = JSON.stringify(signed ? { result: 'ok' } : { error: 'signature' });
    res.writeHead(signed ? 200 : 401, {
      'content-type': 'application/json',
      ...(signAnswers ? { [JSY_SIGNATURE_HEADER]: signatureHeader(RESPONSE_SECRET, answer, new Date()) } : {}),
      connection: 'close',
    });
    res.end(answer);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const deps = (url: string | null, sandbox = false) =>
  ({ now: () => new Date(), config: { sandbox, jsy: { url, requestSecret: REQUEST_SECRET, responseSecret: RESPONSE_SECRET, timeoutMs: 5_000, sandboxSlowMs: 0 } } }) as unknown as WalletDeps;

describe('the JSY partner by JSY_URL', () => {
  it('is absent without a URL (the calls then answer JSY_UNAVAILABLE)', () => {
    expect(jsyPartnerOf(deps(null))).toBeNull();
  });

  it('sends signed requests to <JSY_URL><path> and reads the signed answer', async () => {
    const partner = jsyPartnerOf(deps(baseUrl))!;
    await expect(partner.checkAccount('taro.jsy', { latin: 'TARO YAMADA' })).resolves.toEqual({ result: 'ok' });
    expect(seen.at(-1)).toEqual({ path: '/api/accounts/check', signed: true, body: { account: 'taro.jsy', names: { latin: 'TARO YAMADA' } } });
  });

  it('takes an unsigned answer as unknown, never as an answer', async () => {
    signAnswers = false;
    try {
      await expect(jsyPartnerOf(deps(baseUrl))!.checkAccount('taro.jsy', { latin: 'TARO YAMADA' })).rejects.toBeInstanceOf(PartnerUnavailable);
    } finally {
      signAnswers = true;
    }
  });
});
