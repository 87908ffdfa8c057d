import { describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import type { ProtectionState } from '../contracts/protection.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $toasts } from './toasts.ts';
import { browserTimeZone, cancelPendingLimit, limitOf, loadProtection, protection, removeLimit, setLimit, setRealityCheckInterval, takeBreak } from './protection.ts';
import { protectionStateWith as stateWith } from '../test-support/protectionState.ts';

const server = setUpStoreTests('t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });


/** A fake user/protection server: each change call answers the new state, and get answers it too. */
function serve(initial: ProtectionState) {
  let state = initial;
  server().on('/v2/user/protection/get', (_, res) => sendJson(res, 200, ok(state)));
  return {
    change(path: string, next: ProtectionState) {
      server().on(path, (_, res) => {
        state = next;
        sendJson(res, 200, ok(state));
      });
    },
  };
}

const bodyOf = (path: string) => server().seen.find((r) => r.path === path)?.body;

describe('protection store', () => {
  it('loads the state and answers every limit by kind', async () => {
    serve(stateWith({ lossDay: { value: '500.0000', used: '120.0000', resetsAt: '2026-03-10T15:00:00.000Z' } }));
    await loadProtection();
    const data = protection.$state.get().data!;
    expect(protection.$state.get().status).toBe('ready');
    expect(limitOf(data, 'lossDay')).toMatchObject({ value: '500.0000', used: '120.0000' });
    expect(limitOf(data, 'depositWeek')).toMatchObject({ value: null, pending: null });
  });

  it('sets a limit with the trimmed value and the browser’s time zone, and shows the state the server keeps', async () => {
    const fake = serve(stateWith());
    fake.change('/v2/user/protection/limit/set', stateWith({ lossDay: { value: '300.0000', used: '0.0000', resetsAt: '2026-03-10T15:00:00.000Z' } }));
    await loadProtection();
    const after = await setLimit('lossDay', ' 300 ');
    expect(bodyOf('/v2/user/protection/limit/set')).toEqual({ kind: 'lossDay', value: '300', timeZone: browserTimeZone() });
    expect(limitOf(after, 'lossDay').value).toBe('300.0000');
    expect(limitOf(protection.$state.get().data!, 'lossDay').value).toBe('300.0000');
  });

  it('a raise or a removal shows as pending with its time; cancelling it keeps the limit in force', async () => {
    const inForce = { value: '300.0000', used: '0.0000', resetsAt: '2026-03-10T15:00:00.000Z' };
    const fake = serve(stateWith({ lossDay: inForce }));
    fake.change('/v2/user/protection/limit/remove', stateWith({ lossDay: { ...inForce, pending: { value: null, at: '2026-03-11T03:00:00.000Z' } } }));
    await loadProtection();
    const removed = await removeLimit('lossDay');
    expect(bodyOf('/v2/user/protection/limit/remove')).toEqual({ kind: 'lossDay' });
    expect(limitOf(removed, 'lossDay')).toMatchObject({ value: '300.0000', pending: { value: null, at: '2026-03-11T03:00:00.000Z' } });

    fake.change('/v2/user/protection/limit/cancel', stateWith({ lossDay: inForce }));
    const cancelled = await cancelPendingLimit('lossDay');
    expect(bodyOf('/v2/user/protection/limit/cancel')).toEqual({ kind: 'lossDay' });
    expect(limitOf(cancelled, 'lossDay')).toMatchObject({ value: '300.0000', pending: null });
  });

  it('takes a break and sets the reality-check interval', async () => {
    const fake = serve(stateWith());
    await loadProtection();
    fake.change('/v2/user/protection/exclude', stateWith({}, { exclusion: { kind: 'break', until: '2026-03-11T03:00:00.000Z' } }));
    const onBreak = await takeBreak('24h');
    expect(bodyOf('/v2/user/protection/exclude')).toEqual({ period: '24h', timeZone: browserTimeZone() });
    expect(onBreak.exclusion).toEqual({ kind: 'break', until: '2026-03-11T03:00:00.000Z' });

    fake.change('/v2/user/protection/reality-check', stateWith({}, { realityCheckMinutes: 15 }));
    const checked = await setRealityCheckInterval(15);
    expect(bodyOf('/v2/user/protection/reality-check')).toEqual({ minutes: 15, timeZone: browserTimeZone() });
    expect(checked.realityCheckMinutes).toBe(15);
    expect(protection.$state.get().data!.realityCheckMinutes).toBe(15);
  });

  it('a refused change rejects with its error key, is told as a toast and leaves the state as it was', async () => {
    serve(stateWith());
    server().on('/v2/user/protection/limit/set', (_, res) =>
      sendJson(res, 400, { code: 400, msg: 'The session limit is 5 to 1440 minutes.', data: null, error: 'SESSION_LIMIT_OUT_OF_RANGE', reqId: 'r' }),
    );
    await loadProtection();
    await expect(setLimit('sessionMinutes', '2')).rejects.toMatchObject({ error: 'SESSION_LIMIT_OUT_OF_RANGE' });
    expect($toasts.get().map((toast) => toast.message)).toContain('The session limit is 5 to 1440 minutes.');
    expect(limitOf(protection.$state.get().data!, 'sessionMinutes').value).toBeNull();
  });
});
