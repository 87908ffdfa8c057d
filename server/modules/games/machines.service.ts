// The hall's machines: a catalogue row (name, art, release date) joined to the engine's machine of
// the same id. A machine is playable when both exist and it has been released.
import { asc, eq, lte } from '../../db/orm.ts';
import type { MachineInfo } from '../../../src/contracts/games.ts';
import type { Locale } from '../../../shared/locales.ts';
import { games } from '../../db/schema.ts';
import type { Machine } from '../../../shared/games/core/machine.ts';
import { machineById } from '../../../shared/games/machines.ts';
import { AppError } from '../../errors.ts';
import { pickList, pickText } from '../content/content.fns.ts';
import type { GamesDeps } from './games.deps.ts';
import { figuresOf } from './machine-figures.fns.ts';

type GameRow = typeof games.$inferSelect;

function toMachineInfo(deps: GamesDeps, row: GameRow, machine: Machine, locale: Locale): MachineInfo {
  return {
    machineId: row.machineId,
    kind: row.kind,
    name: pickText(row.name, locale),
    description: deps.t(locale, 'games', `machines.${row.machineId}.description`),
    thumbnail: row.thumbnail,
    tags: pickList(row.tags, locale),
    releasedAt: row.releasedAt.toISOString(),
    betSteps: [...machine.betSteps],
    ...figuresOf(machine),
  };
}

export async function listMachines(deps: GamesDeps, locale: Locale): Promise<MachineInfo[]> {
  const rows = await deps.db.select().from(games).where(lte(games.releasedAt, deps.now())).orderBy(asc(games.id));
  return rows.flatMap((row) => {
    const machine = machineById(row.machineId);
    return machine ? [toMachineInfo(deps, row, machine, locale)] : [];
  });
}

export interface PlayableMachine {
  machine: Machine;
  row: GameRow;
}

/** The released machine with this id, or 404 GAME_NOT_FOUND. */
export async function playableMachine(deps: GamesDeps, machineId: string): Promise<PlayableMachine> {
  const machine = machineById(machineId);
  const [row] = machine ? await deps.db.select().from(games).where(eq(games.machineId, machineId)) : [];
  if (!machine || !row || row.releasedAt > deps.now()) throw new AppError(404, 'GAME_NOT_FOUND');
  return { machine, row };
}

/** Computes every machine's figures now, so the first visitor of the hall does not wait for them. */
export function warmMachineFigures(machines: readonly Machine[]): void {
  for (const machine of machines) figuresOf(machine);
}
