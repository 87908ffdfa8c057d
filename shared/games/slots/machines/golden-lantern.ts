// Golden Lantern: a 5×3 slot, 10 paylines, dragon wilds; three lanterns (reels 2–4 only) give 10 free spins at ×2, retriggered by three more, at most 50 free spins a round. Exact RTP 95.59 %.
import { slotMachine } from '../slot-machine.ts';
import type { SlotTable } from '../slot-table.ts';

export const goldenLanternTable: SlotTable = {
  id: 'golden-lantern',
  betSteps: ['1', '2', '5', '10', '20', '50', '100'],
  symbols: ['dragon', 'lantern', 'koi', 'coin', 'fan', 'ace', 'king', 'queen', 'jack'],
  strips: [
    'jack jack queen king coin fan ace queen jack dragon koi king queen jack coin fan ace king queen',
    'fan ace king queen jack queen jack jack dragon coin fan ace king lantern koi queen queen jack dragon coin',
    'jack dragon coin fan ace king queen jack queen jack jack dragon coin fan ace king lantern koi queen queen',
    'koi queen queen jack dragon coin fan ace king queen jack queen jack jack dragon coin fan ace king lantern',
    'queen jack dragon koi king queen jack coin fan ace king queen jack jack queen king coin fan ace',
  ].map((strip) => strip.split(' ')),
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  ],
  linePays: [
    { symbols: ['dragon'], count: 5, pays: 1000 },
    { symbols: ['dragon'], count: 4, pays: 200 },
    { symbols: ['dragon'], count: 3, pays: 50 },
    { symbols: ['koi'], count: 5, pays: 500 },
    { symbols: ['koi'], count: 4, pays: 100 },
    { symbols: ['koi'], count: 3, pays: 25 },
    { symbols: ['coin'], count: 5, pays: 250 },
    { symbols: ['coin'], count: 4, pays: 50 },
    { symbols: ['coin'], count: 3, pays: 15 },
    { symbols: ['fan'], count: 5, pays: 200 },
    { symbols: ['fan'], count: 4, pays: 40 },
    { symbols: ['fan'], count: 3, pays: 10 },
    { symbols: ['ace'], count: 5, pays: 100 },
    { symbols: ['ace'], count: 4, pays: 25 },
    { symbols: ['ace'], count: 3, pays: 5 },
    { symbols: ['king'], count: 5, pays: 75 },
    { symbols: ['king'], count: 4, pays: 20 },
    { symbols: ['king'], count: 3, pays: 5 },
    { symbols: ['queen'], count: 5, pays: 50 },
    { symbols: ['queen'], count: 4, pays: 10 },
    { symbols: ['queen'], count: 3, pays: 2 },
    { symbols: ['jack'], count: 5, pays: 40 },
    { symbols: ['jack'], count: 4, pays: 8 },
    { symbols: ['jack'], count: 3, pays: 2 },
  ],
  wild: 'dragon',
  scatter: { symbol: 'lantern', pays: { 3: 5 } },
  freeSpins: { trigger: 3, spins: 10, multiplier: 2, maxSpins: 50 },
};

// Pure: a bundle that only reads the table (the machine screen) leaves the compiled machine out.
export const goldenLantern = /* @__PURE__ */ slotMachine(goldenLanternTable);

