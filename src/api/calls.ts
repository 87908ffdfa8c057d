import { calls, type CallName, type Calls } from '../contracts/index.ts';
import type { CallData, CallRequest } from '../contracts/define.ts';
import { sendCall, type CallOptions } from './client.ts';

/** Calls whose body may be left out (every field optional or none at all). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
type Args<C> = {} extends CallRequest<C>
  ? [body?: CallRequest<C>, options?: CallOptions]
  : [body: CallRequest<C>, options?: CallOptions];

export type Api = { [K in CallName]: (...args: Args<Calls[K]>) => Promise<CallData<Calls[K]>> };

function buildApi(): Api {
  const api = {} as Record<string, (body?: unknown, options?: CallOptions) => Promise<unknown>>;
  for (const [name, contract] of Object.entries(calls)) {
    api[name] = (body, options) => sendCall(contract, body, options);
  }
  return api as Api;
}

/** One function per contract: `api.noticeQuery({ pageNum: 1 })` answers the typed `data`. */
export const api: Api = buildApi();
