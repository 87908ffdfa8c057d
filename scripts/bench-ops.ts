// `npm run bench:ops`: p50/p99 of the operator console's heaviest reads — the withdrawal queue, the
// player search and the audit viewer — through the HTTP API on PostgreSQL, each beside a trivial
// authenticated console call (ops/auth/session) measured the same way in the same run, and its p99
// against the issue's 100 ms.
// On a throwaway database of DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test),
// dropped afterwards, bulk SQL (generate_series, not the API) seeds BENCH_PLAYERS (100 000) players
// (accounts, e-mails, phones, an agent code on one in fifty), BENCH_WITHDRAWALS (100 000) withdrawals
// of a third of them in mixed states and ages (each with its ledger hold, bank card or chain
// address), and BENCH_AUDIT (240 000) audit rows of 40 operators over a year. The audit rows go in
// through the table's own append trigger, which chains each one to the last (the log stays
// verifiable); in batches, each its own transaction, because every append rewrites the head row and
// one transaction's versions of it could not be pruned until it commits.
// The calls are the console's: a session cookie of a signed-in operator and its Origin, one call at
// a time (an operator reads one page at a time), BENCH_CALLS (200) a line after BENCH_WARMUP (20).
//
//   BENCH_KEEP=1 keeps the database (its name is printed); BENCH_REUSE=<that name> measures on it
//   again without seeding (EXPLAIN ANALYZE the statements there).
import { loadavg } from 'node:os';
import { sql } from '../server/db/orm.ts';
import { calls } from '../src/contracts/index.ts';
import { operatorRoles } from '../src/contracts/ops-roles.ts';
import { operators } from '../server/db/schema.ts';
import { opsIdentityConfigFromEnv } from '../server/modules/ops/identity/identity.config.ts';
import { startSession } from '../server/modules/ops/identity/operator-sessions.ts';
import { OPS_SESSION_COOKIE } from '../server/modules/ops/identity/session-cookie.ts';
import { verifyAuditChain } from '../server/modules/ops/audit/audit-chain.ts';
import { admin, benchApp, measure } from './bench-support.ts';
import { opsTable, OPS_P99_LIMIT_MS, type OpsLine } from './bench-ops.fns.ts';
import { transactionWithRetry } from '../server/db/retry.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS) || 100_000;
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS) || 100_000;
const AUDIT = Number(process.env.BENCH_AUDIT) || 240_000;
const CALLS = Number(process.env.BENCH_CALLS) || 200;
const WARMUP = Number(process.env.BENCH_WARMUP) || 20;
const AUDIT_BATCH = 2_000;
const OPERATORS = 40;
const TZ = 540; // Japan
const REUSE = process.env.BENCH_REUSE;

const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Name stems of the seeded accounts and addresses (digits follow, so every account is unique). */
const STEMS = ['sakura', 'taro', 'hana', 'kenji', 'yuki', 'minh', 'linh', 'juan', 'maria', 'jisoo', 'wei', 'mei', 'ryo', 'aoi', 'nam', 'jose'];
const OPERATOR_NAMES = Array.from({ length: OPERATORS }, (_, i) => `${['aki', 'ben', 'chi', 'dai', 'emi', 'fumi', 'gen', 'haru'][i % 8]}-${Math.floor(i / 8) + 1}`);
/** Actions as the console writes them, with their targets; the weights make withdrawals and sign-ins common and operator changes rare. */
const ACTIONS: [action: string, targetType: string | null, weight: number][] = [
  ['withdrawal.approve', 'withdrawal', 20],
  ['withdrawal.reject', 'withdrawal', 6],
  ['withdrawal.escalate', 'withdrawal', 2],
  ['approval.approve', 'approval', 2],
  ['approval.reject', 'approval', 1],
  ['auth.sign-in', 'operator', 12],
  ['auth.sign-out', 'operator', 6],
  ['auth.step-up', 'operator', 4],
  ['kyc.image', 'kyc-submission', 14],
  ['kyc.approve', 'kyc-submission', 5],
  ['kyc.reject', 'kyc-submission', 2],
  ['player.note.add', 'user', 6],
  ['player.lock', 'user', 1],
  ['adjustment.create', 'adjustment', 4],
  ['payment.refund', 'payment', 1],
  ['letter.send', 'letter', 4],
  ['content.save', 'content', 3],
  ['content.publish', 'content', 2],
  ['agent.application.approve', 'agent-application', 2],
  ['agent.rebate.rates.set', 'rebate-rates', 1],
  ['operator.roles.set', 'operator', 1],
  ['deny', null, 1],
];

