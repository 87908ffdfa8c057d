// How `npm run ops` prints what the operator API answers: aligned tables and one-line summaries.

export interface OpsWithdrawalView {
  orderSn: string;
  account: string;
  method: string;
  amount: string;
  status: string;
  bankName: string | null;
  cardNumberMasked: string | null;
  network: string | null;
  address: string | null;
  assetAmount: string | null;
  coin: string | null;
  txid: string | null;
  failureReason: string | null;
  createdAt: string;
}

/** Columns padded to their widest cell; the header underlined. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function destination(w: OpsWithdrawalView): string {
  if (w.method === 'bank') return [w.bankName, w.cardNumberMasked].filter(Boolean).join(' ');
  return `${w.assetAmount ?? '?'} ${w.coin ?? ''} ${w.network ?? ''} → ${w.address ?? '?'}`.replace(/\s+/g, ' ');
}

export function withdrawalTable(list: readonly OpsWithdrawalView[], total: number): string {
  if (list.length === 0) return `no withdrawals (${total} in all)`;
  const rows = list.map((w) => [w.orderSn, w.createdAt.replace('T', ' ').slice(0, 19), w.account, w.amount, w.status, w.method, destination(w), w.failureReason ?? '']);
  const shown = `${list.length} of ${total} shown`;
  return `${table(['ORDER', 'CREATED (UTC)', 'ACCOUNT', 'COINS', 'STATUS', 'METHOD', 'DESTINATION', 'NOTE'], rows)}\n${shown}`;
}

export function withdrawalLine(verb: string, w: OpsWithdrawalView): string {
  const note = w.failureReason ? ` (${w.failureReason})` : '';
  const txid = w.txid ? `, txid ${w.txid}` : '';
  return `${verb} ${w.orderSn}: ${w.amount} coins of ${w.account} to ${destination(w)}, now ${w.status}${note}${txid}`;
}

export interface AdjustmentView {
  orderSn: string;
  account: string;
  amount: string;
  status: string;
  failureReason: string | null;
  reason: string;
}

export function adjustmentLine(a: AdjustmentView): string {
  const outcome = a.status === 'failed' ? `FAILED (${a.failureReason ?? 'no reason given'})` : a.status;
  return `adjustment ${a.orderSn}: ${a.amount} coins for ${a.account} — ${outcome}; reason: ${a.reason}`;
}

export interface LedgerCheckView {
  ok: boolean;
  results: { name: string; ok: boolean; checked: number; failures: string[] }[];
}

export function ledgerCheckLines(check: LedgerCheckView): string {
  const lines = check.results.flatMap((r) => [
    `${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.checked} checked${r.ok ? '' : `, ${r.failures.length} failing`})`,
    ...r.failures.slice(0, 20).map((f) => `         ${f}`),
  ]);
  lines.push(check.ok ? 'ledger clean' : 'LEDGER CHECK FAILED');
  return lines.join('\n');
}

export interface DepositRejectionView {
  network: string;
  txid: string;
  logIndex: number;
  account: string | null;
  amountUnits: string;
  reason: string;
  blockHeight: number;
  createdAt: string;
}

export function rejectionTable(list: readonly DepositRejectionView[], total: number): string {
  if (list.length === 0) return `no refused crypto deposits (${total} in all)`;
  const rows = list.map((r) => [r.createdAt.replace('T', ' ').slice(0, 19), r.network, `${r.txid}:${r.logIndex}`, String(r.blockHeight), r.account ?? '', r.amountUnits, r.reason]);
  return `${table(['SEEN (UTC)', 'NETWORK', 'TRANSFER', 'BLOCK', 'ACCOUNT', 'AMOUNT (BASE UNITS)', 'REASON'], rows)}\n${list.length} of ${total} shown`;
}

export interface RebateRateView {
  level: number;
  rateBasisPoints: number;
}

/** Basis points as a percentage without a float: 50 → "0.50 %", 125 → "1.25 %". */
export function basisPointsPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${(bp % 100).toString().padStart(2, '0')} %`;
}

export function rebateRateTable(rates: readonly RebateRateView[]): string {
  if (rates.length === 0) return 'no rebate rates: no level earns a rebate';
  const rows = rates.map((r) => [String(r.level), String(r.rateBasisPoints), basisPointsPercent(r.rateBasisPoints)]);
  return `${table(['LEVEL', 'BASIS POINTS', 'OF BETS'], rows)}\nlevels not listed earn nothing; level 1 = direct members`;
}

export interface RebateSettlementView {
  period: string;
  agentsPaid: number;
  total: string;
  settledNow: number;
}

export function rebateSettlementLine(s: RebateSettlementView): string {
  const now = s.settledNow === 0 ? 'already settled, nothing changed' : `${s.settledNow} agent${s.settledNow === 1 ? '' : 's'} settled by this run`;
  return `rebates for ${s.period}: ${s.agentsPaid} agent${s.agentsPaid === 1 ? '' : 's'} paid ${s.total} coins in all (${now})`;
}

export interface AgentApplicationView {
  id: number;
  userId: number;
  account: string;
  status: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  agentCode: string | null;
}

const utc = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

export function applicationTable(list: readonly AgentApplicationView[], total: number, status: string): string {
  if (list.length === 0) return `no ${status} agent applications (${total} in all)`;
  const rows = list.map((a) => [String(a.id), utc(a.createdAt), a.account, a.status, utc(a.reviewedAt), a.reviewedBy ?? '', a.agentCode ?? a.reason ?? '']);
  return `${table(['ID', 'APPLIED (UTC)', 'ACCOUNT', 'STATUS', 'REVIEWED (UTC)', 'BY', 'CODE / REASON'], rows)}\n${list.length} of ${total} shown`;
}

export function applicationLine(a: AgentApplicationView): string {
  if (a.status === 'approved') return `approved application ${a.id} of ${a.account}: agent code ${a.agentCode ?? '?'}`;
  return `rejected application ${a.id} of ${a.account}; reason: ${a.reason ?? ''}`;
}
