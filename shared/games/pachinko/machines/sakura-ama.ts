// "Sakura Ama": a light (amadeji-style) machine — frequent small jackpots at 1/99.
// The 6-round jackpot starts a 10-spin kakuhen at 1/20; the 3-round one a 10-spin jitan.
// Exact RTP 90.155 % (see exact-rtp.fns.ts; printed by `npm run rtp`), base return 67 %: small
// attacker rounds (70 balls) over a high base keep a lucky 4 hours well under the 150 % window.
// 10 000 simulated sessions per window: 100 % inside at 1 h, 4 h and 10 h (payout-windows.fns.ts).
import type { PachinkoTable } from '../pachinko.types.ts';

/** Balls each attacker round pays: the size of a jackpot, and so of a lucky session's spread. */
const ATTACKER_BALLS = 70;

export const sakuraAma: PachinkoTable = {
  id: 'pachinko-sakura-ama',
  // Cherry blossom: a plum board, pink rail and frame; the classic dense nail field.
  look: {
    colours: {
      boardTop: '#5c1f48',
      boardBottom: '#1f0b1c',
      rail: '#f9c5dc',
      nails: '#fde7f0',
      displayFrame: '#ff8fc0',
      displayBack: '#2a0d22',
      figures: '#ffd6e8',
      startPocket: '#ffd978',
      generalPocket: '#a7f3d0',
      attacker: '#ff6b9d',
    },
    layout: { rowStep: 20, columnStep: 24, generalPocket: { x: 62, y: 272 } },
  },
  ballsPerRound: 250,
  // 0.2, 1, 2 and 4 coins a ball.
  betSteps: ['50', '250', '500', '1000'],
  chainLimit: 16,
  launch: { lost: 884, generalPocket: 46, startPocket: 70 },
  generalReturn: 10,
  startReturn: 3,
  normalOdds: 99,
  normalJackpots: [
    { id: '3R', weight: 75, rounds: 3, ballsPerRound: ATTACKER_BALLS, after: { kind: 'jitan', odds: 99, spins: 10 } },
    { id: '6R-kakuhen', weight: 25, rounds: 6, ballsPerRound: ATTACKER_BALLS, after: { kind: 'kakuhen', odds: 20, spins: 10 } },
  ],
  supportJackpots: [
    { id: '3R', weight: 60, rounds: 3, ballsPerRound: ATTACKER_BALLS, after: { kind: 'jitan', odds: 99, spins: 10 } },
    { id: '6R-kakuhen', weight: 40, rounds: 6, ballsPerRound: ATTACKER_BALLS, after: { kind: 'kakuhen', odds: 20, spins: 10 } },
  ],
};
