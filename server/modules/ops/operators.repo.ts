// An operator with a CLI credential of a given token, written straight to the database: for the API
// tests, the benches and tools that run beside a database rather than through the sign-in. The server
// never calls it (operators sign in, credentials are made from a session).
import { operatorRoles, type OperatorRole } from '../../../src/contracts/ops-roles.ts';
import type { Db } from '../../db/database.ts';
import { operatorCredentials, operators } from '../../db/schema.ts';
import { tokenHash } from './identity/tokens.fns.ts';

/** Creates the operator (or replaces its roles) and a credential whose bearer token is `token`; answers the operator's id. */
export async function upsertOperator(
  db: Db,
  name: string,
  token: string,
  roles: readonly OperatorRole[] = operatorRoles,
  expiresAt: Date = new Date(Date.now() + 365 * 24 * 3_600_000),
): Promise<number> {
  const [row] = await db
    .insert(operators)
    .values({ name, roles: [...roles] })
    .onConflictDoUpdate({ target: operators.name, set: { roles: [...roles], disabledAt: null } })
    .returning({ id: operators.id });
  await db
    .insert(operatorCredentials)
    .values({ operatorId: row!.id, tokenHash: tokenHash(token), label: 'direct', roles: [...roles], createdAt: new Date(), expiresAt })
    .onConflictDoUpdate({ target: operatorCredentials.tokenHash, set: { operatorId: row!.id, roles: [...roles], expiresAt, revokedAt: null } });
  return row!.id;
}
