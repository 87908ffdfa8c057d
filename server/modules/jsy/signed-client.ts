// The JSY partner over any transport: each request is JSON signed with our key, each answer must
// carry the partner's signature over its body (same scheme as the sandbox payment provider:
// `t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, JSY-Signature header). An answer that
// is late, unsigned, wrongly signed or unreadable is PartnerUnavailable: never a failure.
import { z } from 'zod';
import { signatureHeader, verifySignature } from '../payments/sandbox/signature.fns.ts';
import {
  PartnerUnavailable,
  type AccountCheck,
  type CardCheck,
  type CreditOutcome,
  type JsyPartner,
  type LoginResult,
  type TransferStatus,
} from './partner.ts';

export const JSY_SIGNATURE_HEADER = 'jsy-signature';

export interface PartnerMessage {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Delivers one signed request (path such as `/accounts/check`) and answers the raw reply. */
export type PartnerTransport = (path: string, body: string, headers: Record<string, string>, signal: AbortSignal) => Promise<PartnerMessage>;

export interface SignedClientOptions {
  transport: PartnerTransport;
  /** Signs our requests. */
  requestSecret: string;
  /** Checks the partner's answers. */
  responseSecret: string;
  timeoutMs: number;
  now: () => Date;
  toleranceSeconds?: number;
}

const accountCheck = z.object({ result: z.enum(['ok', 'not_found', 'name_mismatch']) });
const cardCheck = z.object({ result: z.enum(['ok', 'not_found', 'name_mismatch', 'card_mismatch']) });
const login = z.union([z.object({ ok: z.literal(true), grant: z.string().min(1), expiresAt: z.iso.datetime() }), z.object({ ok: z.literal(false) })]);
const outcome = z.union([
  z.object({ status: z.literal('credited'), partnerRef: z.string().min(1) }),
  z.object({ status: z.literal('failed'), reason: z.string() }),
]);
const statusAnswer = z.union([outcome, z.object({ status: z.literal('not_found') })]);

export function signedJsyClient(options: SignedClientOptions): JsyPartner {
  const tolerance = options.toleranceSeconds ?? 300;

  async function send<T>(path: string, payload: unknown, schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json', [JSY_SIGNATURE_HEADER]: signatureHeader(options.requestSecret, body, options.now()) };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new PartnerUnavailable('timeout'));
      }, options.timeoutMs);
    });
    let reply: PartnerMessage;
    try {
      reply = await Promise.race([options.transport(path, body, headers, controller.signal), timeout]);
    } catch (error) {
      if (error instanceof PartnerUnavailable) throw error;
      throw new PartnerUnavailable(error instanceof Error ? error.message : 'transport failed');
    } finally {
      clearTimeout(timer);
    }
    const check = verifySignature(options.responseSecret, reply.headers[JSY_SIGNATURE_HEADER], reply.body, options.now(), tolerance);
    if (!check.ok) throw new PartnerUnavailable(`answer refused (${check.refusal})`);
    if (reply.status !== 200) throw new PartnerUnavailable(`answered ${reply.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(reply.body);
    } catch {
      throw new PartnerUnavailable('unreadable answer');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw new PartnerUnavailable('unexpected answer');
    return result.data;
  }

  return {
    checkAccount: (account, names): Promise<AccountCheck> => send('/accounts/check', { account, names }, accountCheck),
    checkCard: (request): Promise<CardCheck> => send('/accounts/card/check', request, cardCheck),
    login: async (account, password): Promise<LoginResult> => {
      const answer = await send('/sessions', { account, password }, login);
      return answer.ok ? { ok: true, grant: answer.grant, expiresAt: new Date(answer.expiresAt) } : { ok: false };
    },
    credit: (request): Promise<CreditOutcome> =>
      send('/credits', { ...request, expiresAt: request.expiresAt.toISOString() }, outcome),
    status: (transferId): Promise<TransferStatus> => send('/credits/status', { transferId }, statusAnswer),
  };
}
