// CLI credentials: bearer tokens an operator makes from a console session (or `npm run ops -- login`,
// which signs in for the purpose), limited to a subset of its roles and to a few hours or days,
// revocable, stored as SHA-256. What a credential may do is also cut to the operator's current roles,
// so taking a role away takes it from the operator's credentials too.
import { and, desc, eq, gt, isNull, lt, or } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { operatorCredentials, operators } from '../../../db/schema.ts';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import { newCredentialToken, tokenHash } from './tokens.fns.ts';

export interface LiveCredential {
  credentialId: number;
  operatorId: number;
  name: string;
  /** The credential's roles that the operator still holds. */
  roles: OperatorRole[];
  expiresAt: Date;
  stepUpAt: Date | null;
  lastUsedAt: Date | null;
}

export type CredentialRow = typeof operatorCredentials.$inferSelect;

export async function issueCredential(
  db: Db,
  input: { operatorId: number; roles: readonly OperatorRole[]; label: string; expiresAt: Date; now: Date; token?: string },
): Promise<{ token: string; row: CredentialRow }> {
  const token = input.token ?? newCredentialToken();
  const [row] = await db
    .insert(operatorCredentials)
    .values({ operatorId: input.operatorId, tokenHash: tokenHash(token), label: input.label, roles: [...input.roles], createdAt: input.now, expiresAt: input.expiresAt })
    .returning();
  return { token, row: row! };
}

/** The credential behind a bearer token when it is unexpired, unrevoked and its operator not disabled (read only). */
export async function findLiveCredential(db: Db, token: string, now: Date): Promise<LiveCredential | null> {
  const [row] = await db
    .select({
      credentialId: operatorCredentials.id,
      operatorId: operators.id,
      name: operators.name,
      credentialRoles: operatorCredentials.roles,
      operatorRoles: operators.roles,
      expiresAt: operatorCredentials.expiresAt,
      stepUpAt: operatorCredentials.stepUpAt,
      lastUsedAt: operatorCredentials.lastUsedAt,
    })
    .from(operatorCredentials)
    .innerJoin(operators, eq(operators.id, operatorCredentials.operatorId))
    .where(
      and(
        eq(operatorCredentials.tokenHash, tokenHash(token)),
        isNull(operatorCredentials.revokedAt),
        gt(operatorCredentials.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) return null;
  const { credentialRoles, operatorRoles, ...rest } = row;
  return { ...rest, roles: credentialRoles.filter((role) => operatorRoles.includes(role)) as OperatorRole[] };
}

/** How often a credential's last use is written (a CLI run makes many calls). */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Whether a use at `at` is worth writing, given the last use read with the credential. */
export function credentialUseDue(lastUsedAt: Date | null, at: Date): boolean {
  return lastUsedAt === null || lastUsedAt.getTime() < at.getTime() - LAST_USED_RESOLUTION_MS;
}

/** Last use, written at most once a minute per credential (the WHERE keeps concurrent calls from writing it twice). */
export async function markCredentialUsed(db: Db, credentialId: number, at: Date): Promise<void> {
  const resolution = new Date(at.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(operatorCredentials)
    .set({ lastUsedAt: at })
    .where(and(eq(operatorCredentials.id, credentialId), or(isNull(operatorCredentials.lastUsedAt), lt(operatorCredentials.lastUsedAt, resolution))));
}

export async function listCredentials(db: Db, operatorId: number): Promise<CredentialRow[]> {
  return db.select().from(operatorCredentials).where(eq(operatorCredentials.operatorId, operatorId)).orderBy(desc(operatorCredentials.id)).limit(100);
}

export async function credentialById(db: Db, id: number): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(operatorCredentials).where(eq(operatorCredentials.id, id));
  return row;
}

export async function revokeCredential(db: Db, id: number, at: Date): Promise<void> {
  await db.update(operatorCredentials).set({ revokedAt: at }).where(and(eq(operatorCredentials.id, id), isNull(operatorCredentials.revokedAt)));
}

export async function revokeOperatorCredentials(db: Db, operatorId: number, at: Date): Promise<number> {
  const revoked = await db
    .update(operatorCredentials)
    .set({ revokedAt: at })
    .where(and(eq(operatorCredentials.operatorId, operatorId), isNull(operatorCredentials.revokedAt)))
    .returning({ id: operatorCredentials.id });
  return revoked.length;
}

export async function markCredentialStepUp(db: Db, credentialId: number, at: Date): Promise<void> {
  await db.update(operatorCredentials).set({ stepUpAt: at }).where(eq(operatorCredentials.id, credentialId));
}
