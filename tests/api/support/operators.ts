// Operators for the API tests: one helper makes an operator holding the roles a test needs and answers
// its CLI credential (`Authorization: Bearer …`); another enrols one with a password and a TOTP secret
// the test knows, for the sign-in suites. Both write the database directly, as `upsertOperator` does.
import { randomBytes } from 'node:crypto';
import { eq } from '../../../server/db/orm.ts';
import { TOTP, Secret } from 'otpauth';
import { operatorRoles, type OperatorRole } from '../../../src/contracts/ops-roles.ts';
import type { Db } from '../../../server/db/database.ts';
import { operators } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/modules/auth/passwords.ts';
import { opsIdentityConfigFromEnv, type OpsIdentityConfig } from '../../../server/modules/ops/identity/identity.config.ts';
import { newTotpSecret, sealOperatorSecret } from '../../../server/modules/ops/identity/operator-totp.ts';
import { upsertOperator } from '../../../server/modules/ops/operators.repo.ts';

/** The identity settings of the test apps: a known TOTP key, PUBLIC_URL http://ops.test. */
export function testOpsIdentity(overrides: Partial<OpsIdentityConfig> = {}): OpsIdentityConfig {
  return { ...opsIdentityConfigFromEnv({ APP_KEY_SECRET: 'test-app-key-secret-0123456789abcdef', PUBLIC_URL: 'http://ops.test' }), ...overrides };
}

let counter = 0;

/** An operator holding `roles` (all by default) and its CLI credential's bearer token. */
export async function operatorCredential(
  db: Db,
  roles: readonly OperatorRole[] = operatorRoles,
  options: { name?: string; expiresAt?: Date } = {},
): Promise<{ token: string; operatorId: number; name: string }> {
  counter += 1;
  const name = options.name ?? `op-${process.pid}-${counter}`;
  const token = `ghoc_test-${randomBytes(16).toString('hex')}`;
  const operatorId = await upsertOperator(db, name, token, roles, options.expiresAt);
  return { token, operatorId, name };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code an authenticator app shows for this secret at this moment (RFC 6238 through otpauth, as an app computes it). */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** An enrolled operator (password + TOTP set straight in the database) with the secret a test computes codes from. */
export async function enrolledOperator(
  db: Db,
  config: OpsIdentityConfig,
  input: { name?: string; password?: string; roles?: readonly OperatorRole[]; now?: Date },
): Promise<{ operatorId: number; name: string; password: string; secret: string }> {
  counter += 1;
  const name = input.name ?? `enrolled-${process.pid}-${counter}`;
  const password = input.password ?? 'correct horse battery staple';
  const secret = newTotpSecret();
  const [row] = await db
    .insert(operators)
    .values({ name, roles: [...(input.roles ?? operatorRoles)], createdAt: input.now ?? new Date() })
    .returning({ id: operators.id });
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(password), totpSecretCiphertext: sealOperatorSecret(config.encryptionKey, row!.id, secret), enrolledAt: input.now ?? new Date() })
    .where(eq(operators.id, row!.id));
  return { operatorId: row!.id, name, password, secret };
}
