// The hall through its API on both databases: the machine list against the engine's exact figures,
// the provably-fair seed lifecycle over two rotations, game records (machine and calendar filters in
// the caller's time zone, paging, totals), popularity from recent rounds, and each round's own
// ledger transfers.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord, PlayedRound } from '../../src/contracts/games.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds, ledgerAccounts, ledgerTransfers } from '../../server/db/schema.ts';
import { toDecimal } from '../../shared/games/core/rational.ts';
import { playRound } from '../../shared/games/core/round.ts';
import { machineById, machines } from '../../shared/games/machines.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { formatAmount, toUnits } from '../../shared/money/amount.fns.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const t = createTranslator();
const LOCALES = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const;
/** SHA-256 of the seed's 32 bytes, computed here independently of the engine. */
const commitmentOf = (serverSeed: string) => createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
const units = (text: string) => toUnits(text, { allowZero: true, allowNegative: true });

describe.each(databases)('the game hall on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
  });
  afterAll(async () => started?.close());

  /** One round through the API (the machine's smallest bet unless told). */
  const play = async (player: Player, machineId: string, bet = machineById(machineId)!.betSteps[0]!) => {
    const res = await moneyCall(started.app, calls.gamePlay.path, { machineId, bet }, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PlayedRound;
  };
  const read = async (player: Player, path: string, body: unknown) => {
    const res = await call(started.app, path, body, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('game/machines: the five engine machines with their exact figures, bet steps and names in every language', async () => {
    const expected = machines.map((machine) => {
      const maths = machine.exactRtp();
      return {
        machineId: machine.id,
        kind: machine.kind,
        betSteps: [...machine.betSteps],
        rtp: toDecimal({ num: maths.rtp.num * 100n, den: maths.rtp.den }, 2),
        hitFrequency: maths.hitFrequency ? toDecimal({ num: maths.hitFrequency.num * 100n, den: maths.hitFrequency.den }, 2) : '',
        maxWin: toDecimal(machine.maxWin, 1),
      };
    });
    expect(expected).toHaveLength(5);
    for (const locale of LOCALES) {
      const res = await call(started.app, calls.gameMachines.path, {}, { locale });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data as { machineId: string; name: string; description: string; volatility: string; rtp: string }[];
      expect(list.map((m) => m.machineId).sort()).toEqual(expected.map((m) => m.machineId).sort());
      for (const info of list) {
        expect(info).toMatchObject(expected.find((m) => m.machineId === info.machineId)!);
        expect(info.name).toBe(t(locale, 'games', `machines.${info.machineId}.name`));
        expect(info.description).toBe(t(locale, 'games', `machines.${info.machineId}.description`));
        expect(info.volatility).toMatch(/^\d+\.\d{2}$/);
        // Every machine pays back less than it takes, by design.
        expect(Number(info.rtp)).toBeLessThan(100);
      }
    }
  });

  it('seeds: the hash shown before play is the SHA-256 of the seed revealed later; nonces 0,1,2… per pair; two rotations', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '2000');
    const pairs: { hash: string; clientSeed: string; rounds: { roundId: number; nonce: number }[] }[] = [];

    for (let pair = 0; pair < 3; pair++) {
      const state = await read(player, calls.gameSeed.path, {});
      expect(state.active.nextNonce).toBe(0);
      const rounds = [];
      for (let i = 0; i < 4 + pair; i++) {
        const round = await play(player, i % 2 ? 'pachinko-fuji-rush' : 'lucky-sevens');
        // Before rotation the proof names the committed hash and hides the seed.
        expect(round.fairness).toEqual({ serverSeedHash: state.active.serverSeedHash, clientSeed: state.active.clientSeed, nonce: i, serverSeed: null });
        rounds.push({ roundId: round.roundId, nonce: round.fairness.nonce });
      }
      expect((await read(player, calls.gameSeed.path, {})).active.nextNonce).toBe(rounds.length);
      pairs.push({ hash: state.active.serverSeedHash, clientSeed: state.active.clientSeed, rounds });
      if (pair === 2) break;
      const rotated = await read(player, calls.gameSeedRotate.path, pair === 0 ? { clientSeed: 'first-choice' } : {});
      expect(rotated.previous).toMatchObject({ serverSeedHash: state.active.serverSeedHash, clientSeed: state.active.clientSeed, rounds: rounds.length });
      expect(commitmentOf(rotated.previous.serverSeed)).toBe(state.active.serverSeedHash);
      expect(rotated.active.nextNonce).toBe(0);
      if (pair === 0) expect(rotated.active.clientSeed).toBe('first-choice');
      else expect(rotated.active.clientSeed).toMatch(/^[0-9a-f]{16}$/);
      expect(await read(player, calls.gameSeed.path, {})).toEqual(rotated);
    }
    expect(new Set(pairs.map((p) => p.hash)).size).toBe(3);

    // Both revealed pairs' rounds verify from their proofs; the active pair's still hide the seed.
    for (const [index, pair] of pairs.entries()) {
      for (const { roundId, nonce } of pair.rounds) {
        const proof = await read(player, calls.gameRoundGet.path, { roundId });
        expect(proof.fairness).toMatchObject({ serverSeedHash: pair.hash, clientSeed: pair.clientSeed, nonce });
        if (index === 2) {
          expect(proof.fairness.serverSeed).toBeNull();
          continue;
        }
        expect(commitmentOf(proof.fairness.serverSeed)).toBe(pair.hash);
        const replay = playRound(machineById(proof.machineId)!, { serverSeed: proof.fairness.serverSeed, clientSeed: pair.clientSeed, nonce }, units(proof.bet));
        expect(formatAmount(replay.win)).toBe(proof.win);
        expect(JSON.parse(JSON.stringify(replay.outcome))).toEqual(proof.outcome);
      }
    }
  });

  it('records: machine and calendar filters in the caller’s time zone, paging, totals equal to the listed rounds', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '5000');
    const plan = ['coral-reef', 'golden-lantern', 'pachinko-sakura-ama', 'coral-reef', 'lucky-sevens', 'coral-reef', 'pachinko-sakura-ama'];
    const played: PlayedRound[] = [];
    for (let i = 0; i < 21; i++) {
      const machineId = plan[i % plan.length]!;
      played.push(await play(player, machineId, machineById(machineId)!.betSteps[i % 2]!));
    }
    // Spread the rounds over three instants around a Tokyo midnight (UTC+9): 2026-03-01 23:30 JST,
    // 2026-03-02 00:30 JST and 2026-03-02 14:00 UTC (23:00 JST). Seen from UTC, the first two fall
    // on 2026-03-01 and the last on 2026-03-02.
    const instants = ['2026-03-01T14:30:00Z', '2026-03-01T15:30:00Z', '2026-03-02T14:00:00Z'];
    for (const [i, round] of played.entries()) {
      await db.update(gameRounds).set({ createdAt: new Date(instants[i % 3]!) }).where(eq(gameRounds.id, round.roundId));
    }

    const listAll = async (filter: Record<string, unknown>, pageSize: number) => {
      const first = await read(player, calls.recordGameQuery.path, { ...filter, pageSize });
      const rows: GameRecord[] = [...first.list];
      for (let pageNum = 2; (pageNum - 1) * pageSize < first.total; pageNum++) {
        const page = await read(player, calls.recordGameQuery.path, { ...filter, pageSize, pageNum });
        expect(page.total).toBe(first.total);
        expect(page.list.length).toBe(Math.min(pageSize, first.total - (pageNum - 1) * pageSize));
        rows.push(...page.list);
      }
      return { rows, total: first.total };
    };
    const checkFilter = async (filter: Record<string, unknown>, expectedIds: number[]) => {
      const { rows, total } = await listAll(filter, 4);
      expect(total).toBe(expectedIds.length);
      expect(rows.map((r) => r.roundId).sort((a, b) => a - b)).toEqual([...expectedIds].sort((a, b) => a - b));
      // Newest first, ties broken by id.
      const order = rows.map((r) => `${r.createdAt}|${String(r.roundId).padStart(10, '0')}`);
      expect(order).toEqual([...order].sort().reverse());
      for (const row of rows) {
        const original = played.find((p) => p.roundId === row.roundId)!;
        expect(row).toMatchObject({ machineId: original.machineId, kind: original.kind, bet: original.bet, win: original.win, profit: original.profit, gameName: original.gameName });
        expect(units(row.profit)).toBe(units(row.win) - units(row.bet));
        if (units(row.win) < units(row.bet)) expect(row.profit.startsWith('-')).toBe(true);
        else expect(row.profit.startsWith('-')).toBe(false);
      }
      const totals = await read(player, calls.recordGameCount.path, filter);
      const bet = rows.reduce((sum, r) => sum + units(r.bet), 0n);
      const win = rows.reduce((sum, r) => sum + units(r.win), 0n);
      expect(totals).toEqual({ count: expectedIds.length, bet: formatAmount(bet), win: formatAmount(win), profit: formatAmount(win - bet) });
    };

    const ids = (pick: (round: (typeof played)[number], index: number) => boolean) => played.filter(pick).map((r) => r.roundId);
    await checkFilter({}, ids(() => true));
    await checkFilter({ machineId: 'coral-reef' }, ids((r) => r.machineId === 'coral-reef'));
    await checkFilter({ from: '2026-03-02', to: '2026-03-02', tzOffsetMinutes: 540 }, ids((_, i) => i % 3 !== 0));
    await checkFilter({ from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: 0 }, ids((_, i) => i % 3 !== 2));
    await checkFilter({ to: '2026-03-01', tzOffsetMinutes: 540 }, ids((_, i) => i % 3 === 0));
    await checkFilter({ from: '2026-03-02', tzOffsetMinutes: -300, machineId: 'pachinko-sakura-ama' }, ids((r, i) => i % 3 === 2 && r.machineId === 'pachinko-sakura-ama'));
    await checkFilter({ from: '2026-03-03', tzOffsetMinutes: 540 }, []);
  });

  it('popularity: rounds of the last week put a machine first; older rounds do not count; latest is unaffected', async () => {
    const listOf = async (path: string) => {
      const res = await call(started.app, path, { pageSize: 10 });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as { machineId: string }[]).map((g) => g.machineId);
    };
    const latestBefore = await listOf(calls.gameLatest.path);
    const [{ n: playedSoFar }] = ((await db.execute(sql`SELECT count(*)::int AS n FROM game_rounds`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];

    // A flood of old rounds on Golden Lantern, moved eight days back, must not make it popular.
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '10000');
    const old = [];
    for (let i = 0; i <= playedSoFar + 2; i++) old.push((await play(player, 'golden-lantern')).roundId);
    await db.update(gameRounds).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(inArray(gameRounds.id, old));
    for (let i = 0; i <= playedSoFar; i++) await play(player, 'pachinko-fuji-rush');

    const popular = await listOf(calls.gamePopular.path);
    expect(popular[0]).toBe('pachinko-fuji-rush');
    expect(popular).toHaveLength(5);
    expect(popular.indexOf('golden-lantern')).toBeGreaterThan(0);
    expect(await listOf(calls.gameLatest.path)).toEqual(latestBefore);
  });

  it('each round books a game_bet and, only when it wins, a game_win under round:<id>; wallet = deposit − bets + wins', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '3000');
    const rounds = [];
    for (let i = 0; i < 30; i++) rounds.push(await play(player, ['lucky-sevens', 'coral-reef', 'pachinko-sakura-ama'][i % 3]!));
    expect(rounds.some((r) => units(r.win) > 0n)).toBe(true);
    expect(rounds.some((r) => units(r.win) === 0n)).toBe(true);

    const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, `player:${player.userId}:wallet`));
    for (const round of rounds) {
      const [bank] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, `game:${round.machineId}:${player.userId % 8}`));
      expect(bank?.kind).toBe('game_bank');
      const booked = await db
        .select({ kind: ledgerTransfers.kind, from: ledgerTransfers.fromAccountId, to: ledgerTransfers.toAccountId, amount: ledgerTransfers.amount })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, `round:${round.roundId}`));
      const expected = [{ kind: 'game_bet', from: wallet!.id, to: bank!.id, amount: units(round.bet) }];
      if (units(round.win) > 0n) expected.push({ kind: 'game_win', from: bank!.id, to: wallet!.id, amount: units(round.win) });
      expect(booked.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual(expected);
    }
    const bets = rounds.reduce((sum, r) => sum + units(r.bet), 0n);
    const wins = rounds.reduce((sum, r) => sum + units(r.win), 0n);
    expect(units(await balanceText(started.app, player.token))).toBe(units('3000') - bets + wins);
    expect(units(rounds.at(-1)!.balance)).toBe(units('3000') - bets + wins);
    const gameTransfers = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.kind, ['game_bet', 'game_win']), sql`${ledgerTransfers.reference} NOT LIKE 'round:%'`));
    expect(gameTransfers[0]!.n).toBe(0);
    await expectLedgerClean(db);
  });
});
