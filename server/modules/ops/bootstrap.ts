// At start: make sure someone can use the operator API. OPERATOR_TOKEN names the token of
// operator "ops"; without it, the first start creates "ops" with a random token and leaves it in
// `<dataDir>/operator-token` (readable by the owner only) for `npm run ops`.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { operators } from '../../db/schema.ts';
import { operatorTokenHash } from './operator-guard.ts';
import { newOperatorToken, upsertOperator } from './operators.repo.ts';

export const BOOTSTRAP_OPERATOR = 'ops';
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** What the operator guard accepts after `Bearer `. */
export const OPERATOR_TOKEN_SHAPE = /^[\x21-\x7e]{16,200}$/;

/** Answers a line to print when it wrote a new token file, else null. */
export async function ensureOperator(db: Db, env: NodeJS.ProcessEnv, dataDir: string): Promise<string | null> {
  const configured = env.OPERATOR_TOKEN?.trim();
  if (configured) {
    if (!OPERATOR_TOKEN_SHAPE.test(configured)) throw new Error('OPERATOR_TOKEN must be 16 to 200 printable ASCII characters without spaces');
    await upsertOperator(db, BOOTSTRAP_OPERATOR, configured);
    return null;
  }
  const [any] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (any) return null;
  const token = newOperatorToken();
  // Of several processes starting on an empty database, only the one that creates "ops" writes the file.
  const [created] = await db
    .insert(operators)
    .values({ name: BOOTSTRAP_OPERATOR, tokenHash: operatorTokenHash(token) })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!created) return null;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; a stale one from an earlier database is tightened too.
  chmodSync(file, 0o600);
  return `operator token written to ${file}`;
}
