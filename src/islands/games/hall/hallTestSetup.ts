// Set-up of the hall and springboard component tests: the island test server, the hall strings
// and the auth strings the guard shows, a signed-in player, and answers for the game calls.
import { afterEach, beforeAll } from 'vitest';
import type { Locale } from '../../../../shared/locales.ts';
import type { Game } from '../../../contracts/content.ts';
import type { MachineInfo } from '../../../contracts/games.ts';
import { sendJson, type TestServer } from '../../../api/testServer.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import { $isAgent, $token, $user } from '../../../stores/session.ts';
import { loadAuthI18n } from '../../auth/AuthI18n.tsx';
import { setUpIslandTests } from '../../shared/islandTestSetup.ts';
import { HALL_NAMESPACES } from './HallIsland.tsx';

export const MACHINES_PATH = '/v2/app/game/machines';
export const POPULAR_PATH = '/v2/app/game/query/pop/new';
export const LATEST_PATH = '/v2/app/game/query/latest/new';

export function setUpHallTests(locales: readonly Locale[], namespaces: readonly string[] = HALL_NAMESPACES): () => TestServer {
  const server = setUpIslandTests(locales);
  beforeAll(async () => {
    await Promise.all(locales.flatMap((locale) => [loadIslandI18n(locale, namespaces), loadAuthI18n(locale)]));
  });
  afterEach(() => {
    if ($token.get() !== undefined) $token.set(undefined);
    $user.set({});
    $isAgent.set(false);
  });
  return server;
}

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

/** A session the guard lets through without asking the server, with a known balance. */
export function signInWithBalance(balance = '1234.5000'): void {
  $token.set('session-token');
  $user.set({ id: 7, account: 'lucky7', balance });
}

export function serveMachines(server: TestServer, machines: MachineInfo[]): void {
  server.on(MACHINES_PATH, (_request, res) => sendJson(res, 200, ok(machines)));
}

export function serveGames(server: TestServer, path: string, games: Game[]): void {
  server.on(path, (request, res) => {
    const body = request.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list: games, total: games.length, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
}

export function serveFailure(server: TestServer, path: string): void {
  server.on(path, (_request, res) => sendJson(res, 500, { code: 500, msg: 'Server error', data: null, error: 'INTERNAL', reqId: 'r1' }));
}
