import type { Game } from '../../../contracts/content.ts';
import type { MachineInfo } from '../../../contracts/games.ts';

// Machines and games as the API answers them, for the hall's tests and stories.

export function machineInfo(changes: Partial<MachineInfo> = {}): MachineInfo {
  const machineId = changes.machineId ?? 'lucky-sevens';
  return {
    machineId,
    kind: 'slot',
    name: 'Lucky Sevens',
    description: 'A classic 3-reel slot with one payline.',
    thumbnail: `/games/${machineId}.svg`,
    tags: ['Classic'],
    releasedAt: '2026-01-01T00:00:00.000Z',
    betSteps: ['1', '2', '5', '10', '20', '50', '100'],
    rtp: '95.90',
    hitFrequency: '13.20',
    volatility: '6.10',
    maxWin: '1000.0',
    ...changes,
  };
}

/** The five machines of the engine, with their real names and kinds. */
export const HALL_MACHINES: MachineInfo[] = [
  machineInfo({ machineId: 'lucky-sevens', name: 'Lucky Sevens', tags: ['Classic'] }),
  machineInfo({ machineId: 'coral-reef', name: 'Coral Reef', rtp: '96.09', tags: ['20 lines'], description: 'A 5×3 video slot with 20 paylines.' }),
  machineInfo({ machineId: 'golden-lantern', name: 'Golden Lantern', rtp: '95.59', tags: ['Free spins'], description: '5×3 reels, 10 paylines.' }),
  machineInfo({
    machineId: 'pachinko-sakura-ama',
    kind: 'pachinko',
    name: 'Sakura Ama-Digi',
    rtp: '97.02',
    tags: ['Light'],
    betSteps: ['50', '250', '500', '1000'],
    description: 'A light machine with jackpots at 1 in 99.',
  }),
  machineInfo({
    machineId: 'pachinko-fuji-rush',
    kind: 'pachinko',
    name: 'Fuji Rush',
    rtp: '96.51',
    tags: ['ST rush'],
    betSteps: ['50', '250', '500', '1000'],
    description: 'A light-middle machine with jackpots at 1 in 149.',
  }),
];

/** A games-list item (popular, latest) for one of the machines. */
export function gameOf(machine: MachineInfo, id: number): Game {
  return {
    id,
    machineId: machine.machineId,
    name: machine.name,
    kind: machine.kind,
    thumbnail: machine.thumbnail,
    tags: machine.tags,
    releasedAt: machine.releasedAt,
  };
}
