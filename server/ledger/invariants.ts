// The ledger's invariants, read in one consistent snapshot. Used by `npm run ledger:check` and tests.
import { sql, type SQL } from '../db/orm.ts';
import type { Db } from '../db/database.ts';
import { nonNegativeAccountKinds } from '../db/schema.ts';
import { transactionWithRetry } from '../db/retry.ts';

export interface InvariantResult {
  name: string;
  ok: boolean;
  /** How many rows (currencies, accounts, holds) were examined. */
  checked: number;
  /** One line per offending row. */
  failures: string[];
}

type Row = Record<string, string | number | null>;

async function rows(tx: Db, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function count(tx: Db, query: SQL): Promise<number> {
  const [row] = await rows(tx, query);
  return Number(row?.n ?? 0);
}

const nonNegativeKinds = sql.raw(nonNegativeAccountKinds.map((k) => `'${k}'`).join(', '));

export async function checkLedger(db: Db): Promise<InvariantResult[]> {
  return transactionWithRetry(db, 
    async (tx) => {
      const results: InvariantResult[] = [];

      // Transfers in and out per account; house, clearing and bank accounts keep no balance in
      // their row (migration 0023): theirs is this, and their row must stay 0.
      const moved = sql`LEFT JOIN (SELECT to_account_id AS id, SUM(amount) AS total FROM ledger_transfers GROUP BY 1) i ON i.id = a.id
            LEFT JOIN (SELECT from_account_id AS id, SUM(amount) AS total FROM ledger_transfers GROUP BY 1) o ON o.id = a.id`;
      const kept = sql`a.kind IN (${nonNegativeKinds})`;
      const totals = await rows(
        tx,
        sql`SELECT a.currency, SUM(a.balance + CASE WHEN ${kept} THEN 0 ELSE COALESCE(i.total, 0) - COALESCE(o.total, 0) END)::text AS total
            FROM ledger_accounts a ${moved} GROUP BY a.currency ORDER BY a.currency`,
      );
      results.push({
        name: 'all balances sum to zero per currency',
        checked: totals.length,
        failures: totals.filter((r) => r.total !== '0').map((r) => `${r.currency}: sum ${r.total}`),
        ok: false,
      });

      const accounts = await count(tx, sql`SELECT COUNT(*)::int AS n FROM ledger_accounts`);
      const drifted = await rows(
        tx,
        sql`SELECT a.code, a.balance::text AS balance, ${kept} AS kept,
                   (COALESCE(i.total, 0) - COALESCE(o.total, 0))::text AS computed
            FROM ledger_accounts a ${moved}
            WHERE a.balance <> CASE WHEN ${kept} THEN COALESCE(i.total, 0) - COALESCE(o.total, 0) ELSE 0 END
            ORDER BY a.id`,
      );
      results.push({
        name: 'cached balances equal incoming minus outgoing transfers',
        checked: accounts,
        failures: drifted.map((r) =>
          r.kept ? `${r.code}: cached ${r.balance}, transfers say ${r.computed}` : `${r.code}: cached ${r.balance}, keeps none (must be 0; transfers say ${r.computed})`,
        ),
        ok: false,
      });

      const transfers = await count(tx, sql`SELECT COUNT(*)::int AS n FROM ledger_transfers`);
      const crossCurrency = await rows(
        tx,
        sql`SELECT t.id::text AS id, f.currency AS from_currency, d.currency AS to_currency
            FROM ledger_transfers t
            JOIN ledger_accounts f ON f.id = t.from_account_id
            JOIN ledger_accounts d ON d.id = t.to_account_id
            WHERE f.currency <> d.currency ORDER BY t.id`,
      );
      results.push({
        name: 'every transfer stays within one currency',
        checked: transfers,
        failures: crossCurrency.map((r) => `transfer ${r.id}: ${r.from_currency} → ${r.to_currency}`),
        ok: false,
      });

      const guarded = await count(tx, sql`SELECT COUNT(*)::int AS n FROM ledger_accounts WHERE kind IN (${nonNegativeKinds})`);
      const negative = await rows(
        tx,
        sql`SELECT code, balance::text AS balance FROM ledger_accounts
            WHERE kind IN (${nonNegativeKinds}) AND balance < 0 ORDER BY id`,
      );
      results.push({
        name: 'no player or agent balance is negative',
        checked: guarded,
        failures: negative.map((r) => `${r.code}: ${r.balance}`),
        ok: false,
      });

      const pending = await count(tx, sql`SELECT COUNT(*)::int AS n FROM ledger_holds WHERE status = 'pending'`);
      const uncovered = await rows(
        tx,
        sql`SELECT a.code, a.balance::text AS balance,
                   COALESCE(SUM(h.amount) FILTER (WHERE h.status = 'pending'), 0)::text AS pending
            FROM ledger_accounts a
            LEFT JOIN ledger_holds h ON h.holds_account_id = a.id
            WHERE a.kind = 'player_holds'
            GROUP BY a.id, a.code, a.balance
            HAVING a.balance <> COALESCE(SUM(h.amount) FILTER (WHERE h.status = 'pending'), 0)
            ORDER BY a.id`,
      );
      results.push({
        name: 'each holds account holds exactly its pending holds',
        checked: pending,
        failures: uncovered.map((r) => `${r.code}: balance ${r.balance}, pending holds ${r.pending}`),
        ok: false,
      });

      // Coins between an agent and a direct member: one ledger transfer per agent_transfers row, of
      // its amount, from the paying wallet to the receiving one, and none without a row.
      const agentMoves = await count(tx, sql`SELECT COUNT(*)::int AS n FROM agent_transfers`);
      const unmatched = await rows(
        tx,
        sql`SELECT COALESCE(r.order_sn, t.reference) AS order_sn,
                   r.amount::text AS recorded, t.amount::text AS booked,
                   f.code AS from_code, d.code AS to_code, r.direction,
                   'player:' || CASE WHEN r.direction = 'to_member' THEN r.agent_id ELSE r.member_id END || ':wallet' AS payer,
                   'player:' || CASE WHEN r.direction = 'to_member' THEN r.member_id ELSE r.agent_id END || ':wallet' AS payee
            FROM agent_transfers r
            FULL JOIN (SELECT * FROM ledger_transfers WHERE kind = 'agent_transfer') t ON t.reference = r.order_sn
            LEFT JOIN ledger_accounts f ON f.id = t.from_account_id
            LEFT JOIN ledger_accounts d ON d.id = t.to_account_id
            WHERE r.order_sn IS NULL OR t.id IS NULL OR r.amount <> t.amount
               OR f.code <> 'player:' || CASE WHEN r.direction = 'to_member' THEN r.agent_id ELSE r.member_id END || ':wallet'
               OR d.code <> 'player:' || CASE WHEN r.direction = 'to_member' THEN r.member_id ELSE r.agent_id END || ':wallet'
            ORDER BY 1`,
      );
      results.push({
        name: 'each agent transfer is booked once, between its two wallets',
        checked: agentMoves,
        failures: unmatched.map((r) =>
          r.recorded === null
            ? `ledger transfer ${r.order_sn} has no agent transfer`
            : r.booked === null
              ? `agent transfer ${r.order_sn} is not booked`
              : `agent transfer ${r.order_sn}: ${r.recorded} ${r.payer} → ${r.payee}, booked ${r.booked} ${r.from_code} → ${r.to_code}`,
        ),
        ok: false,
      });

      // Rebates: each settlement that paid something is one house → agent wallet booking of its
      // amount (reference rebate:<agent>:<day>); a settlement of 0 has none; no booking lacks its row.
      const settlements = await count(tx, sql`SELECT COUNT(*)::int AS n FROM rebate_settlements`);
      const unpaired = await rows(
        tx,
        sql`SELECT COALESCE('rebate:' || s.agent_id || ':' || s.period, t.reference) AS reference,
                   s.amount::text AS recorded, t.amount::text AS booked, f.code AS from_code, d.code AS to_code,
                   'player:' || s.agent_id || ':wallet' AS payee
            FROM (SELECT * FROM rebate_settlements WHERE amount > 0) s
            FULL JOIN (SELECT * FROM ledger_transfers WHERE kind = 'agent_rebate') t
              ON t.reference = 'rebate:' || s.agent_id || ':' || s.period
            LEFT JOIN ledger_accounts f ON f.id = t.from_account_id
            LEFT JOIN ledger_accounts d ON d.id = t.to_account_id
            WHERE s.agent_id IS NULL OR t.id IS NULL OR s.amount <> t.amount
               OR f.code <> 'house' OR d.code <> 'player:' || s.agent_id || ':wallet'
            ORDER BY 1`,
      );
      results.push({
        name: 'each paid rebate is booked once, from the house to its agent',
        checked: settlements,
        failures: unpaired.map((r) =>
          r.recorded === null
            ? `ledger transfer ${r.reference} has no paid rebate settlement`
            : r.booked === null
              ? `rebate ${r.reference} of ${r.recorded} is not booked`
              : `rebate ${r.reference}: ${r.recorded} house → ${r.payee}, booked ${r.booked} ${r.from_code} → ${r.to_code}`,
        ),
        ok: false,
      });

      for (const result of results) result.ok = result.failures.length === 0;
      return results;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
