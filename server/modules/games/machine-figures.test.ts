import { describe, expect, it, vi } from 'vitest';
import type { Machine } from '../../../shared/games/core/machine.ts';
import { machineById, machines } from '../../../shared/games/machines.ts';
import { computeFigures, figuresOf, storedFiguresOf } from './machine-figures.fns.ts';
import stored from './machine-figures.json' with { type: 'json' };

describe('machine-figures.json', () => {
  // Enumerates every reel stop of every slot: ≈ 3 s of CPU alone, far more beside a whole run.
  it('holds every machine, with the figures its tables give today (else: npm run machines:figures)', { timeout: 60_000 }, () => {
    expect(Object.keys(stored).sort()).toEqual(machines.map((machine) => machine.id).sort());
    for (const machine of machines) {
      expect(stored[machine.id as keyof typeof stored], machine.id).toEqual(storedFiguresOf(machine));
    }
  });
});

describe('figuresOf', () => {
  const fujiRush = machineById('pachinko-fuji-rush')!;
  /** The machine with its maths watched (and other tables when given). */
  const watched = (tables: unknown = fujiRush.tables) => {
    const exactRtp = vi.fn(() => fujiRush.exactRtp());
    const machine: Machine = { ...fujiRush, tables, exactRtp, maxWin: fujiRush.maxWin };
    return { machine, exactRtp };
  };

  it('answers the stored figures without computing them while the tables match', () => {
    const { machine, exactRtp } = watched();
    expect(figuresOf(machine)).toEqual(computeFigures(fujiRush));
    expect(exactRtp).not.toHaveBeenCalled();
  });

  it('computes the figures of tables that differ from the stored ones, once', () => {
    const { machine, exactRtp } = watched({ ...(fujiRush.tables as object), chainLimit: 1 });
    const figures = figuresOf(machine);
    expect(figuresOf(machine)).toBe(figures);
    expect(exactRtp).toHaveBeenCalledTimes(1);
  });
});
