// Every machine in the hall, slots and pachinko-style alike. `npm run rtp`, the engine tests and
// (next) the play API read this list; a machine not listed here does not exist. Each id has its
// name and description in locales/<lang>/games.json (machines.<id>).
import type { Machine } from './core/machine.ts';
import { pachinkoMachines } from './pachinko/machines/index.ts';
import { slotMachines } from './slots/machines/index.ts';

export const machines: readonly Machine[] = [...slotMachines, ...pachinkoMachines];

export function machineById(id: string): Machine | undefined {
  return machines.find((machine) => machine.id === id);
}
