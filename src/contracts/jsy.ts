import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import * as f from './fields.ts';
import { secret } from './secret.ts';
import { branchCode } from './bank-cards.ts';
import { amountText, jsyTransferStatuses, moneyAmount } from './money.ts';

// Moving game coins to the player's account at the partner wallet JSY, step by step:
// validate (the JSY account, holder name) → validate/card (the bank card on file at both sides) →
// resend/validate/code (a code to the player's email) → login (the code and the JSY password,
// passed on once) → confirm (amount, fund password, app key code when bound). See
// server/modules/jsy/README.md.

/** A JSY account name: letters, digits and . _ - @ (an email address works). */
export const jsyAccount = z.string().check(z.trim(), z.minLength(4), z.maxLength(64), z.regex(/^[A-Za-z0-9._@-]+$/));
/** The holder's name in katakana as the bank has it (the Japanese flow). */
export const holderKana = z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[\u30A0-\u30FF\uFF66-\uFF9F\u3000 ]+$/));
/** The JSY password: handed to the partner once, never stored or logged. */
export const jsyPassword = secret(z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[^\p{Cc}]*$/u)));

export const jsyTransferRecord = z.object({
  transferSn: z.string(),
  jsyAccount: z.string(),
  /** Game coins. */
  amount: amountText,
  status: z.enum(jsyTransferStatuses),
  failureReason: z.nullable(z.string()),
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
});
export type JsyTransferRecord = z.infer<typeof jsyTransferRecord>;

export const jsyTransferValidate = defineCall({
  path: '/v2/app/jsy/transfer/validate',
  auth: 'user',
  tag: 'wallet',
  summary: 'Transfer to JSY, step 1: the partner confirms the account exists in the player’s name',
  request: z.strictObject({ jsyAccount }),
  response: z.object({ jsyAccount: z.string() }),
});

export const jsyTransferValidateCard = defineCall({
  path: '/v2/app/jsy/transfer/validate/card',
  auth: 'user',
  tag: 'wallet',
  summary: 'Transfer to JSY, step 2: the bank card on file matches at both sides (the Japanese flow adds branch code and katakana name)',
  request: z.strictObject({
    bankCardId: z.number().check(z.int(), z.positive()),
    holderKana: z.optional(holderKana),
    branchCode: z.optional(branchCode),
  }),
  response: z.object({ jsyAccount: z.string(), cardNumberMasked: z.string() }),
});

export const jsyTransferResendCode = defineCall({
  path: '/v2/app/jsy/transfer/resend/validate/code',
  auth: 'user',
  tag: 'wallet',
  summary: 'Transfer to JSY, step 3: mails a six-digit code to the player (one a minute)',
  request: emptyRequest,
  response: z.object({ emailMasked: z.string(), cooldownSeconds: z.number().check(z.int()), expiresInSeconds: z.number().check(z.int()) }),
});

export const jsyTransferLogin = defineCall({
  path: '/v2/app/jsy/transfer/login',
  auth: 'user',
  tag: 'wallet',
  summary: 'Transfer to JSY, step 4: the mailed code, then the JSY password passed to the partner once',
  request: z.strictObject({ emailCode: z.optional(f.emailCode), jsyPassword }),
  response: z.object({ jsyAccount: z.string(), expiresAt: isoDateTime, min: amountText, max: amountText }),
});

export const jsyTransferConfirm = defineCall({
  path: '/v2/app/jsy/transfer/confirm',
  auth: 'user',
  idempotent: true,
  tag: 'wallet',
  summary: 'Transfer to JSY, step 5: holds the coins and asks the partner to credit them; pending while the answer is unknown',
  request: z.strictObject({
    amount: moneyAmount,
    paymentPassword: f.paymentPassword,
    /** Required once the player has bound an app key. */
    appKeyCode: z.optional(f.appKeyCode),
  }),
  response: jsyTransferRecord,
});

export const opsJsyTransferRecord = z.extend(jsyTransferRecord, {
  account: z.string(),
  attempts: z.number().check(z.int()),
  lastProblem: z.nullable(z.string()),
  resolvedBy: z.nullable(z.string()),
  resolutionNote: z.nullable(z.string()),
});

export const opsJsyTransferList = defineCall({
  path: '/v2/ops/jsy/transfer/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Transfers to JSY, oldest first; pending ones are in doubt until the partner’s answer is definite',
  request: z.strictObject({ ...pageRequest.shape, status: z.optional(z.enum(jsyTransferStatuses)) }),
  response: pageOf(opsJsyTransferRecord),
});

export const opsJsyTransferResolve = defineCall({
  path: '/v2/ops/jsy/transfer/resolve',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Resolve a transfer in doubt after checking with JSY: credited posts the hold, failed returns the coins',
  request: z.strictObject({
    transferSn: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    outcome: z.enum(['credited', 'failed']),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}\p{Cf}<>]*$/u)),
  }),
  response: opsJsyTransferRecord,
});
