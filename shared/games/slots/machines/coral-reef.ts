// Coral Reef: a 5×3 video slot, 20 paylines paid left to right, a wild that stands in for every line symbol, pearls that pay anywhere (3, 4, 5). Exact RTP 96.09 %.
import { slotMachine } from '../slot-machine.ts';
import type { SlotTable } from '../slot-table.ts';

export const coralReefTable: SlotTable = {
  id: 'coral-reef',
  betSteps: ['1', '2', '5', '10', '20', '50', '100'],
  symbols: ['wild', 'pearl', 'dolphin', 'turtle', 'fish', 'ace', 'king', 'queen', 'jack', 'ten'],
  strips: [
    'queen jack ten ten wild turtle fish ace king pearl dolphin queen jack ten wild turtle fish ace king',
    'fish ace king queen jack ten ten wild turtle fish ace king pearl dolphin queen jack ten wild turtle',
    'ten wild turtle fish ace king queen jack ten ten wild turtle fish ace king pearl dolphin queen jack',
    'dolphin queen jack ten wild turtle fish ace king queen jack ten ten wild turtle fish ace king pearl',
    'ace king pearl dolphin queen jack ten wild turtle fish ace king queen jack ten ten wild turtle fish',
  ].map((strip) => strip.split(' ')),
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
  ],
  linePays: [
    { symbols: ['wild'], count: 5, pays: 500 },
    { symbols: ['wild'], count: 4, pays: 100 },
    { symbols: ['wild'], count: 3, pays: 25 },
    { symbols: ['dolphin'], count: 5, pays: 250 },
    { symbols: ['dolphin'], count: 4, pays: 50 },
    { symbols: ['dolphin'], count: 3, pays: 15 },
    { symbols: ['turtle'], count: 5, pays: 200 },
    { symbols: ['turtle'], count: 4, pays: 40 },
    { symbols: ['turtle'], count: 3, pays: 12 },
    { symbols: ['fish'], count: 5, pays: 150 },
    { symbols: ['fish'], count: 4, pays: 30 },
    { symbols: ['fish'], count: 3, pays: 10 },
    { symbols: ['ace'], count: 5, pays: 100 },
    { symbols: ['ace'], count: 4, pays: 20 },
    { symbols: ['ace'], count: 3, pays: 5 },
    { symbols: ['king'], count: 5, pays: 75 },
    { symbols: ['king'], count: 4, pays: 15 },
    { symbols: ['king'], count: 3, pays: 5 },
    { symbols: ['queen'], count: 5, pays: 50 },
    { symbols: ['queen'], count: 4, pays: 10 },
    { symbols: ['queen'], count: 3, pays: 4 },
    { symbols: ['jack'], count: 5, pays: 40 },
    { symbols: ['jack'], count: 4, pays: 8 },
    { symbols: ['jack'], count: 3, pays: 3 },
    { symbols: ['ten'], count: 5, pays: 30 },
    { symbols: ['ten'], count: 4, pays: 6 },
    { symbols: ['ten'], count: 3, pays: 2 },
  ],
  wild: 'wild',
  scatter: { symbol: 'pearl', pays: { 3: 2, 4: 15, 5: 100 } },
};

// Pure: a bundle that only reads the table (the machine screen) leaves the compiled machine out.
export const coralReef = /* @__PURE__ */ slotMachine(coralReefTable);

