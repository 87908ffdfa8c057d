import { atom, type ReadableAtom } from 'nanostores';
import { call } from '../../api/calls.ts';
import type { CallData, CallRequest } from '../../contracts/define.ts';
import { agentSubMemberDrawPage, agentSubMemberRechargePage } from '../../contracts/agent.ts';
import { paymentStatuses, withdrawalStatuses } from '../../contracts/money.ts';
import { createRemote, type Remote } from '../remote.ts';
import { tzOffsetMinutes, validDay } from './range.ts';

// The team's deposits (`/agent/team-recharge`) and withdrawals (`/agent/team-withdraw`): one store
// shape for both, filtered by member account, status and date, paged. The filter lives in the
// address's query, so a reload or a step back shows the same list.

export type TeamRechargePage = CallData<typeof agentSubMemberRechargePage>;
export type TeamWithdrawalPage = CallData<typeof agentSubMemberDrawPage>;
export type TeamRechargeRow = TeamRechargePage['list'][number];
export type TeamWithdrawalRow = TeamWithdrawalPage['list'][number];

export const TEAM_ORDERS_PAGE_SIZE = 10;

export type TeamOrderKind = 'recharge' | 'withdraw';
export const TEAM_ORDER_STATUSES = { recharge: paymentStatuses, withdraw: withdrawalStatuses } as const;

export interface TeamOrderFilter {
  /** A member's exact account, or empty for the whole team. */
  account: string;
  /** Empty: every status. */
  status: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
}

export interface TeamOrderQuery extends TeamOrderFilter {
  pageNum: number;
}

export const EMPTY_ORDER_FILTER: TeamOrderFilter = { account: '', status: '', from: '', to: '' };

const ACCOUNT = /^[A-Za-z0-9]{4,20}$/;

export type OrderFilterProblem = { field: 'account'; problem: 'account' } | { field: 'to'; problem: 'reversed' };

/** What stops a filter from being asked for (the field it concerns), or undefined. */
export function orderFilterProblem(filter: TeamOrderFilter): OrderFilterProblem | undefined {
  const account = filter.account.trim();
  if (account !== '' && !ACCOUNT.test(account)) return { field: 'account', problem: 'account' };
  if (filter.from !== '' && filter.to !== '' && filter.from > filter.to) return { field: 'to', problem: 'reversed' };
  return undefined;
}

/** Reads the address's query; anything malformed is left out rather than failing. */
export function orderQueryFromSearch(kind: TeamOrderKind, search: string): TeamOrderQuery {
  const params = new URLSearchParams(search);
  const account = params.get('account')?.trim() ?? '';
  const status = params.get('status') ?? '';
  const page = params.get('page');
  const query: TeamOrderQuery = {
    account: ACCOUNT.test(account) ? account : '',
    status: (TEAM_ORDER_STATUSES[kind] as readonly string[]).includes(status) ? status : '',
    from: validDay(params.get('from')) ?? '',
    to: validDay(params.get('to')) ?? '',
    pageNum: page !== null && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
  if (query.from && query.to && query.from > query.to) query.to = '';
  return query;
}

/** The query string for the address: only what is set, `?` included, '' for the defaults. */
export function searchOfOrderQuery(query: TeamOrderQuery): string {
  const params = new URLSearchParams();
  if (query.account) params.set('account', query.account);
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.pageNum > 1) params.set('page', String(query.pageNum));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type RechargeBody = CallRequest<typeof agentSubMemberRechargePage>;
type DrawBody = CallRequest<typeof agentSubMemberDrawPage>;

export interface TeamOrdersBody {
  pageNum: number;
  pageSize: number;
  account?: string;
  status?: string;
  from?: string;
  to?: string;
  tzOffsetMinutes: number;
}

/** The body of the list call; empty filters are left out. */
export function orderRequestOf(query: TeamOrderQuery, tzOffset: number, pageSize = TEAM_ORDERS_PAGE_SIZE): TeamOrdersBody {
  return {
    pageNum: query.pageNum,
    pageSize,
    ...(query.account ? { account: query.account } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    tzOffsetMinutes: tzOffset,
  };
}

export const apiRechargeLoader = (body: TeamOrdersBody, signal: AbortSignal): Promise<TeamRechargePage> =>
  call(agentSubMemberRechargePage, body as RechargeBody, { signal });
export const apiWithdrawLoader = (body: TeamOrdersBody, signal: AbortSignal): Promise<TeamWithdrawalPage> =>
  call(agentSubMemberDrawPage, body as DrawBody, { signal });

export interface TeamOrdersStore<Page> {
  $query: ReadableAtom<TeamOrderQuery>;
  list: Remote<TeamOrdersBody, Page>;
  /** Shows the list for a query (the address's, as the page opens). */
  open(query: TeamOrderQuery): Promise<void>;
  /** A new filter: the list from page 1. Refuses a filter `orderFilterProblem` finds wrong. */
  apply(filter: TeamOrderFilter): Promise<void>;
  clear(): Promise<void>;
  goToPage(pageNum: number): Promise<void>;
  retry(): Promise<void>;
  cancel(): void;
}

export function createTeamOrdersStore<Page>(
  loader: (body: TeamOrdersBody, signal: AbortSignal) => Promise<Page>,
  { pageSize = TEAM_ORDERS_PAGE_SIZE, tzOffset = () => tzOffsetMinutes() }: { pageSize?: number; tzOffset?: () => number } = {},
): TeamOrdersStore<Page> {
  const $query = atom<TeamOrderQuery>({ ...EMPTY_ORDER_FILTER, pageNum: 1 });
  const list = createRemote(loader);
  const load = async (query: TeamOrderQuery) => {
    $query.set(query);
    await list.load(orderRequestOf(query, tzOffset(), pageSize));
  };
  return {
    $query,
    list,
    open: load,
    async apply(filter) {
      const problem = orderFilterProblem(filter);
      if (problem) throw new RangeError(`filter refused: ${problem.field} ${problem.problem}`);
      await load({ ...filter, account: filter.account.trim(), pageNum: 1 });
    },
    clear: () => load({ ...EMPTY_ORDER_FILTER, pageNum: 1 }),
    goToPage: (pageNum) => load({ ...$query.get(), pageNum: Math.max(1, Math.trunc(pageNum)) }),
    retry: () => list.reload(),
    cancel: () => list.cancel(),
  };
}
