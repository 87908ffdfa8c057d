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

export interface PendingApprovalView {
  id: number;
  amount: string;
  makerName: string;
  expiresAt: string;
}

/** A move that waits for a second approver instead of happening now. */
export function approvalPendingLine(what: string, a: PendingApprovalView): string {
  return `${what}: ${a.amount} coins await a second approval (#${a.id}, asked by ${a.makerName}, open until ${a.expiresAt})`;
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

/** What an operator reviews (an agent application, a KYC submission): who, when, and the verdict. */
export interface ReviewView {
  id: number;
  userId: number;
  account: string;
  status: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

export interface AgentApplicationView extends ReviewView {
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

export type KycSubmissionView = ReviewView;

export function kycTable(list: readonly KycSubmissionView[], total: number, status: string): string {
  if (list.length === 0) return `no ${status} KYC submissions (${total} in all)`;
  const rows = list.map((k) => [String(k.id), utc(k.createdAt), k.account, k.status, utc(k.reviewedAt), k.reviewedBy ?? '', k.reason ?? '']);
  return `${table(['ID', 'SUBMITTED (UTC)', 'ACCOUNT', 'STATUS', 'REVIEWED (UTC)', 'BY', 'REASON'], rows)}\n${list.length} of ${total} shown`;
}

export function kycLine(k: KycSubmissionView): string {
  if (k.status === 'approved') return `approved KYC submission ${k.id} of ${k.account}`;
  return `rejected KYC submission ${k.id} of ${k.account}; reason: ${k.reason ?? ''}`;
}

export interface OpsLetterView {
  id: number;
  account: string | null;
  broadcast: boolean;
  createdAt: string;
}

export function letterLine(l: OpsLetterView): string {
  return l.broadcast ? `broadcast letter ${l.id} to every player (${l.createdAt})` : `sent letter ${l.id} to ${l.account} (${l.createdAt})`;
}

export interface OpsProtectionView {
  account: string;
  state: {
    timeZone: string;
    limits: { kind: string; value: string | null; pending: { value: string | null; at: string } | null; used: string | null; resetsAt: string | null }[];
    exclusion: { kind: string; until: string } | null;
    realityCheckMinutes: number;
  };
  exclusions: { kind: string; startsAt: string; endsAt: string; operator: string | null; reason: string | null }[];
  history: { event: string; detail: Record<string, string>; actor: string; createdAt: string }[];
}

/** A player's protection: limits in force and pending, exclusions, then the history, newest first. */
export function protectionLines(view: OpsProtectionView): string[] {
  const { state } = view;
  const lines = [
    `${view.account} — time zone ${state.timeZone}, reality check every ${state.realityCheckMinutes} min`,
    state.exclusion ? `excluded now: ${state.exclusion.kind} until ${state.exclusion.until}` : 'excluded now: no',
  ];
  const set = state.limits.filter((l) => l.value !== null || l.pending !== null);
  lines.push(
    ...(set.length
      ? table(
          ['limit', 'value', 'used', 'pending', 'from'],
          set.map((l) => [l.kind, l.value ?? '—', l.used ?? '—', l.pending ? (l.pending.value ?? 'removal') : '—', l.pending?.at ?? '—']),
        ).split('\n')
      : ['limits: none']),
  );
  if (view.exclusions.length) {
    lines.push(...table(['exclusion', 'from', 'until', 'by', 'reason'], view.exclusions.map((e) => [e.kind, e.startsAt, e.endsAt, e.operator ?? 'player', e.reason ?? ''])).split('\n'));
  }
  lines.push('history:', ...view.history.map((h) => `  ${h.createdAt} ${h.actor} ${h.event} ${Object.entries(h.detail).map(([k, v]) => `${k}=${v}`).join(' ')}`));
  return lines;
}

export interface OpsJsyTransferView {
  transferSn: string;
  account: string;
  jsyAccount: string;
  amount: string;
  status: string;
  attempts: number;
  lastProblem: string | null;
  failureReason: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
  createdAt: string;
}

/** Transfers to JSY; a pending one is in doubt (its last problem says why). */
export function jsyTransferTable(list: readonly OpsJsyTransferView[], total: number): string {
  if (list.length === 0) return `no transfers to JSY (${total} in all)`;
  const rows = list.map((j) => [
    j.transferSn,
    j.createdAt.replace('T', ' ').slice(0, 19),
    j.account,
    j.jsyAccount,
    j.amount,
    j.status,
    String(j.attempts),
    (j.status === 'pending' ? j.lastProblem : (j.failureReason ?? j.resolutionNote)) ?? '',
  ]);
  return `${table(['TRANSFER', 'CREATED (UTC)', 'ACCOUNT', 'JSY ACCOUNT', 'COINS', 'STATUS', 'CHECKS', 'NOTE'], rows)}\n${list.length} of ${total} shown`;
}

export function jsyTransferLine(j: OpsJsyTransferView): string {
  return `transfer ${j.transferSn}: ${j.amount} coins of ${j.account} to JSY ${j.jsyAccount}, now ${j.status} (by ${j.resolvedBy ?? '—'}; reason: ${j.resolutionNote ?? '—'})`;
}
