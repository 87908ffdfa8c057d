import { describe, expect, it } from 'vitest';
import { createTeamOrdersStore, orderFilterProblem, orderQueryFromSearch, orderRequestOf, searchOfOrderQuery, type TeamOrdersBody } from './teamOrders.ts';

function manualLoader() {
  const calls: { body: TeamOrdersBody; signal: AbortSignal; resolve: (value: unknown) => void }[] = [];
  const loader = (body: TeamOrdersBody, signal: AbortSignal) => new Promise<unknown>((resolve) => calls.push({ body, signal, resolve }));
  return { loader, calls };
}

describe('team deposits and withdrawals filter', () => {
  it('reads the address, dropping a status of the other kind and malformed values', () => {
    expect(orderQueryFromSearch('recharge', '?account=member1&status=paid&from=2026-03-01&to=2026-03-02&page=2')).toEqual({
      account: 'member1',
      status: 'paid',
      from: '2026-03-01',
      to: '2026-03-02',
      pageNum: 2,
    });
    expect(orderQueryFromSearch('withdraw', '?account=a%20b&status=paid&from=2026-13-01&page=x')).toEqual({
      account: '',
      status: '',
      from: '',
      to: '',
      pageNum: 1,
    });
    expect(orderQueryFromSearch('withdraw', '?status=review').status).toBe('review');
  });

  it('writes back only what is set', () => {
    expect(searchOfOrderQuery({ account: '', status: '', from: '', to: '', pageNum: 1 })).toBe('');
    expect(searchOfOrderQuery({ account: 'm1234', status: 'success', from: '', to: '2026-03-02', pageNum: 3 })).toBe(
      '?account=m1234&status=success&to=2026-03-02&page=3',
    );
  });

  it('finds what stops a filter', () => {
    expect(orderFilterProblem({ account: 'ab', status: '', from: '', to: '' })).toEqual({ field: 'account', problem: 'account' });
    expect(orderFilterProblem({ account: 'member-1', status: '', from: '', to: '' })).toEqual({ field: 'account', problem: 'account' });
    expect(orderFilterProblem({ account: '', status: '', from: '2026-03-02', to: '2026-03-01' })).toEqual({ field: 'to', problem: 'reversed' });
    expect(orderFilterProblem({ account: ' member1 ', status: '', from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
  });

  it('sends only the filters that are set, with the offset', () => {
    expect(orderRequestOf({ account: '', status: '', from: '', to: '', pageNum: 1 }, -300)).toEqual({ pageNum: 1, pageSize: 10, tzOffsetMinutes: -300 });
    expect(orderRequestOf({ account: 'member1', status: 'paid', from: '2026-03-01', to: '', pageNum: 2 }, 540, 20)).toEqual({
      pageNum: 2,
      pageSize: 20,
      account: 'member1',
      status: 'paid',
      from: '2026-03-01',
      tzOffsetMinutes: 540,
    });
  });
});

describe('team orders store', () => {
  it('applies a filter from page 1, pages within it, clears, and refuses a bad filter', async () => {
    const { loader, calls } = manualLoader();
    const store = createTeamOrdersStore(loader, { tzOffset: () => 540 });
    void store.open(orderQueryFromSearch('recharge', '?page=3'));
    expect(calls[0].body).toEqual({ pageNum: 3, pageSize: 10, tzOffsetMinutes: 540 });
    void store.apply({ account: ' member1 ', status: 'paid', from: '', to: '' });
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].body).toEqual({ pageNum: 1, pageSize: 10, account: 'member1', status: 'paid', tzOffsetMinutes: 540 });
    void store.goToPage(2);
    expect(calls[2].body).toMatchObject({ account: 'member1', status: 'paid', pageNum: 2 });
    await expect(store.apply({ account: 'x', status: '', from: '', to: '' })).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(3);
    void store.clear();
    expect(calls[3].body).toEqual({ pageNum: 1, pageSize: 10, tzOffsetMinutes: 540 });
    expect(store.$query.get()).toEqual({ account: '', status: '', from: '', to: '', pageNum: 1 });
    const page = { list: [], total: 0, pageNum: 1, pageSize: 10 };
    calls[3].resolve(page);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.list.$state.get()).toMatchObject({ status: 'ready', data: page });
  });
});
