// Lucky Sevens: a 3-reel classic with one payline — sevens, bars (any three bars pay) and cherries that pay from one upward. Exact RTP 95.90 %.
import type { SlotTable } from '../slot-table.ts';

export const luckySevensTable: SlotTable = {
  id: 'lucky-sevens',
  betSteps: ['1', '2', '5', '10', '20', '50', '100'],
  symbols: ['seven', 'bar3', 'bar2', 'bar', 'cherry', 'blank'],
  strips: [
    'blank blank bar bar2 cherry bar3 blank bar blank blank seven bar2 cherry bar blank bar3 bar2 cherry bar blank',
    'blank blank blank bar bar2 cherry bar3 blank bar blank blank seven bar2 cherry bar blank bar3 bar2 cherry bar',
    'bar blank blank blank bar bar2 cherry bar3 blank bar blank blank seven bar2 cherry bar blank bar3 bar2 cherry',
  ].map((strip) => strip.split(' ')),
  rows: 3,
  paylines: [
    [1, 1, 1],
  ],
  linePays: [
    { symbols: ['seven'], count: 3, pays: 100 },
    { symbols: ['bar3'], count: 3, pays: 40 },
    { symbols: ['bar2'], count: 3, pays: 20 },
    { symbols: ['bar'], count: 3, pays: 10 },
    { symbols: ['bar', 'bar2', 'bar3'], count: 3, pays: 5 },
    { symbols: ['cherry'], count: 3, pays: 10 },
    { symbols: ['cherry'], count: 2, pays: 4 },
    { symbols: ['cherry'], count: 1, pays: 2 },
  ],
};

