// Getting the first operator in. `npm run ops -- operator-create <name> --roles admin,…` writes to the
// database directly only while no enabled admin exists (afterwards an admin creates operators through
// the API), and prints the enrolment link. In demo mode `npm start` keeps a demo admin with a fixed
// password and a printed TOTP secret, and a demo CLI credential in the data directory, so the demo's
// `npm run ops` works at once; production never does either.
import { and, arrayContains, eq, isNull, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { operatorCredentials, operators } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { operatorRoles, type OperatorRole } from '../../../src/contracts/ops-roles.ts';
import type { OpsIdentityConfig } from './identity/identity.config.ts';
import { issueCredential } from './identity/operator-credentials.ts';
import { issueEnrolment, type EnrolmentLink } from './identity/operator-enrolment.ts';
import { newTotpSecret, openOperatorSecret, operatorTotpUri, sealOperatorSecret } from './identity/operator-totp.ts';
import { writeCredentialFile } from './credential-file.ts';

export class BootstrapRefused extends Error {}

async function adminExists(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(arrayContains(operators.roles, ['admin']), isNull(operators.disabledAt)))
    .limit(1);
  return admin !== undefined;
}

/**
 * The first admin: refused once an enabled admin exists. A name that exists but never enrolled (an
 * operator of the static-token days) is taken over, keeping its id.
 */
export async function createFirstAdmin(
  db: Db,
  deps: { now: () => Date; config: Pick<OpsIdentityConfig, 'enrolmentMs' | 'publicUrl'> },
  input: { name: string; roles: readonly OperatorRole[] },
): Promise<EnrolmentLink> {
  if (!input.roles.includes('admin')) throw new BootstrapRefused('the first operator needs the admin role (--roles admin,…)');
  return transactionWithRetry(db, async (tx) => {
    // Two bootstraps at once: one at a time decides.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727020)`);
    if (await adminExists(tx)) throw new BootstrapRefused('an admin exists already: sign in as an admin and create operators from the console or `npm run ops -- operator-add`');
    const roles = [...new Set(input.roles)];
    const [existing] = await tx.select().from(operators).where(eq(operators.name, input.name));
    if (existing?.enrolledAt) throw new BootstrapRefused(`operator "${input.name}" exists and is enrolled; choose another name`);
    const id = existing
      ? (await tx.update(operators).set({ roles, disabledAt: null }).where(eq(operators.id, existing.id)).returning({ id: operators.id }))[0]!.id
      : (await tx.insert(operators).values({ name: input.name, roles, createdAt: deps.now() }).returning({ id: operators.id }))[0]!.id;
    return issueEnrolment(tx, deps, id);
  });
}

export const DEMO_OPERATOR = 'demo-admin';
/** Demo only, printed at every demo start. */
export const DEMO_OPERATOR_PASSWORD = 'demo-operator-2026';
export const DEMO_CREDENTIAL_LABEL = 'demo start';

/**
 * Demo mode: the demo admin (every role, enrolled with a fixed password and a TOTP secret printed
 * here), and a fresh 30-day CLI credential written where `npm run ops` reads it (earlier demo
 * credentials revoked). Answers the lines to print.
 */
export async function ensureDemoOperator(db: Db, deps: { now: () => Date; config: OpsIdentityConfig }, keepDir: string): Promise<string[]> {
  const now = deps.now();
  const { secret, file } = await transactionWithRetry(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727021)`);
    let [row] = await tx.select().from(operators).where(eq(operators.name, DEMO_OPERATOR));
    if (!row) {
      [row] = await tx.insert(operators).values({ name: DEMO_OPERATOR, roles: [...operatorRoles], createdAt: now }).returning();
    }
    let secret: string;
    if (row!.enrolledAt && row!.totpSecretCiphertext) {
      secret = openOperatorSecret(deps.config.encryptionKey, row!.id, row!.totpSecretCiphertext);
    } else {
      secret = newTotpSecret();
      await tx
        .update(operators)
        .set({ passwordHash: await hashPassword(DEMO_OPERATOR_PASSWORD), totpSecretCiphertext: sealOperatorSecret(deps.config.encryptionKey, row!.id, secret), enrolledAt: now })
        .where(eq(operators.id, row!.id));
    }
    await tx
      .update(operatorCredentials)
      .set({ revokedAt: now })
      .where(and(eq(operatorCredentials.operatorId, row!.id), eq(operatorCredentials.label, DEMO_CREDENTIAL_LABEL), isNull(operatorCredentials.revokedAt)));
    const issued = await issueCredential(tx, {
      operatorId: row!.id,
      roles: row!.roles as OperatorRole[],
      label: DEMO_CREDENTIAL_LABEL,
      now,
      expiresAt: new Date(now.getTime() + 30 * 24 * 3_600_000),
    });
    return { secret, file: writeCredentialFile(keepDir, issued.token, issued.row.expiresAt) };
  });
  return [
    `Demo operator console (/ops/): name "${DEMO_OPERATOR}", password "${DEMO_OPERATOR_PASSWORD}", TOTP secret ${secret} (add it to an authenticator app: ${operatorTotpUri(secret, DEMO_OPERATOR)})`,
    `Demo CLI credential (every role, 30 days) written to ${file}: \`npm run ops\` uses it`,
  ];
}
