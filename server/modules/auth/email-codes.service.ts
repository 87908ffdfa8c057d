// Six-digit codes mailed for registration, password reset, email change and app key reset: one per address and
// purpose per minute, 10 minutes to live, 5 guesses, single use.
import { and, desc, eq, isNull, lt, sql } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { emailCodes, type EmailCodePurpose } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Translate } from '../../i18n/messages.ts';
import { codeMail, type CodeMailKind } from '../../mail/code-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { LIMITS } from './accounts.config.ts';
import { matchesSaltedHash, saltedHash, sixDigitCode } from './secrets.fns.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface EmailCodeDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  t: Translate;
}

const mailKind: Record<EmailCodePurpose, CodeMailKind> = {
  register: 'register',
  reset: 'reset',
  'change-email': 'changeEmail',
  'app-key-reset': 'appKeyReset',
  'jsy-transfer': 'jsyTransfer',
};

export const codeTimings = {
  cooldownSeconds: LIMITS.emailCodeCooldownMs / 1000,
  expiresInSeconds: LIMITS.emailCodeTtlMs / 1000,
};

export interface SendCodeRequest {
  email: string;
  purpose: EmailCodePurpose;
  userId?: number;
  ip: string;
  locale: Locale;
}

/** Stores a new code and mails it; 429 EMAIL_CODE_COOLDOWN while the last one is under a minute old. */
export async function sendEmailCode(deps: EmailCodeDeps, request: SendCodeRequest): Promise<typeof codeTimings> {
  const email = request.email.toLowerCase();
  const now = deps.now();
  const code = sixDigitCode();
  await transactionWithRetry(deps.db, async (tx) => {
    // Two requests at once for one address must not both pass the cooldown.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${request.purpose}:${email}`}))`);
    const [last] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, request.purpose)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + LIMITS.emailCodeCooldownMs - now.getTime() : 0;
    if (waitMs > 0) throw new AppError(429, 'EMAIL_CODE_COOLDOWN', { seconds: Math.ceil(waitMs / 1000) });
    await tx.insert(emailCodes).values({
      email,
      purpose: request.purpose,
      userId: request.userId ?? null,
      codeHash: saltedHash(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.emailCodeTtlMs),
      ip: request.ip,
    });
    // Recorded with the code, in the same transaction: the delivery job sends it (server/mail).
    await deps.mailer.send(
      codeMail(deps.t, request.locale, mailKind[request.purpose], email, {
        code,
        minutes: LIMITS.emailCodeTtlMs / 60_000,
      }),
      tx,
    );
  });
  return codeTimings;
}

/**
 * Spends the newest code for the address and purpose (and user, when given). Wrong guesses count
 * against it; a code is used once.
 */
export async function consumeEmailCode(
  deps: Pick<EmailCodeDeps, 'db' | 'now'>,
  request: { email: string; purpose: EmailCodePurpose; userId?: number; code: string },
): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, request.email.toLowerCase()),
        eq(emailCodes.purpose, request.purpose),
        request.userId === undefined ? undefined : eq(emailCodes.userId, request.userId),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row || row.usedAt) throw new AppError(422, 'EMAIL_CODE_INVALID');
  if (row.expiresAt <= now) throw new AppError(422, 'EMAIL_CODE_EXPIRED');
  if (row.attempts >= LIMITS.emailCodeMaxAttempts) throw new AppError(422, 'EMAIL_CODE_ATTEMPTS_EXCEEDED');
  const right = matchesSaltedHash(request.code, row.codeHash);
  const stillOpen = and(
    eq(emailCodes.id, row.id),
    isNull(emailCodes.usedAt),
    lt(emailCodes.attempts, LIMITS.emailCodeMaxAttempts),
  );
  if (!right) {
    await deps.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(stillOpen);
    throw new AppError(422, 'EMAIL_CODE_INVALID');
  }
  const spent = await deps.db.update(emailCodes).set({ usedAt: now }).where(stillOpen).returning({ id: emailCodes.id });
  if (spent.length === 0) throw new AppError(422, 'EMAIL_CODE_INVALID');
}
