// Recomputes the audit log's hash chain in the database, with the same functions the append trigger
// uses (operator_audit_content, operator_audit_hash, migration 0026). A row is broken when its id does
// not follow the previous one (a row was removed), its prev_hash is not the previous row's hash, or
// its hash is not sha256(prev_hash || its content) (a row was changed); the head must name the
// last row (rows were removed from the end).
import { sql } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';

export interface AuditChainReport {
  rows: number;
  /** The first row that does not hold, in id order; null when the chain is intact. */
  broken: { id: number; problem: string } | null;
}

const GENESIS = '0'.repeat(64);

type Rows<T> = { rows: T[] };

export async function verifyAuditChain(db: Pick<Db, 'execute'>): Promise<AuditChainReport> {
  const [counted] = ((await db.execute(sql`SELECT count(*)::int AS n, max(id)::text AS last FROM operator_audit`)) as unknown as Rows<{ n: number; last: string | null }>).rows;
  const [firstBroken] = (
    (await db.execute(sql`
      WITH chain AS (
        SELECT a.id, a.prev_hash, a.hash,
          operator_audit_hash(a.prev_hash, operator_audit_content(a)) AS recomputed,
          lag(a.id) OVER (ORDER BY a.id) AS previous_id,
          lag(a.hash) OVER (ORDER BY a.id) AS previous_hash
        FROM operator_audit a
      )
      SELECT id::text AS id,
        CASE
          WHEN id <> COALESCE(previous_id, 0) + 1 THEN 'id ' || id || ' follows ' || COALESCE(previous_id, 0) || ': rows are missing'
          WHEN prev_hash <> COALESCE(previous_hash, ${GENESIS}) THEN 'prev_hash is not the previous row''s hash'
          WHEN hash <> recomputed THEN 'hash does not match the row''s content: the row was changed'
        END AS problem
      FROM chain
      WHERE id <> COALESCE(previous_id, 0) + 1 OR prev_hash <> COALESCE(previous_hash, ${GENESIS}) OR hash <> recomputed
      ORDER BY id
      LIMIT 1
    `)) as unknown as Rows<{ id: string; problem: string }>
  ).rows;
  const rows = counted?.n ?? 0;
  if (firstBroken) return { rows, broken: { id: Number(firstBroken.id), problem: firstBroken.problem } };

  const [head] = ((await db.execute(sql`SELECT last_id::text AS "lastId", last_hash AS "lastHash" FROM operator_audit_head`)) as unknown as Rows<{ lastId: string; lastHash: string }>).rows;
  if (!head) return { rows, broken: { id: 0, problem: 'the chain head row is missing' } };
  const lastId = Number(counted?.last ?? 0);
  if (Number(head.lastId) !== lastId) {
    return { rows, broken: { id: Number(head.lastId), problem: `the head names row ${head.lastId} but the last row is ${lastId}: rows are missing at the end` } };
  }
  if (lastId > 0) {
    const [last] = ((await db.execute(sql`SELECT hash FROM operator_audit WHERE id = ${lastId}`)) as unknown as Rows<{ hash: string }>).rows;
    if (last?.hash !== head.lastHash) return { rows, broken: { id: lastId, problem: 'the head\'s hash is not the last row\'s' } };
  } else if (head.lastHash !== GENESIS) {
    return { rows, broken: { id: 0, problem: 'the log is empty but the head has moved: rows are missing' } };
  }
  return { rows, broken: null };
}
