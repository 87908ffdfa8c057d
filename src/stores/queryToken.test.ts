import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { configureApi } from '../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../api/testServer.ts';
import { $tokenSwitch, answerTokenSwitch, takeQueryToken } from './queryToken.ts';
import { $token, $user, setToken, setUser } from './session.ts';
import { $toasts, clearToasts } from './toasts.ts';
import { sampleUser } from '../test-support/sampleUser.ts';

let server: TestServer;
beforeAll(async () => {
  useTestStorageEngine();
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => configureApi({ baseUrl: server.url }));
afterEach(() => {
  answerTokenSwitch(false);
  server.reset();
  cleanTestStorage();
  $user.set({});
  clearToasts();
});

const origin = 'https://hall.example';

/** Sessions the fake server knows: token → account. */
function serveSessions(sessions: Record<string, { id: number; account: string }>) {
  server.on('/v2/app/user/info', (req, res) => {
    const who = sessions[String(req.headers.token)];
    if (who) sendJson(res, 200, { code: 200, msg: 'ok', data: { ...sampleUser, ...who } });
    else sendJson(res, 401, { code: 401, msg: 'ログインしてください', data: null, error: 'UNAUTHORIZED', reqId: 'r' });
  });
}

function addressAt(pathAndQuery: string) {
  const url = new URL(pathAndQuery, origin);
  const history = { state: { kept: true }, replaceState: vi.fn<History['replaceState']>() };
  return { location: { href: url.href }, history };
}

describe('a token in the query string', () => {
  it('leaves the address bar at once, other parameters and the hash kept, before any call', async () => {
    serveSessions({ mine: { id: 1, account: 'alice' }, theirs: { id: 2, account: 'bob' } });
    setToken('mine');
    const { location, history } = addressAt('/en-US/amigo-springboard?machine=coral-reef&token=theirs&bet=5#top');
    const taking = takeQueryToken(location, history);
    expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/en-US/amigo-springboard?machine=coral-reef&bet=5#top');
    await vi.waitFor(() => expect($tokenSwitch.get()).toBeDefined());
    answerTokenSwitch(false);
    expect(await taking).toMatchObject({ pathname: '/en-US/amigo-springboard', search: '?machine=coral-reef&bet=5' });
  });

  it('is saved as the session of a visitor who has none (spec §2)', async () => {
    const { location, history } = addressAt('/user/user-center?token=fresh');
    expect((await takeQueryToken(location, history)).outcome).toBe('adopted');
    expect($token.get()).toBe('fresh');
    expect(getTestStorage().token).toBe('fresh');
    expect(server.seen).toEqual([]);
  });

  it('is dropped quietly when it is the signed-in session itself', async () => {
    setToken('mine');
    const { location, history } = addressAt('/amigo?token=mine');
    expect((await takeQueryToken(location, history)).outcome).toBe('same');
    expect($token.get()).toBe('mine');
    expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/amigo');
  });

  it('is dropped quietly when it is another session of the signed-in account', async () => {
    serveSessions({ mine: { id: 1, account: 'alice' }, alsoMine: { id: 1, account: 'alice' } });
    setToken('mine');
    setUser({ ...sampleUser, id: 1, account: 'alice' });
    const { location, history } = addressAt('/amigo?token=alsoMine');
    expect((await takeQueryToken(location, history)).outcome).toBe('same');
    expect($token.get()).toBe('mine');
    expect($tokenSwitch.get()).toBeUndefined();
    expect($user.get()).toMatchObject({ account: 'alice' });
  });

  it('asks before replacing the session of another account, and keeps it when the user declines', async () => {
    serveSessions({ mine: { id: 1, account: 'alice' }, theirs: { id: 2, account: 'bob' } });
    setToken('mine');
    setUser({ ...sampleUser, id: 1, account: 'alice' });
    const { location, history } = addressAt('/amigo?token=theirs');
    const taking = takeQueryToken(location, history);
    await vi.waitFor(() => expect($tokenSwitch.get()).toEqual({ current: 'alice', incoming: 'bob' }));
    expect($token.get()).toBe('mine');
    answerTokenSwitch(false);
    expect((await taking).outcome).toBe('kept');
    expect($token.get()).toBe('mine');
    expect(getTestStorage().token).toBe('mine');
    expect($user.get()).toMatchObject({ account: 'alice' });
    expect($tokenSwitch.get()).toBeUndefined();
  });

  it('replaces the session when the user agrees, leaving the profile to be loaded afresh', async () => {
    serveSessions({ mine: { id: 1, account: 'alice' }, theirs: { id: 2, account: 'bob' } });
    setToken('mine');
    setUser({ ...sampleUser, id: 1, account: 'alice' });
    const { location, history } = addressAt('/amigo?token=theirs');
    const taking = takeQueryToken(location, history);
    await vi.waitFor(() => expect($tokenSwitch.get()).toBeDefined());
    answerTokenSwitch(true);
    expect((await taking).outcome).toBe('replaced');
    expect($token.get()).toBe('theirs');
    expect($user.get()).toEqual({});
  });

  it('is dropped without a word when the server does not know it, the current session kept', async () => {
    serveSessions({ mine: { id: 1, account: 'alice' } });
    setToken('mine');
    const { location, history } = addressAt('/amigo?token=stale');
    expect((await takeQueryToken(location, history)).outcome).toBe('invalid');
    expect($token.get()).toBe('mine');
    expect($toasts.get()).toEqual([]);
  });

  it('is saved when the stored session has already ended: there is nothing to protect', async () => {
    serveSessions({ theirs: { id: 2, account: 'bob' } });
    setToken('ended');
    const { location, history } = addressAt('/amigo?token=theirs');
    expect((await takeQueryToken(location, history)).outcome).toBe('adopted');
    expect($token.get()).toBe('theirs');
    expect($tokenSwitch.get()).toBeUndefined();
  });
});
