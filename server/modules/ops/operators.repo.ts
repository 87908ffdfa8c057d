// Operators and their API tokens (stored as SHA-256; tokens are long random strings, not passwords).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { operators } from '../../db/schema.ts';
import { operatorTokenHash } from './operator-guard.ts';

export function newOperatorToken(): string {
  return `ops_${randomBytes(24).toString('base64url')}`;
}

/** Creates the operator, or gives an existing one of that name this token. */
export async function upsertOperator(db: Db, name: string, token: string): Promise<number> {
  const tokenHash = operatorTokenHash(token);
  const [row] = await db
    .insert(operators)
    .values({ name, tokenHash })
    .onConflictDoUpdate({ target: operators.name, set: { tokenHash } })
    .returning({ id: operators.id });
  return row!.id;
}
