// One-time enrolment links. Creating an operator (or resetting its TOTP) issues one; opening it shows
// a TOTP secret made on the first ask and kept on the link (sealed) so every reload shows the same
// one; completing it sets the password and the secret once the first code proves the app has it.
// A newer link replaces older unused ones of the same operator.
import { and, eq, gt, isNull } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import { operatorEnrolments, operators } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { assertAcceptablePassword } from '../../auth/password-policy.ts';
import { matchingStep } from '../../app-key/totp.fns.ts';
import type { OpsIdentityConfig } from './identity.config.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { newTotpSecret, openEnrolmentSecret, operatorTotpUri, sealEnrolmentSecret, sealOperatorSecret } from './operator-totp.ts';
import { newEnrolmentToken, tokenHash } from './tokens.fns.ts';

export interface EnrolmentLink {
  url: string;
  token: string;
  expiresAt: Date;
}

export const enrolmentUrl = (publicUrl: string, token: string) => `${publicUrl}/ops/#enrol=${token}`;

/** Issues a link for an operator, voiding its earlier unused ones. Runs in the caller's transaction. */
export async function issueEnrolment(tx: Db, deps: { now: () => Date; config: Pick<OpsIdentityConfig, 'enrolmentMs' | 'publicUrl'> }, operatorId: number): Promise<EnrolmentLink> {
  const now = deps.now();
  await tx
    .update(operatorEnrolments)
    .set({ usedAt: now })
    .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt)));
  const token = newEnrolmentToken();
  const expiresAt = new Date(now.getTime() + deps.config.enrolmentMs);
  await tx.insert(operatorEnrolments).values({ operatorId, tokenHash: tokenHash(token), createdAt: now, expiresAt });
  return { url: enrolmentUrl(deps.config.publicUrl, token), token, expiresAt };
}

async function openLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select({ enrolment: operatorEnrolments, name: operators.name, disabledAt: operators.disabledAt })
    .from(operatorEnrolments)
    .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
    .where(and(eq(operatorEnrolments.tokenHash, tokenHash(token)), isNull(operatorEnrolments.usedAt), gt(operatorEnrolments.expiresAt, now)));
  if (!link || link.disabledAt) throw new AppError(422, 'OPS_ENROLMENT_INVALID');
  return link;
}

/** The link's operator and TOTP secret; the secret is made on the first ask and the same afterwards. */
export async function showEnrolment(deps: IdentityDeps, token: string): Promise<{ name: string; secret: string; uri: string; expiresAt: Date }> {
  const link = await openLink(deps.db, token, deps.now());
  let sealed = link.enrolment.totpSecretCiphertext;
  if (!sealed) {
    const fresh = sealEnrolmentSecret(deps.config.encryptionKey, link.enrolment.id, newTotpSecret());
    // Two first asks at once: the first write wins and both show its secret.
    await deps.db
      .update(operatorEnrolments)
      .set({ totpSecretCiphertext: fresh })
      .where(and(eq(operatorEnrolments.id, link.enrolment.id), isNull(operatorEnrolments.totpSecretCiphertext)));
    const [row] = await deps.db.select({ sealed: operatorEnrolments.totpSecretCiphertext }).from(operatorEnrolments).where(eq(operatorEnrolments.id, link.enrolment.id));
    sealed = row!.sealed!;
  }
  const secret = openEnrolmentSecret(deps.config.encryptionKey, link.enrolment.id, sealed);
  return { name: link.name, secret, uri: operatorTotpUri(secret, link.name), expiresAt: link.enrolment.expiresAt };
}

/** Sets the password and the TOTP secret from a first correct code; the link is then used up. Answers the operator's id. */
export async function completeEnrolment(deps: IdentityDeps, input: { token: string; password: string; code: string }): Promise<number> {
  const now = deps.now();
  const link = await openLink(deps.db, input.token, now);
  const sealed = link.enrolment.totpSecretCiphertext;
  if (!sealed) throw new AppError(422, 'OPS_ENROLMENT_INVALID');
  const secret = openEnrolmentSecret(deps.config.encryptionKey, link.enrolment.id, sealed);
  const step = matchingStep(secret, input.code, now);
  if (step === null) throw new AppError(422, 'OPS_TOTP_INVALID', {}, { field: 'code' });
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const operatorId = link.enrolment.operatorId;
  return transactionWithRetry(deps.db, async (tx) => {
    // Spending the link and enrolling are one step: of two completions at once, one wins.
    const [spent] = await tx
      .update(operatorEnrolments)
      .set({ usedAt: now })
      .where(and(eq(operatorEnrolments.id, link.enrolment.id), isNull(operatorEnrolments.usedAt)))
      .returning({ id: operatorEnrolments.id });
    if (!spent) throw new AppError(422, 'OPS_ENROLMENT_INVALID');
    await tx
      .update(operators)
      .set({
        passwordHash,
        totpSecretCiphertext: sealOperatorSecret(deps.config.encryptionKey, operatorId, secret),
        totpLastUsedStep: step,
        enrolledAt: now,
        failedSignIns: 0,
        lockedUntil: null,
      })
      .where(eq(operators.id, operatorId));
    return operatorId;
  });
}
