// The reel slots of the hall, as tables and as hall Machines. The Machines live here, not beside
// their tables: a page that shares a chunk with the machine screen (which reads tables only) would
// otherwise compile every slot (a 10^5-entry pay table for Coral Reef) when that chunk loads.
import { slotMachine } from '../slot-machine.ts';
import type { SlotTable } from '../slot-table.ts';
import { coralReefTable } from './coral-reef.ts';
import { goldenLanternTable } from './golden-lantern.ts';
import { luckySevensTable } from './lucky-sevens.ts';

export const SLOT_TABLES: readonly SlotTable[] = [luckySevensTable, coralReefTable, goldenLanternTable];
export const slotMachines = SLOT_TABLES.map(slotMachine);
