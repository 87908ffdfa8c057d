// Rebates: the operator's rates per level, and the settlement of one day (a period in the hall's
// time zone) for every agent.
//
// Exactly once per agent and period: the primary key of `rebate_settlements` (agent, period)
// decides. An agent owed nothing gets a row through one batch insert; an agent owed something gets
// one transaction that inserts the row and, only when that insert wrote it, books the payment from
// the house to the agent's wallet. Two processes settling the same period at once therefore pay
// each agent once: the second insert waits for the first, then does nothing. The ledger reference
// `rebate:<agentId>:<period>` (unique per kind) is a second guard.
import { asc, count, eq, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { rebateRates, rebateSettlements, users } from '../../db/schema.ts';
import { ledgerAccountOf, openAccounts, transfer } from '../../ledger/ledger.ts';
import { BASIS_POINTS, REBATE_TRANSFER_KIND, rebateReference, toRateList, type RebateRate } from './rebates.fns.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import type { AuditTrail } from '../ops/audit/record-audit.ts';
import { rowsOf } from '../../db/rows.ts';

export async function listRates(db: Db): Promise<RebateRate[]> {
  return db
    .select({ level: rebateRates.level, rateBasisPoints: rebateRates.rateBasisPoints })
    .from(rebateRates)
    .orderBy(asc(rebateRates.level));
}

/** Replaces every rate in one transaction; later settlements use the new ones. */
export async function replaceRates(db: Db, rates: readonly RebateRate[], operator: string, now: Date, audit: AuditTrail): Promise<RebateRate[]> {
  const list = toRateList(rates);
  return transactionWithRetry(db, async (tx) => {
    // Two replacements at once run one after the other (each deletes what the other wrote).
    await tx.execute(sql`LOCK TABLE ${rebateRates} IN SHARE ROW EXCLUSIVE MODE`);
    const before = await listRates(tx);
    await tx.delete(rebateRates);
    await tx.insert(rebateRates).values(list.map((rate) => ({ ...rate, updatedAt: now, updatedBy: operator })));
    const after = await listRates(tx);
    await audit(tx, { action: 'agent.rebate.rates.set', targetType: 'rebate-rates', targetId: null, before: { rates: before }, after: { rates: after } });
    return after;
  });
}

/** What one agent earned in a period: the bets the rebate was computed on, and the rebate. */
export interface AgentRebate {
  agentId: number;
  /** Units of 1/10 000 coin: bets of the members on levels that have a non-zero rate. */
  betAmount: bigint;
  amount: bigint;
}

/**
 * Every agent's rebate for one day in `zone`: for each level k ≥ 1 below the agent,
 * floor(bets of the members k levels down × rate(k) / 10 000), summed over the levels. Agents
 * whose team did not play get zero. The day's bounds are the zone's midnights, as PostgreSQL's
 * time zone database places them (23 or 25 hours on a daylight-saving change).
 */
export async function computeRebates(db: Db, period: string, zone: string): Promise<AgentRebate[]> {
  const rows = await rowsOf<{ agentId: number; betAmount: string; amount: string }>(
    db,
    sql`WITH bounds AS (
          SELECT (${period}::date::timestamp AT TIME ZONE ${zone}) AS since,
                 ((${period}::date + 1)::timestamp AT TIME ZONE ${zone}) AS until
        ),
        bets AS (
          SELECT r.user_id, sum(r.bet) AS bet
          FROM game_rounds r, bounds b
          WHERE r.created_at >= b.since AND r.created_at < b.until
          GROUP BY r.user_id
        ),
        levels AS (
          SELECT p.ancestor_id AS agent_id, p.depth AS level, sum(bets.bet) AS bet
          FROM bets JOIN team_paths p ON p.descendant_id = bets.user_id AND p.depth >= 1
          GROUP BY p.ancestor_id, p.depth
        )
        SELECT u.id AS "agentId",
          COALESCE(sum(l.bet) FILTER (WHERE rr.rate_basis_points > 0), 0)::text AS "betAmount",
          COALESCE(sum(div(l.bet * rr.rate_basis_points, ${BASIS_POINTS.toString()}::numeric)), 0)::text AS "amount"
        FROM users u
        LEFT JOIN levels l ON l.agent_id = u.id
        LEFT JOIN rebate_rates rr ON rr.level = l.level
        WHERE u.agent_code IS NOT NULL
        GROUP BY u.id
        ORDER BY u.id`,
  );
  return rows.map((row) => ({ agentId: Number(row.agentId), betAmount: BigInt(row.betAmount), amount: BigInt(row.amount) }));
}

/** Rows per batch insert of the agents owed nothing (4 parameters each, far below PostgreSQL's limit). */
const ZERO_BATCH = 1000;

/** Settles one agent owed a rebate: row and payment in one transaction. True when this call paid. */
export async function payAgent(db: Db, period: string, rebate: AgentRebate): Promise<boolean> {
  return transactionWithRetry(db, async (tx) => {
    const [written] = await tx
      .insert(rebateSettlements)
      .values({ agentId: rebate.agentId, period, betAmount: rebate.betAmount, amount: rebate.amount })
      .onConflictDoNothing({ target: [rebateSettlements.agentId, rebateSettlements.period] })
      .returning({ agentId: rebateSettlements.agentId });
    if (!written) return false;
    const [house, wallet] = await openAccounts(tx, [ledgerAccountOf.house(), ledgerAccountOf.wallet(rebate.agentId)]);
    await transfer(tx, { from: house.id, to: wallet.id, amount: rebate.amount, kind: REBATE_TRANSFER_KIND, reference: rebateReference(rebate.agentId, period) });
    return true;
  });
}

export interface SettlementResult {
  period: string;
  /** Agents paid a rebate for the period (this run or an earlier one). */
  agentsPaid: number;
  /** Units of 1/10 000 coin paid for the period in all. */
  total: bigint;
  /** Agents whose settlement this run wrote (0 on a rerun). */
  settledNow: number;
}

/** Settles the period for every agent not settled yet; settled agents are left as they are. */
export async function settlePeriod(db: Db, period: string, zone: string): Promise<SettlementResult> {
  const rebates = await computeRebates(db, period, zone);
  let settledNow = 0;

  const owedNothing = rebates.filter((r) => r.amount === 0n);
  for (let i = 0; i < owedNothing.length; i += ZERO_BATCH) {
    const written = await db
      .insert(rebateSettlements)
      .values(owedNothing.slice(i, i + ZERO_BATCH).map((r) => ({ agentId: r.agentId, period, betAmount: r.betAmount, amount: 0n })))
      .onConflictDoNothing({ target: [rebateSettlements.agentId, rebateSettlements.period] })
      .returning({ agentId: rebateSettlements.agentId });
    settledNow += written.length;
  }
  for (const rebate of rebates) {
    if (rebate.amount > 0n && (await payAgent(db, period, rebate))) settledNow += 1;
  }

  const [totals] = await db
    .select({
      agentsPaid: sql<number>`count(*) FILTER (WHERE ${rebateSettlements.amount} > 0)`.mapWith(Number),
      total: sql<string>`COALESCE(sum(${rebateSettlements.amount}), 0)::text`,
    })
    .from(rebateSettlements)
    .where(eq(rebateSettlements.period, period));
  return { period, agentsPaid: totals?.agentsPaid ?? 0, total: BigInt(totals?.total ?? '0'), settledNow };
}

/** Whether some agent has no settlement for the period yet (the job's cheap check before computing). */
export async function periodHasUnsettledAgents(db: Db, period: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      sql`${users.agentCode} IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM ${rebateSettlements} s WHERE s.agent_id = ${users.id} AND s.period = ${period}::date)`,
    );
  return (row?.n ?? 0) > 0;
}
