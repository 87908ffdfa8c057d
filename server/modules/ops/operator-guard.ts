// The preHandler of every `auth: 'operator'` call: `Authorization: Bearer <token>` → operator.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { operators } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export function operatorTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer ([\x21-\x7e]{16,200})$/;

export function operatorGuard(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new AppError(401, 'OPERATOR_UNAUTHORIZED');
    const [operator] = await db
      .select({ id: operators.id, name: operators.name })
      .from(operators)
      .where(eq(operators.tokenHash, operatorTokenHash(match[1]!)));
    if (!operator) throw new AppError(401, 'OPERATOR_UNAUTHORIZED');
    request.operator = { operatorId: operator.id, name: operator.name };
  };
}
