import { describe, expect, it } from 'vitest';
import { createRemote } from './remote.ts';

/** A loader whose answers the test releases by hand, in any order. */
function manualLoader<T>() {
  const calls: { args: number; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const loader = (args: number, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ args, signal, resolve, reject }));
  return { loader, calls };
}

describe('remote store', () => {
  it('goes idle → loading → ready with the answer', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    expect(remote.$state.get().status).toBe('idle');
    const done = remote.load(1);
    expect(remote.$state.get()).toEqual({ status: 'loading', data: undefined, error: undefined });
    calls[0].resolve('page 1');
    await done;
    expect(remote.$state.get()).toEqual({ status: 'ready', data: 'page 1', error: undefined });
  });

  it('keeps the error and the previous data when a load fails', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    const first = remote.load(1);
    calls[0].resolve('page 1');
    await first;
    const second = remote.load(2);
    expect(remote.$state.get()).toMatchObject({ status: 'loading', data: 'page 1' });
    const failure = new Error('down');
    calls[1].reject(failure);
    await second;
    expect(remote.$state.get()).toEqual({ status: 'failed', data: 'page 1', error: failure });
  });

  it('cancels a superseded load and ignores its late answer', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    const first = remote.load(1);
    const second = remote.load(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    calls[1].resolve('page 2');
    await second;
    calls[0].resolve('page 1');
    await first;
    expect(remote.$state.get().data).toBe('page 2');
  });

  it('reloads with the last arguments', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    await remote.reload();
    expect(calls).toHaveLength(0);
    void remote.load(7);
    void remote.reload();
    expect(calls.map((c) => c.args)).toEqual([7, 7]);
  });

  it('cancel leaves a finished load alone', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    const done = remote.load(1);
    calls[0].resolve('page 1');
    await done;
    remote.cancel();
    expect(calls[0].signal.aborted).toBe(false);
    expect(remote.$state.get()).toMatchObject({ status: 'ready', data: 'page 1' });
  });

  it('cancel stops the running load without a failure', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    const running = remote.load(1);
    remote.cancel();
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].reject(new DOMException('aborted', 'AbortError'));
    await running;
    expect(remote.$state.get().status).toBe('idle');
  });

  it('refreshes in the background: the answer shown stays and is not marked as loading', async () => {
    const { loader, calls } = manualLoader<string>();
    const remote = createRemote(loader);
    const first = remote.load(1);
    calls[0].resolve('page 1');
    await first;
    const again = remote.refresh();
    expect(remote.$state.get()).toEqual({ status: 'refreshing', data: 'page 1', error: undefined });
    expect(calls[1].args).toBe(1);
    calls[1].resolve('page 1, newer');
    await again;
    expect(remote.$state.get()).toEqual({ status: 'ready', data: 'page 1, newer', error: undefined });
  });
});
