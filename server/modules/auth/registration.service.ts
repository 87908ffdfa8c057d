// Registration: mail a code, verify it (step 1), create the account and sign in (step 2).
import { and, desc, eq, gt, isNull } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { LIMITS } from './accounts.config.ts';
import type { AuthDeps } from './auth.deps.ts';
import { consumeEmailCode, sendEmailCode } from './email-codes.service.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { referrerFor } from './referrer.ts';
import { startSession, type ClientInfo } from './sessions.ts';
import { accountExists, emailExists, uniqueViolation } from './users.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export async function sendRegistrationCode(deps: AuthDeps, email: string, client: ClientInfo, locale: Locale) {
  if (await emailExists(deps.db, email)) throw new AppError(409, 'EMAIL_TAKEN');
  return sendEmailCode(deps, { email, purpose: 'register', ip: client.ip, locale });
}

export async function verifyRegistrationCode(deps: AuthDeps, input: { email: string; code: string }) {
  const email = input.email.toLowerCase();
  await consumeEmailCode(deps, { email, purpose: 'register', code: input.code });
  const now = deps.now();
  const verifiedUntil = new Date(now.getTime() + LIMITS.emailVerificationTtlMs);
  await deps.db.insert(emailVerifications).values({ email, verifiedAt: now, expiresAt: verifiedUntil });
  return { email, verifiedUntil: verifiedUntil.toISOString() };
}

export async function checkAvailability(deps: AuthDeps, input: { account?: string; email?: string }) {
  return {
    ...(input.account === undefined ? {} : { account: !(await accountExists(deps.db, input.account)) }),
    ...(input.email === undefined ? {} : { email: !(await emailExists(deps.db, input.email)) }),
  };
}

export function takenError(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return new AppError(409, constraint.includes('email') ? 'EMAIL_TAKEN' : 'ACCOUNT_TAKEN');
}

export async function registerUser(
  deps: AuthDeps,
  input: { account: string; email: string; password: string; agentCode?: string },
  client: ClientInfo,
): Promise<{ token: string }> {
  assertAcceptablePassword(input.password, 'password');
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  try {
    return await transactionWithRetry(deps.db, async (tx) => {
      const [verification] = await tx
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(
          and(eq(emailVerifications.email, email), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)),
        )
        .orderBy(desc(emailVerifications.verifiedAt))
        .limit(1);
      if (!verification) throw new AppError(422, 'EMAIL_NOT_VERIFIED');
      if (await accountExists(tx, input.account)) throw new AppError(409, 'ACCOUNT_TAKEN');
      if (await emailExists(tx, email)) throw new AppError(409, 'EMAIL_TAKEN');
      const referrerId = await referrerFor(tx, input.agentCode);
      const [user] = await tx
        .insert(users)
        .values({
          account: input.account,
          email,
          passwordHash,
          passwordSetAt: now,
          referrerId,
          createdAt: now,
          lastLoginAt: now,
          locale: client.locale ?? null,
        })
        .returning({ id: users.id });
      await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, verification.id));
      const { token } = await startSession(tx, deps, user.id, client);
      return { token };
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
}
