import { describe, expect, it } from 'vitest';
import { machines } from './machines.ts';
import { pachinkoTableOf, slotTableOf } from './tables.ts';

describe('tables', () => {
  it.each(machines.map((machine) => [machine.id, machine] as const))('%s has the table of its kind, with the same bet steps', (id, machine) => {
    const table = machine.kind === 'slot' ? slotTableOf(id) : pachinkoTableOf(id);
    expect(table?.id).toBe(id);
    expect(table?.betSteps).toEqual(machine.betSteps);
    // Only its own kind: a slot id is no pachinko table and the other way round.
    expect(machine.kind === 'slot' ? pachinkoTableOf(id) : slotTableOf(id)).toBeUndefined();
  });

  it('knows no table for an unknown id', () => {
    expect(slotTableOf('no-such-machine')).toBeUndefined();
    expect(pachinkoTableOf('no-such-machine')).toBeUndefined();
  });
});
