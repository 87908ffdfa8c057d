import { describe, expect, it } from 'vitest';
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { commitmentOf } from '../../../../shared/games/core/seeds.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import { betStepOf, checksOf, sameJson, verifyRound, type VerifyInput } from './verifyRound.ts';

const SEED = 'a1'.repeat(32);
const OTHER_SEED = 'b2'.repeat(32);

function input(changes: Partial<VerifyInput> = {}): VerifyInput {
  return { machineId: 'coral-reef', bet: '10', serverSeed: SEED, clientSeed: 'my-seed', nonce: '7', serverSeedHash: '', ...changes };
}

describe('verifyRound', () => {
  it('recomputes the round the engine plays from the same seeds, for a slot and a pachinko machine', () => {
    for (const [machineId, bet] of [['coral-reef', '10'], ['pachinko-fuji-rush', '250']] as const) {
      const played = playRound(machineById(machineId)!, { serverSeed: SEED, clientSeed: 'my-seed', nonce: 7 }, toUnits(bet));
      const answer = verifyRound(input({ machineId, bet }));
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.verification.win).toBe(formatAmount(played.win));
      expect(answer.verification.outcome).toEqual(played.outcome);
      expect(answer.verification.commitmentMatches).toBeNull();
    }
  });

  it('checks the server seed against the committed hash', () => {
    const good = verifyRound(input({ serverSeedHash: commitmentOf(SEED).toUpperCase() }));
    expect(good.ok && good.verification.commitmentMatches).toBe(true);
    const bad = verifyRound(input({ serverSeed: OTHER_SEED, serverSeedHash: commitmentOf(SEED) }));
    expect(bad.ok && bad.verification.commitmentMatches).toBe(false);
  });

  it('takes a recorded bet with trailing zeros as its step', () => {
    expect(betStepOf('lucky-sevens', '10.0000')).toBe('10');
    expect(betStepOf('lucky-sevens', '3')).toBeUndefined();
    expect(betStepOf('no-such-machine', '10')).toBeUndefined();
  });

  it('names every field it cannot use', () => {
    expect(verifyRound(input({ machineId: 'nope' }))).toEqual({ ok: false, problems: { machineId: true } });
    expect(verifyRound(input({ bet: '3', serverSeed: 'xyz', clientSeed: 'has space', nonce: '-1', serverSeedHash: '12' }))).toEqual({
      ok: false,
      problems: { bet: true, serverSeed: true, clientSeed: true, nonce: true, serverSeedHash: true },
    });
  });
});

describe('checks against the recorded round', () => {
  const answer = verifyRound(input({ serverSeedHash: commitmentOf(SEED) }));
  if (!answer.ok) throw new Error('expected a verification');
  const { verification } = answer;

  it('matches when the recorded win and story are the recomputed ones, keys in any order', () => {
    const reordered = JSON.parse(JSON.stringify(verification.outcome, Object.keys(verification.outcome as object).reverse()));
    const recorded = { win: verification.win.replace(/0+$/, '').replace(/\.$/, ''), outcome: { ...(verification.outcome as object) } };
    expect(checksOf(verification, recorded)).toEqual({ commitment: true, win: true, outcome: true, matches: true });
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson(reordered, reordered)).toBe(true);
  });

  it('does not match when the recorded win or story differs', () => {
    const more = formatAmount(toUnits(verification.win, { allowZero: true }) + 1n);
    expect(checksOf(verification, { win: more, outcome: verification.outcome })).toMatchObject({ win: false, outcome: true, matches: false });
    expect(checksOf(verification, { win: verification.win, outcome: { credits: -1 } })).toMatchObject({ win: true, outcome: false, matches: false });
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('has nothing to say when there is nothing to compare with', () => {
    const plain = verifyRound(input());
    expect(plain.ok && checksOf(plain.verification).matches).toBeNull();
  });
});
