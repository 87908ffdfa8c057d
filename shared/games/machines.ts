// Every machine in the hall, slots and pachinko-style alike. `npm run rtp`, the engine tests and
// (next) the play API read this list; a machine not listed here does not exist. Each id has its
// name and description in locales/<lang>/games.json (machines.<id>).
import type { Machine } from './core/machine.ts';
import { pachinkoMachines } from './pachinko/machines/index.ts';
import { coralReef } from './slots/machines/coral-reef.ts';
import { goldenLantern } from './slots/machines/golden-lantern.ts';
import { luckySevens } from './slots/machines/lucky-sevens.ts';

export const machines: readonly Machine[] = [luckySevens, coralReef, goldenLantern, ...pachinkoMachines];

export function machineById(id: string): Machine | undefined {
  return machines.find((machine) => machine.id === id);
}
