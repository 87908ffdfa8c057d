// Team reports: the figures of a subtree over a range (cards), day by day (chart), per direct member
// (table), and the team's deposit and withdrawal lists. The caller must be an agent; the report's
// root is the caller or a member of the caller's subtree (else 404 MEMBER_NOT_FOUND).
import type { z } from 'zod';
import type {
  agentDataStatistics,
  agentSubMemberDrawPage,
  agentSubMemberRechargePage,
  agentSubMemberReportPage,
  agentTypeReportStatistics,
} from '../../../src/contracts/agent.ts';
import type { Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { textIn } from '../payments/payments.fns.ts';
import { isCryptoOrder } from '../payments/payment-record.ts';
import { formatAssetAmount } from '../../../shared/money/asset-amount.fns.ts';
import type { WalletConfig } from '../wallet/wallet.config.ts';
import type { AgentDeps } from './agent.deps.ts';
import { daysOf, MAX_RANGE_DAYS, MAX_SERIES_DAYS, reportRange, toTeamFigures, ZERO_SUMS, type ReportRange } from './reports.fns.ts';
import * as repo from './reports.repo.ts';
import * as orders from './team-orders.repo.ts';
import { depthInTeam, requireAgent } from './team-scope.ts';

type In<C extends { request: z.core.$ZodType }> = z.output<C['request']>;
type ReportDeps = Pick<AgentDeps, 'db' | 'now' | 'hallTimeZone'>;

/** The agent's report root: themselves, or a member of their subtree. */
async function rootOf(deps: ReportDeps, callerId: number, userId: number | undefined): Promise<number> {
  await requireAgent(deps.db, callerId);
  if (userId === undefined || userId === callerId) return callerId;
  await depthInTeam(deps.db, callerId, userId);
  return userId;
}

export async function teamStatistics(deps: ReportDeps, callerId: number, input: In<typeof agentDataStatistics>) {
  const range = reportRange(input, deps.now(), MAX_RANGE_DAYS);
  const rootId = await rootOf(deps, callerId, input.userId);
  const [now, path] = await Promise.all([repo.teamFigures(deps.db, rootId, range, deps.hallTimeZone), repo.pathDown(deps.db, callerId, rootId)]);
  return {
    ...toTeamFigures(now.sums),
    path,
    teamSize: now.teamSize,
    teamBalance: formatAmount(now.teamBalance),
  };
}

export async function dailyStatistics(deps: ReportDeps, callerId: number, input: In<typeof agentTypeReportStatistics>) {
  const range = reportRange(input, deps.now(), MAX_SERIES_DAYS);
  const rootId = await rootOf(deps, callerId, input.userId);
  const sums = await repo.figureSums(deps.db, { kind: 'days', rootId }, range, deps.hallTimeZone);
  return { days: daysOf(range).map((date) => ({ date, ...toTeamFigures(sums.get(date) ?? ZERO_SUMS) })) };
}

type SortKey = In<typeof agentSubMemberReportPage>['sortBy'];

export async function memberReportPage(deps: ReportDeps, callerId: number, input: In<typeof agentSubMemberReportPage>) {
  const range: ReportRange = reportRange(input, deps.now(), MAX_RANGE_DAYS);
  const rootId = await rootOf(deps, callerId, input.userId);
  const [members, sums] = await Promise.all([
    repo.directMembers(deps.db, rootId),
    repo.figureSums(deps.db, { kind: 'directMembers', rootId }, range, deps.hallTimeZone),
  ]);
  const rows = members.map((member) => ({ member, sums: sums.get(String(member.userId)) ?? ZERO_SUMS }));
  const direction = input.sortOrder === 'asc' ? 1 : -1;
  const valueOf = (row: (typeof rows)[number], key: SortKey): bigint | string =>
    key === 'account'
      ? row.member.account.toLowerCase()
      : key === 'netAmount'
        ? row.sums.winAmount - row.sums.betAmount
        : BigInt(row.sums[key]);
  rows.sort((a, b) => {
    const left = valueOf(a, input.sortBy);
    const right = valueOf(b, input.sortBy);
    if (left !== right) return (left < right ? -1 : 1) * direction;
    return a.member.userId - b.member.userId; // a stable order across pages
  });
  const start = (input.pageNum - 1) * input.pageSize;
  return {
    list: rows.slice(start, start + input.pageSize).map(({ member, sums: figures }) => ({
      userId: member.userId,
      account: member.account,
      isAgent: member.isAgent,
      teamSize: member.teamSize,
      ...toTeamFigures(figures),
    })),
    total: rows.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** The team's deposits, newest first. */
export async function teamRechargePage(
  deps: ReportDeps & { wallet: WalletConfig },
  callerId: number,
  input: In<typeof agentSubMemberRechargePage>,
  locale: Locale,
) {
  await requireAgent(deps.db, callerId);
  const filter = orders.orderFilter(input, deps.now());
  const page = { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
  const [rows, total] = await Promise.all([
    orders.findTeamDeposits(deps.db, callerId, filter, page),
    orders.countTeamDeposits(deps.db, callerId, filter),
  ]);
  return {
    list: rows.map((row) => ({
      orderSn: row.orderSn,
      userId: row.userId,
      account: row.account,
      channelName: channelNameOf(deps.wallet, row, locale),
      currency: row.currency,
      amount: amountOf(deps.wallet, row),
      coins: formatAmount(BigInt(row.coins)),
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

function networkOf(config: WalletConfig, row: orders.TeamDepositRow) {
  const code = row.network ?? row.provider.slice('chain:'.length);
  return { code, network: config.crypto.networks.find((n) => n.network === code && n.coin === row.currency) };
}

function channelNameOf(config: WalletConfig, row: orders.TeamDepositRow, locale: Locale): string {
  if (isCryptoOrder(row)) {
    const { code, network } = networkOf(config, row);
    return network ? `${network.coin} (${network.name})` : `${row.currency} (${code})`;
  }
  const channel = config.payments.channels.find((c) => c.code === row.channelCode);
  return channel ? textIn(channel.name, locale) : row.channelCode;
}

/** What was paid, in the currency's own decimals (crypto keeps its asset's). */
function amountOf(config: WalletConfig, row: orders.TeamDepositRow): string {
  const units = BigInt(row.amount);
  if (!isCryptoOrder(row)) return formatAmount(units);
  const { network } = networkOf(config, row);
  if (!network) return units.toString();
  return formatAssetAmount(units, network.decimals);
}

/** The team's withdrawals, newest first. */
export async function teamDrawPage(deps: ReportDeps, callerId: number, input: In<typeof agentSubMemberDrawPage>) {
  await requireAgent(deps.db, callerId);
  const filter = orders.orderFilter(input, deps.now());
  const page = { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
  const [rows, total] = await Promise.all([
    orders.findTeamWithdrawals(deps.db, callerId, filter, page),
    orders.countTeamWithdrawals(deps.db, callerId, filter),
  ]);
  return {
    list: rows.map((row) => ({
      orderSn: row.orderSn,
      userId: row.userId,
      account: row.account,
      method: row.method,
      amount: formatAmount(BigInt(row.amount)),
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
    })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
