// Rounds and machines for the machine screen's tests and stories. The rounds are real: played by
// the engine from fixed seeds, picking the first nonce whose outcome has the wanted shape.
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import type { MachineInfo, PlayedRound } from '../../../contracts/games.ts';
import { presentWin, type WinPresentation } from './winPresentation.ts';

const SEEDS = { serverSeed: '7c1f3a9e5b2d4c6a8e0f1b3d5c7a9e2f4b6d8c0a1e3f5b7d9c2a4e6f8b0d1c3a', clientSeed: 'machine-screen' };

const INFO: Record<string, Omit<MachineInfo, 'machineId' | 'kind' | 'betSteps'>> = {
  'lucky-sevens': { name: 'Lucky Sevens', description: 'A classic 3-reel slot.', rtp: '95.90', hitFrequency: '16.85', volatility: '5.62', maxWin: '100.0', thumbnail: '', tags: [], releasedAt: '2026-01-01T00:00:00.000Z' },
  'coral-reef': { name: 'Coral Reef', description: 'A 5×3 video slot with 20 paylines.', rtp: '96.09', hitFrequency: '31.20', volatility: '3.95', maxWin: '500.0', thumbnail: '', tags: [], releasedAt: '2026-01-01T00:00:00.000Z' },
  'golden-lantern': { name: 'Golden Lantern', description: '5×3 reels, 10 paylines, free spins.', rtp: '95.59', hitFrequency: '24.10', volatility: '8.40', maxWin: '2000.0', thumbnail: '', tags: [], releasedAt: '2026-01-01T00:00:00.000Z' },
  'pachinko-sakura-ama': { name: 'Sakura Ama-Digi', description: 'A light machine with jackpots at 1 in 99.', rtp: '90.15', hitFrequency: '35.40', volatility: '2.91', maxWin: '105.6', thumbnail: '', tags: [], releasedAt: '2026-01-01T00:00:00.000Z' },
  'pachinko-fuji-rush': { name: 'Fuji Rush', description: 'A light-middle machine with jackpots at 1 in 149.', rtp: '90.13', hitFrequency: '30.10', volatility: '3.40', maxWin: '12.8', thumbnail: '', tags: [], releasedAt: '2026-01-01T00:00:00.000Z' },
};

/** What gameMachines answers for one of the engine's machines (figures as in the engine's README). */
export function machineInfoOf(machineId: string): MachineInfo {
  const machine = machineById(machineId);
  const info = INFO[machineId];
  if (!machine || !info) throw new Error(`no such machine ${machineId}`);
  return { machineId, kind: machine.kind, betSteps: [...machine.betSteps], ...info };
}

/** A round as gamePlay answers it, played by the engine from the fixed seeds at `nonce`. */
export function playedRound(machineId: string, bet: string, nonce: number, balance = '1000.0000'): PlayedRound {
  const machine = machineById(machineId)!;
  const { win, outcome } = playRound(machine, { ...SEEDS, nonce }, toUnits(bet));
  return {
    roundId: 1000 + nonce,
    machineId,
    gameName: INFO[machineId]!.name,
    kind: machine.kind,
    bet: formatAmount(toUnits(bet)),
    win: formatAmount(win),
    profit: formatAmount(win - toUnits(bet)),
    outcome,
    fairness: { serverSeedHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', clientSeed: SEEDS.clientSeed, nonce, serverSeed: null },
    createdAt: '2026-03-01T00:00:00.000Z',
    balance,
  };
}

/** The first round from nonce `from` on whose win is presented as `presentation` and that passes `also`. */
export function findRound(
  machineId: string,
  bet: string,
  presentation: WinPresentation,
  also: (round: PlayedRound) => boolean = () => true,
  from = 0,
): PlayedRound {
  for (let nonce = from; nonce < from + 20_000; nonce += 1) {
    const round = playedRound(machineId, bet, nonce);
    if (presentWin(round.win, round.bet) === presentation && also(round)) return round;
  }
  throw new Error(`no ${presentation} round of ${machineId} found`);
}