type Rows<T> = { rows: T[] };

const { throwaway, database, app } = await benchApp('gh_bench_ops', {}, REUSE);
try {
  const db = database.db;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const version = await admin('SHOW server_version');
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows[0]!;

  async function seed() {
    const players = performance.now();
    const stems = sql.raw(`ARRAY[${STEMS.map((s) => `'${s}'`).join(',')}]`);
    // Agents hold their code through an approved application (checked at commit): both in one transaction.
    await transactionWithRetry(db, async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (account, email, phone, password_hash, agent_code, status, created_at)
      SELECT s.stem || g, s.stem || g || '@' || (ARRAY['example.jp', 'mail.test', 'example.com'])[1 + g % 3],
        CASE WHEN g % 4 <> 0 THEN '090' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0') END,
        'unusable', CASE WHEN g % 50 = 0 THEN 'AG' || lpad(g::text, 6, '0') END,
        CASE WHEN g % 97 = 0 THEN 'frozen' ELSE 'active' END,
        now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
      FROM generate_series(1, ${PLAYERS}::int) g
      CROSS JOIN LATERAL (SELECT (${stems})[1 + g % ${STEMS.length}::int] AS stem) s
      ORDER BY g`);
    await tx.execute(sql`
      INSERT INTO agent_applications (user_id, status, created_at, reviewed_at, reviewed_by)
      SELECT id, 'approved', created_at, created_at + interval '1 day', 'bench' FROM users WHERE agent_code IS NOT NULL`);
    });
    console.log(`players: ${PLAYERS} (${elapsed(players)})`);

    // A third of the players withdraw: a wallet, a holds account and a bank card each.
    const money = performance.now();
    await db.execute(sql`CREATE TEMP TABLE bench_payers AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id AS user_id FROM users WHERE id % 3 = 0`);
    await db.execute(sql`CREATE UNIQUE INDEX ON bench_payers (k)`);
    const { n: payers } = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM bench_payers`);
    await db.execute(sql`
      INSERT INTO ledger_accounts (code, kind, user_id, balance)
      SELECT 'player:' || user_id || ':' || k.kind, 'player_' || k.kind, user_id, 0
      FROM bench_payers CROSS JOIN (VALUES ('wallet'), ('holds')) k(kind)`);
    await db.execute(sql`INSERT INTO ledger_accounts (code, kind) VALUES ('psp:bank-payout', 'psp_clearing'), ('crypto:TRC20', 'crypto_clearing') ON CONFLICT (code) DO NOTHING`);
    await db.execute(sql`
      INSERT INTO bank_cards (user_id, bank_name, card_number, holder_name, first_name, last_name, pinyin_name, branch_code, branch_name, is_default)
      SELECT user_id, (ARRAY['Mizuho', 'MUFG', 'SMBC', 'Resona'])[1 + k % 4], lpad(((user_id::bigint * 104729) % 10000000000000000)::text, 16, '4'),
        'BENCH HOLDER', 'Holder', 'Bench', 'bench holder', lpad((k % 1000)::text, 3, '0'), 'Main branch', true
      FROM bench_payers`);
    // The withdrawals: recent ones wait (review, withdrawing), older ones are decided; one in ten on a chain.
    await db.execute(sql`
      CREATE TEMP TABLE bench_withdrawals AS
      SELECT g, p.user_id,
        CASE WHEN g % 100 < 6 THEN 'review' WHEN g % 100 < 9 THEN 'withdrawing' WHEN g % 100 < 21 THEN 'failed' ELSE 'success' END AS status,
        CASE WHEN g % 10 = 0 THEN 'crypto' ELSE 'bank' END AS method,
        (10000 * (1000 + (g::bigint * 7907) % 300000))::bigint AS amount,
        CASE WHEN g % 100 < 9 THEN now() - (g % 4320) * interval '1 minute' ELSE now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' END AS created_at
      FROM generate_series(0, ${WITHDRAWALS - 1}::int) g
      JOIN bench_payers p ON p.k = (g::bigint * 7) % ${payers}::int`);
    await db.execute(sql`
      INSERT INTO ledger_holds (from_account_id, holds_account_id, to_account_id, amount, status, reference, created_at, resolved_at)
      SELECT wallet.id, holds.id, CASE w.method WHEN 'bank' THEN bank.id ELSE chain.id END, w.amount,
        CASE w.status WHEN 'success' THEN 'posted' WHEN 'failed' THEN 'voided' ELSE 'pending' END,
        'bench-withdrawal:' || w.g, w.created_at, CASE WHEN w.status IN ('success', 'failed') THEN w.created_at + interval '2 hours' END
      FROM bench_withdrawals w
      JOIN ledger_accounts wallet ON wallet.code = 'player:' || w.user_id || ':wallet'
      JOIN ledger_accounts holds ON holds.code = 'player:' || w.user_id || ':holds'
      CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = 'psp:bank-payout') bank
      CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = 'crypto:TRC20') chain`);
    await db.execute(sql`
      INSERT INTO withdrawals (order_sn, user_id, method, amount, hold_id, bank_card_id, coin, network, address, asset_amount, txid, status, failure_reason, reviewed_by, reviewed_at, completed_at, created_at)
      SELECT 'BW' || lpad(w.g::text, 8, '0'), w.user_id, w.method, w.amount, h.id,
        CASE WHEN w.method = 'bank' THEN c.id END,
        CASE WHEN w.method = 'crypto' THEN 'USDT' END, CASE WHEN w.method = 'crypto' THEN 'TRC20' END,
        CASE WHEN w.method = 'crypto' THEN 'T' || substr(md5(w.user_id::text), 1, 33) END,
        CASE WHEN w.method = 'crypto' THEN w.amount / 150 END,
        CASE WHEN w.method = 'crypto' AND w.status = 'success' THEN md5('tx' || w.g) || md5('x' || w.g) END,
        w.status, CASE WHEN w.status = 'failed' THEN 'rejected by operator' END,
        CASE WHEN w.status <> 'review' THEN (${sql.raw(`ARRAY[${OPERATOR_NAMES.map((n) => `'${n}'`).join(',')}]`)})[1 + w.g % ${OPERATORS}::int] END,
        CASE WHEN w.status <> 'review' THEN w.created_at + interval '1 hour' END,
        CASE WHEN w.status = 'success' THEN w.created_at + interval '2 hours' END,
        w.created_at
      FROM bench_withdrawals w
      JOIN ledger_holds h ON h.reference = 'bench-withdrawal:' || w.g
      LEFT JOIN bank_cards c ON c.user_id = w.user_id AND w.method = 'bank'
      ORDER BY w.created_at`);
    // What the pending ones hold sits in the holds accounts, as the ledger keeps it.
    await db.execute(sql`
      UPDATE ledger_accounts a SET balance = s.amount
      FROM (SELECT holds_account_id, sum(amount) AS amount FROM ledger_holds WHERE status = 'pending' GROUP BY 1) s
      WHERE a.id = s.holds_account_id`);
    console.log(`withdrawals: ${WITHDRAWALS} of ${payers} players, each with its hold (${elapsed(money)})`);

    // The operators, then the audit log through its append trigger, oldest first, a year long.
    const audit = performance.now();
    await db.insert(operators).values(OPERATOR_NAMES.map((name, i) => ({ name, roles: [operatorRoles[i % operatorRoles.length]!] })));
    const names = sql.raw(`ARRAY[${OPERATOR_NAMES.map((n) => `'${n}'`).join(',')}]`);
    const weighted = ACTIONS.flatMap(([action, target, weight]) => Array.from({ length: weight }, () => [action, target] as const));
    const actions = sql.raw(`ARRAY[${weighted.map(([a]) => `'${a}'`).join(',')}]`);
    const targets = sql.raw(`ARRAY[${weighted.map(([, t]) => (t ? `'${t}'` : 'NULL')).join(',')}]::text[]`);
    const { first } = await one<{ first: number }>(sql`SELECT min(id)::int AS first FROM operators`);
    const stepMs = (365 * 86_400_000) / AUDIT;
    for (let start = 0; start < AUDIT; start += AUDIT_BATCH) {
      const end = Math.min(AUDIT, start + AUDIT_BATCH) - 1;
      await db.execute(sql`
        INSERT INTO operator_audit (at, operator_id, operator_name, session_id, ip, user_agent, action, target_type, target_id, before, after, reason, result, error_key)
        SELECT now() - interval '365 days' + g * ${stepMs}::float8 * interval '1 millisecond',
          ${first}::int + o.i, (${names})[1 + o.i], 1 + g / 50, '10.0.' || (o.i % 8) || '.' || (1 + o.i),
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
          a.action, a.target,
          CASE WHEN a.target IS NULL THEN NULL
            WHEN a.target = 'withdrawal' THEN 'BW' || lpad(((g::bigint * 7) % ${WITHDRAWALS}::int)::text, 8, '0')
            WHEN a.target = 'user' THEN (1 + (g::bigint * 13) % ${PLAYERS}::int)::text
            WHEN a.target = 'operator' THEN (${first}::int + o.i)::text
            ELSE (1 + g % 5000)::text END,
          CASE WHEN a.target = 'withdrawal' THEN jsonb_build_object('status', 'review', 'amount', (1000 + g % 90000)::text) END,
          CASE WHEN a.target = 'withdrawal' THEN jsonb_build_object('status', CASE WHEN a.action = 'withdrawal.reject' THEN 'failed' ELSE 'withdrawing' END, 'amount', (1000 + g % 90000)::text)
               WHEN a.target IS NOT NULL THEN jsonb_build_object('id', g) END,
          CASE WHEN a.action IN ('withdrawal.reject', 'kyc.reject', 'adjustment.create', 'operator.roles.set') THEN 'Template reason ' || (g % 7) END,
          CASE WHEN a.action = 'deny' THEN 'denied' ELSE 'ok' END,
          CASE WHEN a.action = 'deny' THEN 'OPS_ROLE_REQUIRED' END
        FROM generate_series(${start}::int, ${end}::int) g
        CROSS JOIN LATERAL (SELECT (g::bigint * 31 % ${OPERATORS}::int)::int AS i) o
        CROSS JOIN LATERAL (SELECT (${actions})[1 + (g::bigint * 2654435761 % ${weighted.length}::int)::int] AS action,
                                   (${targets})[1 + (g::bigint * 2654435761 % ${weighted.length}::int)::int] AS target) a
        ORDER BY g`);
    }
    console.log(`audit log: ${AUDIT} rows of ${OPERATORS} operators and ${ACTIONS.length} actions over 365 days (${elapsed(audit)})`);
    // What autovacuum does on a live server soon after (this one runs without): visibility map and statistics.
    await db.execute(sql`VACUUM ANALYZE users, withdrawals, ledger_holds, bank_cards, operator_audit, operators`);
  }

  const seeding = performance.now();
  if (!REUSE) {
    await seed();
    console.log(`seeded in ${elapsed(seeding)}`);
  } else console.log(`reusing ${REUSE}`);
  const chain = await verifyAuditChain(db);
  if (chain.broken) throw new Error(`the seeded audit chain is broken at ${chain.broken.id}: ${chain.broken.problem}`);
  console.log(`audit chain: ${chain.rows} rows, intact`);

  // The operator the bench signs in as: every role, a console session as sign-in makes it.
  const [bench] = await db
    .insert(operators)
    .values({ name: `bench-${Date.now().toString(36)}`, roles: [...operatorRoles] })
    .returning({ id: operators.id });
  const { token } = await startSession({ db, now: () => new Date(), config: opsIdentityConfigFromEnv({}, 'demo') }, bench!.id, { ip: '127.0.0.1', userAgent: 'bench' });
  const headers = { 'content-type': 'application/json', cookie: `${OPS_SESSION_COOKIE}=${token}`, origin: base, 'accept-language': 'ja-JP' };
  const ask = (path: string, body: unknown) => () => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  /** CALLS calls, the i-th with body(i), after WARMUP not reported. */
  /** Every read must find something: an empty page would measure nothing. */
  const found = (label: string) => (answer: string) => {
    const { data } = JSON.parse(answer) as { data: { total?: number } };
    if (data.total === 0) throw new Error(`${label}: nothing found`);
  };
  const run = async (label: string, path: string, body: (i: number) => unknown): Promise<OpsLine> => {
    await measure('warm-up', Array.from({ length: WARMUP }, (_, i) => ask(path, body(i + CALLS))), 1);
    const measured = await measure(label, Array.from({ length: CALLS }, (_, i) => ask(path, body(i))), 1, found(label));
    console.log(`  ${label}: p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms`);
    return { label, calls: measured.calls, p50: measured.p50, p99: measured.p99 };
  };

  // What the calls ask for, picked from the seeded rows so every search finds something.
  const { payer } = await one<{ payer: string }>(sql`SELECT u.account AS payer FROM withdrawals w JOIN users u ON u.id = w.user_id ORDER BY w.id LIMIT 1`);
  const targeted = ((await db.execute(sql`SELECT DISTINCT target_id AS id FROM operator_audit WHERE target_type = 'withdrawal' LIMIT 500`)) as unknown as Rows<{ id: string }>).rows.map((r) => r.id);
  const today = new Date(Date.now() + TZ * 60_000).toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const stem = (i: number) => STEMS[i % STEMS.length]!;
  const player = (i: number) => 1 + ((i * 7919) % PLAYERS);
  const iso = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString();

  const lines: OpsLine[] = [];
  const W = calls.opsWithdrawalList.path;
  lines.push(await run('withdrawal/list: default queue (review)', W, () => ({ pageNum: 1, pageSize: 20, status: 'review' })));
  lines.push(await run('withdrawal/list: every status', W, () => ({ pageNum: 1, pageSize: 20 })));
  lines.push(
    await run('withdrawal/list: success, amount range, 30 days', W, (i) => ({
      pageNum: 1 + (i % 3),
      pageSize: 20,
      status: 'success',
      amountMin: String(1000 + (i % 10) * 1000),
      amountMax: '200000',
      from: daysAgo(30),
      to: today,
      tzOffsetMinutes: TZ,
    })),
  );
  lines.push(await run('withdrawal/list: one account', W, () => ({ pageNum: 1, pageSize: 20, account: payer })));
  lines.push(await run('withdrawal/list: success, pages 200–249', W, (i) => ({ pageNum: 200 + (i % 50), pageSize: 20, status: 'success' })));

  const P = calls.opsPlayerSearch.path;
  lines.push(await run('player/search: account prefix (name + digit)', P, (i) => ({ field: 'account', match: 'prefix', query: `${stem(i)}${1 + (i % 9)}`, pageNum: 1, pageSize: 20 })));
  lines.push(await run('player/search: account prefix (stem only)', P, (i) => ({ field: 'account', match: 'prefix', query: stem(i), pageNum: 1, pageSize: 20 })));
  lines.push(await run('player/search: e-mail, exact', P, (i) => ({ field: 'email', match: 'exact', query: `${stem(player(i))}${player(i)}@${['example.jp', 'mail.test', 'example.com'][player(i) % 3]}`, pageNum: 1, pageSize: 20 })));
  lines.push(await run('player/search: phone prefix (6 digits)', P, (i) => ({ field: 'phone', match: 'prefix', query: `090${String(100 + (i % 900))}`, pageNum: 1, pageSize: 20 })));
  lines.push(await run('player/search: id', P, (i) => ({ field: 'id', match: 'exact', query: String(player(i)), pageNum: 1, pageSize: 20 })));
  lines.push(await run('player/search: agent code prefix', P, (i) => ({ field: 'agentCode', match: 'prefix', query: `AG0${i % 10}`, pageNum: 1, pageSize: 20 })));

  const A = calls.opsAuditList.path;
  lines.push(await run('audit/list: unfiltered', A, (i) => ({ pageNum: 1 + (i % 5), pageSize: 20 })));
  lines.push(await run('audit/list: one operator', A, (i) => ({ pageNum: 1, pageSize: 20, operator: OPERATOR_NAMES[i % OPERATORS] })));
  lines.push(await run('audit/list: action prefix (kyc.)', A, () => ({ pageNum: 1, pageSize: 20, action: 'kyc.' })));
  lines.push(await run('audit/list: rare action prefix (agent.)', A, () => ({ pageNum: 1, pageSize: 20, action: 'agent.' })));
  lines.push(await run('audit/list: one action (withdrawal.reject)', A, () => ({ pageNum: 1, pageSize: 20, action: 'withdrawal.reject' })));
  lines.push(await run('audit/list: one target (withdrawal)', A, (i) => ({ pageNum: 1, pageSize: 20, targetType: 'withdrawal', targetId: targeted[i % targeted.length] })));
  lines.push(await run('audit/list: a week, months back', A, (i) => ({ pageNum: 1, pageSize: 20, from: iso(120 + (i % 60)), to: iso(113 + (i % 60)) })));
  lines.push(await run('audit/list: operator and action, 90 days', A, (i) => ({ pageNum: 1, pageSize: 20, operator: OPERATOR_NAMES[i % OPERATORS], action: 'withdrawal.', from: iso(90), to: iso(0) })));

  const peer = await run('ops/auth/session (same cookie, same path)', calls.opsAuthSession.path, () => ({}));
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`\nOperator console reads on PostgreSQL ${version}: one call at a time, ${CALLS} a line after ${WARMUP} not counted; load average ${load}\n`);
  const { text, over } = opsTable(lines, peer);
  for (const line of text) console.log(line);
  console.log(over ? `\n${over} call(s) over p99 ≤ ${OPS_P99_LIMIT_MS} ms` : `\nevery call within p99 ≤ ${OPS_P99_LIMIT_MS} ms`);
  process.exitCode = over ? 1 : 0;
} finally {
  await app.close();
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${throwaway.name}`);
  else await throwaway.drop();
}
