import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemote } from './remote.ts';
import { ACTIVE_POLL_MS, pollRemote, type PageVisibility } from './polling.ts';

type Withdrawal = { orderSn: string; status: 'review' | 'withdrawing' | 'success' | 'failed' };

/** A server whose withdrawal an operator moves on; each read answers what it holds now. */
function fakeServer() {
  const server = { status: 'review' as Withdrawal['status'], down: false, reads: 0 };
  const loader = async (_: null): Promise<Withdrawal[]> => {
    server.reads += 1;
    if (server.down) throw new Error('unreachable');
    return [{ orderSn: 'W1', status: server.status }];
  };
  return { server, loader };
}

/** A page the test hides and shows. */
function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    hidden: () => hidden,
    onShown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    page,
    hide: () => (hidden = true),
    show() {
      hidden = false;
      for (const listener of listeners) listener();
    },
  };
}

const unsettled = (list: Withdrawal[]) => (list.some((w) => w.status === 'review' || w.status === 'withdrawing') ? ACTIVE_POLL_MS : null);

describe('pollRemote', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a status the server changed within one interval, without a reload, and stops once it is final', async () => {
    const { server, loader } = fakeServer();
    const remote = createRemote(loader);
    const stop = pollRemote(remote, { delayAfter: unsettled, visibility: fakePage().page });
    await remote.load(null);
    expect(remote.$state.get().data).toEqual([{ orderSn: 'W1', status: 'review' }]);

    // The operator approves; nothing is read before the interval is up.
    server.status = 'withdrawing';
    await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS - 1);
    expect(remote.$state.get().data?.[0]?.status).toBe('review');
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.$state.get().data?.[0]?.status).toBe('withdrawing');

    server.status = 'success';
    await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS);
    expect(remote.$state.get().data?.[0]?.status).toBe('success');
    const reads = server.reads;
    await vi.advanceTimersByTimeAsync(10 * ACTIVE_POLL_MS);
    expect(server.reads).toBe(reads);
    stop();
  });

  it('reads nothing while the page is hidden and catches up as soon as it is shown', async () => {
    const { server, loader } = fakeServer();
    const remote = createRemote(loader);
    const page = fakePage();
    const stop = pollRemote(remote, { delayAfter: unsettled, visibility: page.page });
    await remote.load(null);
    page.hide();
    server.status = 'failed';
    await vi.advanceTimersByTimeAsync(20 * ACTIVE_POLL_MS);
    expect(server.reads).toBe(1);
    expect(remote.$state.get().data?.[0]?.status).toBe('review');
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.reads).toBe(2);
    expect(remote.$state.get().data?.[0]?.status).toBe('failed');
    stop();
  });

  it('waits longer after each failure in a row, and keeps the last answer meanwhile', async () => {
    const { server, loader } = fakeServer();
    const remote = createRemote(loader);
    const stop = pollRemote(remote, { delayAfter: unsettled, errorDelayMs: 1000, maxErrorDelayMs: 4000, visibility: fakePage().page });
    await remote.load(null);
    server.down = true;
    await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS);
    expect(server.reads).toBe(2);
    expect(remote.$state.get()).toMatchObject({ status: 'failed', data: [{ orderSn: 'W1', status: 'review' }] });
    // Then 1 s, 2 s, 4 s, 4 s between reads.
    const readAt: number[] = [];
    for (const wait of [1000, 2000, 4000, 4000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      readAt.push(server.reads);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(readAt).toEqual([2, 3, 4, 5]);
    expect(server.reads).toBe(6);
    // Back up: the normal interval again.
    server.down = false;
    server.status = 'success';
    await vi.advanceTimersByTimeAsync(4000);
    expect(remote.$state.get()).toMatchObject({ status: 'ready', data: [{ orderSn: 'W1', status: 'success' }] });
    stop();
  });

  it('stops reading when stopped', async () => {
    const { server, loader } = fakeServer();
    const remote = createRemote(loader);
    const stop = pollRemote(remote, { delayAfter: unsettled, visibility: fakePage().page });
    await remote.load(null);
    stop();
    await vi.advanceTimersByTimeAsync(10 * ACTIVE_POLL_MS);
    expect(server.reads).toBe(1);
  });
});
