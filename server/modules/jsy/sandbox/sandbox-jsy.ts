// The sandbox JSY partner that ships with the product (demo mode only): its own accounts and books
// (sandbox_jsy_accounts, sandbox_jsy_credits), requests checked against our signature and answers
// signed with its own, and a switch per account (`behaviour`) that makes it slow, refuse credits, or
// lose the answer before or after crediting, so every branch of the transfer can be driven.
//
// It runs in this process: `sandboxTransport` hands a signed request straight to `handle`, which
// writes its books in transactions of its own (never inside ours: partner calls are made outside
// them). A lost answer is a transport error, as a dropped connection would be.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from '../../../db/orm.ts';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { sandboxJsyAccounts, sandboxJsyCredits } from '../../../db/schema.ts';
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { latinNamesMatch } from '../../wallet/names.fns.ts';
import { signatureHeader, verifySignature } from '../../payments/sandbox/signature.fns.ts';
import { JSY_SIGNATURE_HEADER, type PartnerMessage, type PartnerTransport } from '../signed-client.ts';
import { transactionWithRetry } from '../../../db/retry.ts';

export const sandboxBehaviours = ['normal', 'slow', 'fail', 'timeout-after-credit', 'timeout-before-credit'] as const;
export type SandboxBehaviour = (typeof sandboxBehaviours)[number];

export interface SandboxJsyOptions {
  db: Db;
  now: () => Date;
  /** Checks our requests. */
  requestSecret: string;
  /** Signs its answers. */
  responseSecret: string;
  /** How long a `slow` account makes each answer wait. */
  slowMs: number;
  /** How long a sign-in grant lasts. */
  grantMinutes?: number;
}

/** The answer never reached us (connection dropped, timeout). */
export class SandboxAnswerLost extends Error {
  constructor() {
    super('sandbox JSY: answer lost');
  }
}

const names = z.object({ latin: z.string(), kana: z.string().optional() });
const requests = {
  '/accounts/check': z.object({ account: z.string(), names }),
  '/accounts/card/check': z.object({ account: z.string(), names, cardLast4: z.string(), branchCode: z.string().optional() }),
  '/sessions': z.object({ account: z.string(), password: z.string() }),
  '/credits': z.object({ transferId: z.string(), account: z.string(), grant: z.string(), amount: z.string(), expiresAt: z.iso.datetime() }),
  '/credits/status': z.object({ transferId: z.string() }),
};

/** Kana compared without spaces (full- or half-width), as a bank compares a holder's name. */
const kanaKey = (text: string) => text.normalize('NFKC').replace(/[\s\u3000・]/g, '');

export interface NewSandboxAccount {
  account: string;
  holderName: string;
  holderKana: string;
  password: string;
  cardLast4: string;
  branchCode: string;
  behaviour?: SandboxBehaviour;
}

