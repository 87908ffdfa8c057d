// Answers the machine screen's calls inside Storybook: the API client is pointed at a fetch that
// plays back prepared rounds (or a refusal), and a demo player is signed in.
import { configureApi } from '../../../api/client.ts';
import type { PlayedRound } from '../../../contracts/games.ts';
import { $token, $user } from '../../../stores/session.ts';

export type StoryAnswer = PlayedRound | { refuse: string; status: number; msg: string };

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signs a demo player in with `balance` and answers game/play with `answers` in turn (the last again once used up). */
export function serveStoryPlays(answers: StoryAnswer[], balance = '1000.0000'): () => void {
  let next = 0;
  $token.set('story-token');
  $user.set({ id: 1, account: 'demo', balance });
  configureApi({
    baseUrl: 'http://story.test',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path !== '/v2/app/game/play') return envelope(404, { code: 404, msg: 'Not found', data: null, error: 'NOT_FOUND', reqId: 'story' });
      const answer = answers[Math.min(next, answers.length - 1)]!;
      next += 1;
      // A short wait, as a real round takes a moment to come back.
      await new Promise((resolve) => setTimeout(resolve, 150));
      if ('refuse' in answer) return envelope(answer.status, { code: answer.status, msg: answer.msg, data: null, error: answer.refuse, reqId: 'story' });
      return envelope(200, { code: 200, msg: 'ok', data: answer });
    },
  });
  return () => {
    configureApi({ baseUrl: '', fetch: undefined });
    $token.set(undefined);
    $user.set({});
  };
}
