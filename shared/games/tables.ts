// The tables behind a machine id, for screens that draw a machine and its paytable (reel strips,
// paylines, pays; balls, pockets, jackpot kinds). Pure data look-ups: the engine is isomorphic, so
// islands import this as the server does.
import type { PachinkoTable } from './pachinko/pachinko.types.ts';
// The tables' own modules, not the machine lists: the screen needs no RTP maths in its bundle.
import { fujiRush } from './pachinko/machines/fuji-rush.ts';
import { sakuraAma } from './pachinko/machines/sakura-ama.ts';
import { coralReefTable } from './slots/machines/coral-reef.ts';
import { goldenLanternTable } from './slots/machines/golden-lantern.ts';
import { luckySevensTable } from './slots/machines/lucky-sevens.ts';
import type { SlotTable } from './slots/slot-table.ts';

export type { PachinkoLook, PachinkoOutcome, PachinkoTable } from './pachinko/pachinko.types.ts';
export type { SlotTable } from './slots/slot-table.ts';
export type { SlotOutcome } from './slots/slot-machine.ts';
export type { SpinResult } from './slots/reel-slot.ts';

const SLOT_TABLES: readonly SlotTable[] = [luckySevensTable, coralReefTable, goldenLanternTable];
const PACHINKO_TABLES: readonly PachinkoTable[] = [sakuraAma, fujiRush];

/** The reel-slot table of a machine, or `undefined` when the id is not a slot. */
export function slotTableOf(id: string): SlotTable | undefined {
  return SLOT_TABLES.find((table) => table.id === id);
}

/** The pachinko table of a machine, or `undefined` when the id is not a pachinko machine. */
export function pachinkoTableOf(id: string): PachinkoTable | undefined {
  return PACHINKO_TABLES.find((table) => table.id === id);
}