export function sandboxJsy(options: SandboxJsyOptions) {
  const { db } = options;
  const grantMs = (options.grantMinutes ?? 10) * 60_000;

  const grantFor = (account: string, expiresAt: Date) =>
    createHmac('sha256', options.responseSecret).update(`grant.${account}.${expiresAt.getTime()}`).digest('base64url') + `.${expiresAt.getTime()}`;

  function grantValid(account: string, grant: string): boolean {
    const [, expiry] = grant.split('.');
    const expiresAt = Number(expiry);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= options.now().getTime()) return false;
    const expected = Buffer.from(grantFor(account, new Date(expiresAt)));
    const given = Buffer.from(grant);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function accountOf(account: string, reader: Db = db) {
    const [row] = await reader.select().from(sandboxJsyAccounts).where(eq(sandboxJsyAccounts.account, account.trim().toLowerCase()));
    return row;
  }

  async function answer(path: string, input: unknown): Promise<unknown> {
    switch (path) {
      case '/accounts/check': {
        const body = requests[path].parse(input);
        const row = await accountOf(body.account);
        if (!row) return { result: 'not_found' };
        return { result: latinNamesMatch(row.holderName, body.names.latin) ? 'ok' : 'name_mismatch' };
      }
      case '/accounts/card/check': {
        const body = requests[path].parse(input);
        const row = await accountOf(body.account);
        if (!row) return { result: 'not_found' };
        if (!latinNamesMatch(row.holderName, body.names.latin)) return { result: 'name_mismatch' };
        if (body.names.kana !== undefined && kanaKey(body.names.kana) !== kanaKey(row.holderKana)) return { result: 'name_mismatch' };
        if (row.cardLast4 !== body.cardLast4) return { result: 'card_mismatch' };
        if (body.branchCode !== undefined && body.branchCode !== row.branchCode) return { result: 'card_mismatch' };
        return { result: 'ok' };
      }
      case '/sessions': {
        const body = requests[path].parse(input);
        const row = await accountOf(body.account);
        if (!row || !(await verifyPassword(body.password, row.passwordHash))) return { ok: false };
        const expiresAt = new Date(options.now().getTime() + grantMs);
        return { ok: true, grant: grantFor(row.account, expiresAt), expiresAt: expiresAt.toISOString() };
      }
      case '/credits':
        return credit(requests[path].parse(input));
      case '/credits/status': {
        const body = requests[path].parse(input);
        const [row] = await db.select().from(sandboxJsyCredits).where(eq(sandboxJsyCredits.transferId, body.transferId));
        return row ? outcomeOf(row) : { status: 'not_found' };
      }
      default:
        throw new Error(`sandbox JSY: no ${path}`);
    }
  }

  const outcomeOf = (row: typeof sandboxJsyCredits.$inferSelect) =>
    row.status === 'credited' ? { status: 'credited', partnerRef: row.partnerRef } : { status: 'failed', reason: row.partnerRef };

  /** Once per transfer id: a repeated request answers the first outcome. */
  async function credit(body: z.infer<(typeof requests)['/credits']>) {
    return transactionWithRetry(db, async (tx) => {
      const [known] = await tx.select().from(sandboxJsyCredits).where(eq(sandboxJsyCredits.transferId, body.transferId)).for('update');
      if (known) return outcomeOf(known);
      const row = await accountOf(body.account, tx as unknown as Db);
      if (!row) throw new Error('sandbox JSY: credit to an unknown account');
      const now = options.now();
      let failure: string | null = null;
      if (new Date(body.expiresAt) <= now) failure = 'request expired';
      else if (!grantValid(row.account, body.grant)) failure = 'sign-in expired';
      else if (row.behaviour === 'fail') failure = 'refused by the sandbox partner';
      const amount = toUnits(body.amount);
      const partnerRef = failure ?? `JSY-${body.transferId}`;
      // Inserted first: of two concurrent credits for one id, the second waits here and then conflicts.
      const [inserted] = await tx
        .insert(sandboxJsyCredits)
        .values({ transferId: body.transferId, account: row.account, amount, status: failure ? 'failed' : 'credited', partnerRef, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const [first] = await tx.select().from(sandboxJsyCredits).where(eq(sandboxJsyCredits.transferId, body.transferId));
        return outcomeOf(first!);
      }
      if (!failure) {
        await tx
          .update(sandboxJsyAccounts)
          .set({ balance: sql`${sandboxJsyAccounts.balance} + ${amount.toString()}::bigint` })
          .where(eq(sandboxJsyAccounts.account, row.account));
      }
      return outcomeOf(inserted);
    });
  }

  /** One signed request in, one signed answer out (or SandboxAnswerLost, as the switch says). */
  async function handle(path: string, body: string, headers: Record<string, string>): Promise<PartnerMessage> {
    const sign = (status: number, payload: unknown): PartnerMessage => {
      const text = JSON.stringify(payload);
      return { status, body: text, headers: { 'content-type': 'application/json', [JSY_SIGNATURE_HEADER]: signatureHeader(options.responseSecret, text, options.now()) } };
    };
    const check = verifySignature(options.requestSecret, headers[JSY_SIGNATURE_HEADER], body, options.now(), 300);
    if (!check.ok) return sign(401, { error: check.refusal });
    let input: { account?: unknown };
    try {
      input = JSON.parse(body) as { account?: unknown };
    } catch {
      return sign(400, { error: 'malformed' });
    }
    const row = typeof input.account === 'string' ? await accountOf(input.account) : undefined;
    const behaviour = (row?.behaviour ?? 'normal') as SandboxBehaviour;
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    if (path === '/credits' && behaviour === 'timeout-before-credit') throw new SandboxAnswerLost();
    let payload: unknown;
    try {
      payload = await answer(path, input);
    } catch {
      return sign(400, { error: 'malformed' });
    }
    if (path === '/credits' && behaviour === 'timeout-after-credit') throw new SandboxAnswerLost();
    return sign(200, payload);
  }

  const transport: PartnerTransport = (path, body, headers) => handle(path, body, headers);

  return {
    handle,
    transport,
    /** Opens (or replaces) a sandbox account; the demo seed and the tests use it. */
    async openAccount(input: NewSandboxAccount): Promise<void> {
      const values = {
        account: input.account.trim().toLowerCase(),
        holderName: input.holderName,
        holderKana: input.holderKana,
        passwordHash: await hashPassword(input.password),
        cardLast4: input.cardLast4,
        branchCode: input.branchCode,
        behaviour: input.behaviour ?? 'normal',
      };
      await db.insert(sandboxJsyAccounts).values(values).onConflictDoUpdate({ target: sandboxJsyAccounts.account, set: values });
    },
    async setBehaviour(account: string, behaviour: SandboxBehaviour): Promise<void> {
      await db.update(sandboxJsyAccounts).set({ behaviour }).where(eq(sandboxJsyAccounts.account, account.trim().toLowerCase()));
    },
    async balanceOf(account: string): Promise<string> {
      const row = await accountOf(account);
      return formatAmount(row?.balance ?? 0n);
    },
    async creditCount(transferId: string): Promise<number> {
      return (await db.select().from(sandboxJsyCredits).where(eq(sandboxJsyCredits.transferId, transferId))).length;
    },
  };
}

export type SandboxJsy = ReturnType<typeof sandboxJsy>;
