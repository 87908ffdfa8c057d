import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { REPORT_MAX_DAYS } from '../../src/contracts/ops-reports.ts';
import type { OperatorRole } from '../../src/contracts/ops-roles.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds, games, operatorAudit, playerSeeds, withdrawals } from '../../server/db/schema.ts';
import { daySums } from '../../server/modules/ops/dashboard/dashboard.repo.ts';
import { bothDatabases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import { opsCallAs } from './support/ops-calls.ts';
import { operatorCredential } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';
import { insertDepositRow } from './support/deposit-rows.ts';
import { cardPlayer, withdrawToCard } from './withdrawals-fixtures.ts';

// Hall days in Asia/Tokyo: 2026-02-02 runs from 2026-02-01T15:00Z to 2026-02-02T15:00Z. The report
// covers 02-02 … 02-05; money moves on 02-02 and 02-03 only, 02-04 and 02-05 stay empty, and rows just
// outside the range (the moment before its first midnight, the first moment after its last day) are
// left out. Nothing else in this suite happens in February.
const TZ = 'Asia/Tokyo';
const RANGE = { from: '2026-02-02', to: '2026-02-05' };
const A_START = new Date('2026-02-01T15:00:00.000Z');
const B_START = new Date('2026-02-02T15:00:00.000Z');
const B_LAST = new Date('2026-02-03T14:59:59.999Z');
const RANGE_END = new Date('2026-02-05T15:00:00.000Z');
const NOW = new Date('2026-03-10T05:00:00.000Z');

const zeroDay = { depositCount: 0, deposits: '0.0000', withdrawalCount: 0, withdrawals: '0.0000', rounds: 0, bets: '0.0000', wins: '0.0000', ggr: '0.0000' };
const zeroMachine = { rounds: 0, bets: '0.0000', wins: '0.0000', ggr: '0.0000' };

describe.each(bothDatabases)('ops/reports on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  const tokens = new Map<OperatorRole, string>();
  const reportAs = (role: OperatorRole, path: string, body: unknown, locale = 'en-US') => opsCallAs(started.app, tokens.get(role)!, path, body, locale);
  const ok = async (path: string, body: unknown, locale = 'en-US') => {
    const res = await reportAs('auditor', path, body, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    started = await startGamesApp(kind, { now: () => NOW, hallTimeZone: TZ });
    db = started.database.db;
    for (const role of ['support', 'payments', 'approver', 'admin', 'auditor'] as const) tokens.set(role, (await operatorCredential(db, [role])).token);
    // Two machines of the test's own, named to test the CSV's quoting and formula guard.
    await db.insert(games).values([
      { machineId: 'zz-report-one', kind: 'slot', name: { 'ja-JP': 'リール、"壱"', 'en-US': 'Reel, "One"' }, tags: { 'ja-JP': [] }, thumbnail: '/games/x.svg', releasedAt: A_START },
      { machineId: 'zz-report-two', kind: 'pachinko', name: { 'ja-JP': '=1+1' }, tags: { 'ja-JP': [] }, thumbnail: '/games/y.svg', releasedAt: A_START },
    ]);

    const player = await cardPlayer(started, '100000');
    const deposit = (coins: bigint, paidAt: Date, status: 'paid' | 'refunded' = 'paid') => insertDepositRow(db, player.userId, coins, paidAt, status);
    const withdrawal = async (amount: string, completedAt: Date, status: 'success' | 'failed' = 'success') => {
      const orderSn = await withdrawToCard(started.app, player, amount);
      await db.update(withdrawals).set({ status, completedAt }).where(eq(withdrawals.orderSn, orderSn));
    };
    const [seed] = await db
      .insert(playerSeeds)
      .values({ userId: player.userId, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'c' })
      .returning({ id: playerSeeds.id });
    let nonce = 0;
    const round = (machineId: string, bet: bigint, win: bigint, at: Date) =>
      db.insert(gameRounds).values({ userId: player.userId, machineId, seedId: seed!.id, nonce: ++nonce, bet, win, outcome: {}, createdAt: at });

    // Day A (02-02): two deposits (one at its first moment), one withdrawal, rounds on both machines.
    await deposit(1000_0000n, A_START);
    await deposit(2345_6789n, new Date(A_START.getTime() + 3_600_000));
    await deposit(9_0000n, new Date(A_START.getTime() + 60_000), 'refunded');
    await withdrawal('1000.5', new Date(A_START.getTime() + 7_200_000));
    await withdrawal('1200', new Date(A_START.getTime() + 7_200_000), 'failed');
    await round('zz-report-one', 10_0000n, 3_0000n, A_START);
    await round('zz-report-two', 5_0000n, 0n, new Date(B_START.getTime() - 1));
    // Day B (02-03): one deposit at its last moment, two withdrawals, a round players won.
    await deposit(1n, B_LAST);
    await withdrawal('1000', B_START);
    await withdrawal('1000.0001', B_LAST);
    await round('zz-report-one', 1_0000n, 25_0001n, B_LAST);
    // Outside the range: the moment before 02-02 and the first moment of 02-06.
    await deposit(777_0000n, new Date(A_START.getTime() - 1));
    await deposit(777_0000n, RANGE_END);
    await withdrawal('1300', new Date(A_START.getTime() - 1));
    await round('zz-report-one', 99_0000n, 0n, RANGE_END);
    await round('zz-report-two', 99_0000n, 0n, new Date(A_START.getTime() - 1));
  });
  afterAll(async () => {
    await started?.close();
  });

  it('answers every day of the range with exact sums, empty days as zeros, and the totals', async () => {
    const report = await ok(calls.opsReportDaily.path, RANGE);
    expect(report).toMatchObject({ from: RANGE.from, to: RANGE.to, timeZone: TZ });
    expect(report.days).toEqual([
      { date: '2026-02-02', depositCount: 2, deposits: '3345.6789', withdrawalCount: 1, withdrawals: '1000.5000', rounds: 2, bets: '15.0000', wins: '3.0000', ggr: '12.0000' },
      { date: '2026-02-03', depositCount: 1, deposits: '0.0001', withdrawalCount: 2, withdrawals: '2000.0001', rounds: 1, bets: '1.0000', wins: '25.0001', ggr: '-24.0001' },
      { date: '2026-02-04', ...zeroDay },
      { date: '2026-02-05', ...zeroDay },
    ]);
    expect(report.totals).toEqual({ depositCount: 3, deposits: '3345.6790', withdrawalCount: 3, withdrawals: '3000.5001', rounds: 3, bets: '16.0000', wins: '28.0001', ggr: '-12.0001' });
  });

  it('counts each day as the dashboard does', async () => {
    const report = await ok(calls.opsReportDaily.path, { from: '2026-02-01', to: '2026-02-06' });
    for (const day of report.days as { date: string; deposits: string; withdrawals: string; bets: string; wins: string; rounds: number }[]) {
      const sums = await daySums(db, day.date, TZ);
      expect([day.deposits, day.withdrawals, day.bets, day.wins, day.rounds], day.date).toEqual([
        (Number(sums.deposits) / 10_000).toFixed(4),
        (Number(sums.withdrawals) / 10_000).toFixed(4),
        (Number(sums.bets) / 10_000).toFixed(4),
        (Number(sums.wins) / 10_000).toFixed(4),
        sums.rounds,
      ]);
    }
    // The rows left out of the four-day range are in the days around it.
    expect(report.days[0]).toMatchObject({ date: '2026-02-01', depositCount: 1, deposits: '777.0000', withdrawals: '1300.0000', rounds: 1 });
    expect(report.days.at(-1)).toMatchObject({ date: '2026-02-06', deposits: '777.0000', bets: '99.0000' });
  });

  it('answers every machine of the catalogue, named in the request’s language, machines without rounds as zeros', async () => {
    const report = await ok(calls.opsReportMachines.path, RANGE);
    const byId = new Map((report.machines as { machineId: string }[]).map((row) => [row.machineId, row]));
    expect(byId.get('zz-report-one')).toEqual({ machineId: 'zz-report-one', name: 'Reel, "One"', rounds: 2, bets: '11.0000', wins: '28.0001', ggr: '-17.0001' });
    expect(byId.get('zz-report-two')).toEqual({ machineId: 'zz-report-two', name: '=1+1', rounds: 1, bets: '5.0000', wins: '0.0000', ggr: '5.0000' });
    expect(byId.get('lucky-sevens')).toMatchObject(zeroMachine);
    expect(report.totals).toEqual({ rounds: 3, bets: '16.0000', wins: '28.0001', ggr: '-12.0001' });
    const inJapanese = await ok(calls.opsReportMachines.path, RANGE, 'ja-JP');
    expect(inJapanese.machines.find((row: { machineId: string }) => row.machineId === 'zz-report-one').name).toBe('リール、"壱"');
  });

  it('exports either view as CSV: header, one line per day or machine, quoted text and guarded formulas', async () => {
    const daily = await ok(calls.opsReportExport.path, { ...RANGE, view: 'day' });
    expect(daily.filename).toBe('hall-report-daily-2026-02-02-2026-02-05.csv');
    expect(daily.rows).toBe(4);
    const dayLines = (daily.csv as string).split('\r\n');
    expect(dayLines[0]).toBe('date,depositCount,deposits,withdrawalCount,withdrawals,rounds,bets,wins,ggr');
    expect(dayLines[1]).toBe('2026-02-02,2,3345.6789,1,1000.5000,2,15.0000,3.0000,12.0000');
    // A negative GGR stays a number a spreadsheet can add up.
    expect(dayLines[2]).toBe('2026-02-03,1,0.0001,2,2000.0001,1,1.0000,25.0001,-24.0001');
    expect(dayLines.slice(3)).toEqual(['2026-02-04,0,0.0000,0,0.0000,0,0.0000,0.0000,0.0000', '2026-02-05,0,0.0000,0,0.0000,0,0.0000,0.0000,0.0000', '']);

    const machines = await ok(calls.opsReportExport.path, { ...RANGE, view: 'machine' });
    const machineLines = (machines.csv as string).split('\r\n');
    expect(machineLines[0]).toBe('machineId,name,rounds,bets,wins,ggr');
    expect(machines.rows).toBe(machineLines.length - 2);
    expect(machineLines).toContain('zz-report-one,"Reel, ""One""",2,11.0000,28.0001,-17.0001');
    expect(machineLines).toContain("zz-report-two,'=1+1,1,5.0000,0.0000,5.0000");
    expect(machineLines.at(-1)).toBe('');
  });

  it('is the auditor’s alone; an export, like the audit log’s, writes no audit row', async () => {
    const last = async () => (await db.select({ id: operatorAudit.id }).from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1))[0]?.id ?? 0;
    const before = await last();
    await ok(calls.opsReportExport.path, { ...RANGE, view: 'day' });
    expect(await last()).toBe(before);
    for (const path of [calls.opsReportDaily.path, calls.opsReportMachines.path, calls.opsReportExport.path]) {
      for (const role of ['support', 'payments', 'approver', 'admin'] as const) {
        const res = await reportAs(role, path, { ...RANGE, view: 'day' });
        expect([res.statusCode, res.json().error], `${role} ${path}`).toEqual([403, 'OPS_ROLE_REQUIRED']);
      }
    }
    // A refusal is recorded, as every operator call's.
    const refusals = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'report.daily'));
    expect(refusals.map((row) => row.result)).toContain('denied');
    expect((await opsCallAs(started.app, null, calls.opsReportDaily.path, RANGE)).statusCode).toBe(401);
  });

  it('refuses a reversed or too long range with a localized key, and malformed days as bad input', async () => {
    const refusal = async (path: string, body: unknown, locale = 'en-US') => {
      const res = await reportAs('auditor', path, body, locale);
      return [res.statusCode, res.json().error, res.json().msg] as const;
    };
    for (const path of [calls.opsReportDaily.path, calls.opsReportMachines.path]) {
      const [status, key, message] = await refusal(path, { from: '2026-02-05', to: '2026-02-04' });
      expect([status, key], path).toEqual([422, 'REPORT_RANGE_REVERSED']);
      expect(message).toMatch(/end date/i);
      expect((await refusal(path, { from: '2026-01-01', to: '2026-04-03' })).slice(0, 2)).toEqual([422, 'REPORT_RANGE_TOO_LONG']);
    }
    const [, , japanese] = await refusal(calls.opsReportExport.path, { from: '2026-01-01', to: '2026-04-03', view: 'day' }, 'ja-JP');
    expect(japanese).toContain(`${REPORT_MAX_DAYS}`);
    expect(japanese).toMatch(/期間/);
    // The longest range is answered, one row a day.
    const longest = await ok(calls.opsReportDaily.path, { from: '2026-01-01', to: '2026-04-02' });
    expect(longest.days).toHaveLength(REPORT_MAX_DAYS);
    expect(longest.totals.rounds).toBe(5);
    for (const body of [{ from: '2026-02-30', to: '2026-03-01' }, { from: '2026/02/01', to: '2026-02-02' }, { from: '2026-02-01' }, { ...RANGE, extra: 1 }]) {
      const [status, key] = await refusal(calls.opsReportDaily.path, body);
      expect([status, key], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await refusal(calls.opsReportExport.path, { ...RANGE, view: 'week' })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
  });
});
