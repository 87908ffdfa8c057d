// "Fuji Rush": a light-middle machine — jackpots at 1/149, and the 8-round jackpot starts a
// 15-spin kakuhen at 1/30 (ST, "rush"); chains stop at 4 jackpots (limiter).
// Exact RTP 90.127 % (see exact-rtp.fns.ts; printed by `npm run rtp`), base return 70.6 %: small
// attacker rounds (60 balls) over a high base keep a lucky 4 hours well under the 150 % window.
// 10 000 simulated sessions per window: 100 % inside at 1 h, 4 h and 10 h (payout-windows.fns.ts).
import type { PachinkoTable } from '../pachinko.types.ts';

/** Balls each attacker round pays: the size of a jackpot, and so of a lucky session's spread. */
const ATTACKER_BALLS = 60;

export const fujiRush: PachinkoTable = {
  id: 'pachinko-fuji-rush',
  // Mount Fuji at dawn: a deep-blue board, snow-white rail, gold frame; wider-set nails and the
  // general pockets further out and higher.
  look: {
    colours: {
      boardTop: '#1e3a8a',
      boardBottom: '#0b1533',
      rail: '#e0f2fe',
      nails: '#f8fafc',
      displayFrame: '#fbbf24',
      displayBack: '#0a1028',
      figures: '#fde68a',
      startPocket: '#fbbf24',
      generalPocket: '#7dd3fc',
      attacker: '#f87171',
    },
    layout: { rowStep: 22, columnStep: 28, generalPocket: { x: 48, y: 258 } },
  },
  ballsPerRound: 250,
  // 0.2, 1, 2 and 4 coins a ball.
  betSteps: ['50', '250', '500', '1000'],
  chainLimit: 4,
  launch: { lost: 886, generalPocket: 52, startPocket: 62 },
  generalReturn: 10,
  startReturn: 3,
  normalOdds: 149,
  normalJackpots: [
    { id: '4R', weight: 60, rounds: 4, ballsPerRound: ATTACKER_BALLS, after: { kind: 'jitan', odds: 149, spins: 30 } },
    { id: '8R-kakuhen', weight: 40, rounds: 8, ballsPerRound: ATTACKER_BALLS, after: { kind: 'kakuhen', odds: 30, spins: 15 } },
  ],
  supportJackpots: [
    { id: '4R', weight: 50, rounds: 4, ballsPerRound: ATTACKER_BALLS, after: { kind: 'jitan', odds: 149, spins: 30 } },
    { id: '8R-kakuhen', weight: 50, rounds: 8, ballsPerRound: ATTACKER_BALLS, after: { kind: 'kakuhen', odds: 30, spins: 15 } },
  ],
};
