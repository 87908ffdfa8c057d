import { describe, expect, it } from 'vitest';
import { parsePeriodArg, parseRateArgs, UsageError } from './args.fns.ts';
import { basisPointsPercent, rebateRateTable, rebateSettlementLine } from './format.fns.ts';

describe('rebate commands: arguments', () => {
  it('read level=basis points pairs in the order given', () => {
    expect(parseRateArgs(['1=50', '3=10', '2=20'])).toEqual([
      { level: 1, rateBasisPoints: 50 },
      { level: 3, rateBasisPoints: 10 },
      { level: 2, rateBasisPoints: 20 },
    ]);
  });

  it('refuse no pairs and anything that is not level=basis points', () => {
    expect(() => parseRateArgs([])).toThrow(UsageError);
    for (const arg of ['1:50', '1=', '=50', '1=0.5', '1=-5', 'one=50', '1=50%']) expect(() => parseRateArgs([arg]), arg).toThrow(UsageError);
  });

  it('take one YYYY-MM-DD day to settle', () => {
    expect(parsePeriodArg(['2026-03-09'])).toBe('2026-03-09');
    for (const args of [[], ['2026-3-9'], ['yesterday'], ['2026-03-09', '2026-03-10']]) expect(() => parsePeriodArg(args)).toThrow(UsageError);
  });
});

describe('rebate commands: output', () => {
  it('shows basis points as a percentage without rounding', () => {
    expect([0, 5, 50, 125, 10_000].map(basisPointsPercent)).toEqual(['0.00 %', '0.05 %', '0.50 %', '1.25 %', '100.00 %']);
  });

  it('tables the rates and says what an empty list means', () => {
    expect(rebateRateTable([{ level: 1, rateBasisPoints: 50 }, { level: 2, rateBasisPoints: 20 }]).split('\n')).toEqual([
      'LEVEL  BASIS POINTS  OF BETS',
      '-----  ------------  -------',
      '1      50            0.50 %',
      '2      20            0.20 %',
      'levels not listed earn nothing; level 1 = direct members',
    ]);
    expect(rebateRateTable([])).toBe('no rebate rates: no level earns a rebate');
  });

  it('summarises a settlement run, and a rerun as changing nothing', () => {
    expect(rebateSettlementLine({ period: '2026-03-09', agentsPaid: 3, total: '15.0726', settledNow: 4 })).toBe(
      'rebates for 2026-03-09: 3 agents paid 15.0726 coins in all (4 agents settled by this run)',
    );
    expect(rebateSettlementLine({ period: '2026-03-09', agentsPaid: 1, total: '0.2500', settledNow: 0 })).toBe(
      'rebates for 2026-03-09: 1 agent paid 0.2500 coins in all (already settled, nothing changed)',
    );
  });
});
