// Game calls: each validated body to one service call.
import { checksItsSession, type CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import { countGameRecords, queryGameRecords, roundOf } from './game-records.service.ts';
import type { GamesDeps } from './games.deps.ts';
import { listMachines } from './machines.service.ts';
import { playGame } from './play.service.ts';
import { rotateSeed, seedStateOf } from './seeds.service.ts';

type Calls = 'gameMachines' | 'gamePlay' | 'gameRoundGet' | 'gameSeed' | 'gameSeedRotate' | 'recordGameQuery' | 'recordGameCount';

export function gameHandlers(deps: GamesDeps): Pick<CallHandlers, Calls> {
  return {
    gameMachines: async (_input, { locale }) => listMachines(deps, locale),
    // Its statement checks the session (game_round_play_in_session): no round trip before it.
    gamePlay: checksItsSession(async (input, context) => playGame(deps, sessionOf(context).userId, input, context)),
    gameRoundGet: async (input, context) => roundOf(deps, sessionOf(context).userId, input.roundId, context.locale),
    gameSeed: async (_input, context) => seedStateOf(deps, sessionOf(context).userId),
    gameSeedRotate: async (input, context) => rotateSeed(deps, sessionOf(context).userId, input.clientSeed),
    recordGameQuery: async (input, context) => queryGameRecords(deps, sessionOf(context).userId, input, context.locale),
    recordGameCount: async (input, context) => countGameRecords(deps, sessionOf(context).userId, input),
  };
}
