import { describe, expect, it } from 'vitest';
import { countRequestOf, gameQueryFromSearch, gameRecordRequestOf, searchFromGameQuery } from './gameRecordFilter.ts';

describe('game records filter in the address', () => {
  it('reads a full query and writes it back the same', () => {
    const query = gameQueryFromSearch('?machine=coral-reef&from=2026-02-01&to=2026-02-28&page=4');
    expect(query).toEqual({ machineId: 'coral-reef', from: '2026-02-01', to: '2026-02-28', pageNum: 4 });
    expect(searchFromGameQuery(query)).toBe('?machine=coral-reef&from=2026-02-01&to=2026-02-28&page=4');
  });

  it('drops what is malformed instead of failing', () => {
    expect(gameQueryFromSearch('?machine=Coral%20Reef!&from=2026-02-30&to=soon&page=0')).toEqual({
      machineId: '',
      from: '',
      to: '',
      pageNum: 1,
    });
  });

  it('leaves defaults out of the address', () => {
    expect(searchFromGameQuery({ machineId: '', from: '', to: '', pageNum: 1 })).toBe('');
  });
});

describe('game records requests', () => {
  it('sends the same filter to the list and the totals, only the parts that are set', () => {
    const query = { machineId: 'lucky-sevens', from: '', to: '2026-01-31', pageNum: 2 };
    expect(gameRecordRequestOf(query, 540)).toEqual({ pageNum: 2, pageSize: 10, machineId: 'lucky-sevens', to: '2026-01-31', tzOffsetMinutes: 540 });
    expect(countRequestOf(query, 540)).toEqual({ machineId: 'lucky-sevens', to: '2026-01-31', tzOffsetMinutes: 540 });
    expect(countRequestOf({ machineId: '', from: '', to: '' }, -300)).toEqual({ tzOffsetMinutes: -300 });
  });
});
