import type { CallContract, CallData, CallRequest } from '../contracts/define.ts';
import { sendCall, type CallOptions } from './client.ts';

/** Calls whose body may be left out (every field optional or none at all). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
type Args<C> = {} extends CallRequest<C>
  ? [body?: CallRequest<C>, options?: CallOptions]
  : [body: CallRequest<C>, options?: CallOptions];

/**
 * Sends one call, typed by its contract: `call(noticeQuery, { pageNum: 1 })` answers the typed `data`.
 * Each caller imports the contracts it uses from their own file (never the index of every call), so
 * a page's bundle carries only the contracts of its calls and never the operator API's.
 */
export function call<C extends CallContract>(contract: C, ...[body, options]: Args<C>): Promise<CallData<C>> {
  return sendCall(contract, body, options);
}
