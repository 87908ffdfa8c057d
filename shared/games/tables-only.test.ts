import { describe, expect, it, vi } from 'vitest';

// The machine screen imports the tables; the fairness page imports the Machines. The bundler puts
// modules both need in one shared chunk, so a table module that also built its Machine would make
// the machine screen compile every slot (Coral Reef's pay table has 10^5 entries) as it loads.
const built = vi.hoisted(() => ({ slot: vi.fn(), pachinko: vi.fn() }));
vi.mock('./slots/slot-machine.ts', () => ({ slotMachine: built.slot }));
vi.mock('./pachinko/pachinko-machine.ts', () => ({ pachinkoMachine: built.pachinko }));

describe('loading the tables', () => {
  it('builds no Machine: the table modules hold data only', async () => {
    const { slotTableOf, pachinkoTableOf } = await import('./tables.ts');
    expect(slotTableOf('lucky-sevens')?.id).toBe('lucky-sevens');
    expect(pachinkoTableOf('pachinko-sakura-ama')?.id).toBe('pachinko-sakura-ama');
    expect(built.slot).not.toHaveBeenCalled();
    expect(built.pachinko).not.toHaveBeenCalled();
  });

  it('builds each Machine once the machine list is read', async () => {
    await import('./machines.ts');
    expect(built.slot).toHaveBeenCalledTimes(3);
    expect(built.pachinko).toHaveBeenCalledTimes(2);
  });
});
