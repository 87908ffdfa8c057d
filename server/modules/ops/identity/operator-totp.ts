// Operators' TOTP: the players' app key library and parameters (otpauth, RFC 6238, 30 s, 6 digits,
// ±1 step), secrets sealed at rest with the owner as associated data, and each code accepted once.
import { and, eq, isNull, lt, or } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { operators } from '../../../db/schema.ts';
import { openSecretOf, sealSecretOf } from '../../app-key/secret-box.fns.ts';
import { matchingStep, newTotpSecret, totpUri } from '../../app-key/totp.fns.ts';

export const TOTP_ISSUER = 'Game Hall Ops';

const operatorOwner = (operatorId: number) => `operator:${operatorId}`;
const enrolmentOwner = (enrolmentId: number) => `operator-enrolment:${enrolmentId}`;

export const sealOperatorSecret = (key: Buffer, operatorId: number, secret: string) => sealSecretOf(key, operatorOwner(operatorId), secret);
export const openOperatorSecret = (key: Buffer, operatorId: number, sealed: string) => openSecretOf(key, operatorOwner(operatorId), sealed);
export const sealEnrolmentSecret = (key: Buffer, enrolmentId: number, secret: string) => sealSecretOf(key, enrolmentOwner(enrolmentId), secret);
export const openEnrolmentSecret = (key: Buffer, enrolmentId: number, sealed: string) => openSecretOf(key, enrolmentOwner(enrolmentId), sealed);

export { newTotpSecret };
export const operatorTotpUri = (secret: string, name: string) => totpUri(secret, TOTP_ISSUER, name);

/**
 * Checks an operator's code and spends it: true when the code matches a step later than the last
 * one accepted, recorded in one conditional statement so two requests with one code cannot both pass.
 */
export async function spendOperatorCode(db: Db, key: Buffer, operator: { id: number; totpSecretCiphertext: string | null }, code: string, at: Date): Promise<boolean> {
  if (!operator.totpSecretCiphertext) return false;
  const step = matchingStep(openOperatorSecret(key, operator.id, operator.totpSecretCiphertext), code, at);
  if (step === null) return false;
  const spent = await db
    .update(operators)
    .set({ totpLastUsedStep: step })
    .where(and(eq(operators.id, operator.id), or(isNull(operators.totpLastUsedStep), lt(operators.totpLastUsedStep, step))))
    .returning({ id: operators.id });
  return spent.length === 1;
}
