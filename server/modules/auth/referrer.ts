// The optional agent code given at sign-up: empty means none, an unknown one is refused.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findAgentIdByCode } from './users.repo.ts';

export async function referrerFor(db: Pick<Db, 'select'>, agentCode: string | undefined): Promise<number | null> {
  if (!agentCode) return null;
  const id = await findAgentIdByCode(db, agentCode);
  if (id === undefined) throw new AppError(422, 'AGENT_CODE_UNKNOWN');
  return id;
}
