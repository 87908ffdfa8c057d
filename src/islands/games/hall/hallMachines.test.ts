import { describe, expect, it } from 'vitest';
import type { Game } from '../../../contracts/content.ts';
import { betRange, machinesOfGames, machinesOfTab, playHref } from './hallMachines.ts';
import { machineInfo } from './hallFixtures.ts';

const slot = machineInfo({ machineId: 'lucky-sevens', kind: 'slot' });
const reef = machineInfo({ machineId: 'coral-reef', kind: 'slot' });
const fuji = machineInfo({ machineId: 'pachinko-fuji-rush', kind: 'pachinko' });
const machines = [slot, fuji, reef];

const game = (machineId: string, id = 1): Game => ({
  id,
  machineId,
  name: machineId,
  kind: 'slot',
  thumbnail: `/games/${machineId}.svg`,
  tags: [],
  releasedAt: '2026-01-01T00:00:00.000Z',
});

describe('hall machines', () => {
  it('shows every machine under All and only its kind under Slots and Pachinko, in catalogue order', () => {
    expect(machinesOfTab(machines, 'all').map((m) => m.machineId)).toEqual(['lucky-sevens', 'pachinko-fuji-rush', 'coral-reef']);
    expect(machinesOfTab(machines, 'slot').map((m) => m.machineId)).toEqual(['lucky-sevens', 'coral-reef']);
    expect(machinesOfTab(machines, 'pachinko').map((m) => m.machineId)).toEqual(['pachinko-fuji-rush']);
  });

  it('keeps a games list’s order, drops games the catalogue does not know and repeats', () => {
    const list = [game('coral-reef', 1), game('retired-machine', 2), game('lucky-sevens', 3), game('coral-reef', 4)];
    expect(machinesOfGames(list, machines).map((m) => m.machineId)).toEqual(['coral-reef', 'lucky-sevens']);
    expect(machinesOfGames([], machines)).toEqual([]);
  });

  it('gives the smallest and largest bet step', () => {
    expect(betRange({ betSteps: ['1.0000', '5.0000', '100.0000'] })).toEqual({ min: '1.0000', max: '100.0000' });
    expect(betRange({ betSteps: ['2.0000'] })).toEqual({ min: '2.0000', max: '2.0000' });
    expect(betRange({ betSteps: [] })).toBeUndefined();
  });

  it('opens the springboard in the page’s language', () => {
    expect(playHref('coral-reef', 'ja-JP')).toBe('/amigo-springboard?machine=coral-reef');
    expect(playHref('coral-reef', 'en-US')).toBe('/en-US/amigo-springboard?machine=coral-reef');
  });
});
