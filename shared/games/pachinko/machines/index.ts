// The pachinko-style machines of the hall, as tables and as hall Machines.
import { pachinkoMachine } from '../pachinko-machine.ts';
import type { PachinkoTable } from '../pachinko.types.ts';
import { fujiRush } from './fuji-rush.ts';
import { sakuraAma } from './sakura-ama.ts';

export const PACHINKO_TABLES: readonly PachinkoTable[] = [sakuraAma, fujiRush];
export const pachinkoMachines = PACHINKO_TABLES.map(pachinkoMachine);
export { fujiRush, sakuraAma };
