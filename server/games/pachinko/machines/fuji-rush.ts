// "Fuji Rush": a light-middle machine — jackpots at 1/199 and a 30-spin kakuhen at 1/40 (ST).
// Exact RTP ≈ 89.9 % (see exact-rtp.fns.ts; printed by `npm run rtp`), base return 56.6 %.
import type { PachinkoTable } from '../pachinko.types.ts';

export const fujiRush: PachinkoTable = {
  id: 'pachinko-fuji-rush',
  ballsPerRound: 250,
  // 0.2, 1, 2 and 4 coins a ball.
  betSteps: ['50', '250', '500', '1000'],
  chainLimit: 16,
  launch: { lost: 900, generalPocket: 38, startPocket: 62 },
  generalReturn: 10,
  startReturn: 3,
  normalOdds: 199,
  normalJackpots: [
    { id: '4R', weight: 60, rounds: 4, ballsPerRound: 130, after: { kind: 'jitan', odds: 199, spins: 30 } },
    { id: '8R-kakuhen', weight: 40, rounds: 8, ballsPerRound: 130, after: { kind: 'kakuhen', odds: 40, spins: 30 } },
  ],
  supportJackpots: [
    { id: '4R', weight: 50, rounds: 4, ballsPerRound: 130, after: { kind: 'jitan', odds: 199, spins: 30 } },
    { id: '8R-kakuhen', weight: 50, rounds: 8, ballsPerRound: 130, after: { kind: 'kakuhen', odds: 40, spins: 30 } },
  ],
};
