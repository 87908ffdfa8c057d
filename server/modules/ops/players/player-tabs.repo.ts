// The pages of a player's profile tabs, newest first, each from an index on the player's id. Every
// tab answers the same row shape (src/contracts/ops-players.ts) so one grid shows any of them.
import { and, count, desc, eq, inArray, or, sql, type SQL } from '../../../db/orm.ts';
import type { z } from 'zod';
import type { opsPlayerTabRow, PlayerTab } from '../../../../src/contracts/ops-players.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import type { Db } from '../../../db/database.ts';
import {
  adjustments,
  gameRounds,
  kycSubmissions,
  ledgerAccounts,
  ledgerTransfers,
  letters,
  operatorAudit,
  paymentOrders,
  playerNotes,
  sessions,
  withdrawals,
} from '../../../db/schema.ts';

export type TabRow = z.infer<typeof opsPlayerTabRow>;
export interface TabPage {
  pageNum: number;
  pageSize: number;
}
interface Player {
  id: number;
  account: string;
}

const iso = (value: Date) => value.toISOString();
const row = (fields: Partial<TabRow> & Pick<TabRow, 'ref' | 'at' | 'kind'>): TabRow => ({
  amount: null,
  status: null,
  detail: null,
  by: null,
  roundId: null,
  ...fields,
});

async function totalOf(db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: count() }).from(table).where(where);
  return found?.n ?? 0;
}

const offsetOf = (page: TabPage) => (page.pageNum - 1) * page.pageSize;

async function ledgerTab(db: Db, player: Player, page: TabPage) {
  const wallet = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, player.id), eq(ledgerAccounts.kind, 'player_wallet')));
  const walletId = wallet[0]?.id;
  if (walletId === undefined) return { list: [], total: 0 };
  const where = or(eq(ledgerTransfers.fromAccountId, walletId), eq(ledgerTransfers.toAccountId, walletId));
  const rows = await db.select().from(ledgerTransfers).where(where).orderBy(desc(ledgerTransfers.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((t) =>
    row({
      ref: String(t.id),
      at: iso(t.createdAt),
      kind: t.kind,
      amount: formatAmount(t.toAccountId === walletId ? t.amount : -t.amount),
      detail: t.reference,
    }),
  );
  return { list, total: await totalOf(db, ledgerTransfers, where) };
}

async function depositsTab(db: Db, player: Player, page: TabPage) {
  const where = eq(paymentOrders.userId, player.id);
  const rows = await db.select().from(paymentOrders).where(where).orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((o) =>
    row({ ref: o.orderSn, at: iso(o.createdAt), kind: o.channelCode, amount: formatAmount(o.coins), status: o.status, detail: o.network ?? o.provider }),
  );
  return { list, total: await totalOf(db, paymentOrders, where) };
}

async function withdrawalsTab(db: Db, player: Player, page: TabPage) {
  const where = eq(withdrawals.userId, player.id);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((w) =>
    row({ ref: w.orderSn, at: iso(w.createdAt), kind: w.method, amount: formatAmount(-w.amount), status: w.status, detail: w.failureReason, by: w.reviewedBy }),
  );
  return { list, total: await totalOf(db, withdrawals, where) };
}

async function roundsTab(db: Db, player: Player, page: TabPage) {
  const where = eq(gameRounds.userId, player.id);
  const rows = await db
    .select({ id: gameRounds.id, machineId: gameRounds.machineId, bet: gameRounds.bet, win: gameRounds.win, createdAt: gameRounds.createdAt })
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const list = rows.map((r) =>
    row({ ref: String(r.id), at: iso(r.createdAt), kind: r.machineId, amount: formatAmount(r.win - r.bet), detail: `${formatAmount(r.bet)} → ${formatAmount(r.win)}`, roundId: r.id }),
  );
  return { list, total: await totalOf(db, gameRounds, where) };
}

async function kycTab(db: Db, player: Player, page: TabPage) {
  const where = eq(kycSubmissions.userId, player.id);
  const rows = await db
    .select({ id: kycSubmissions.id, status: kycSubmissions.status, reason: kycSubmissions.reason, createdAt: kycSubmissions.createdAt, reviewedBy: kycSubmissions.reviewedBy })
    .from(kycSubmissions)
    .where(where)
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const list = rows.map((k) => row({ ref: String(k.id), at: iso(k.createdAt), kind: 'kyc', status: k.status, detail: k.reason, by: k.reviewedBy }));
  return { list, total: await totalOf(db, kycSubmissions, where) };
}

async function lettersTab(db: Db, player: Player, page: TabPage, locale: string) {
  const where = eq(letters.userId, player.id);
  const rows = await db.select().from(letters).where(where).orderBy(desc(letters.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((l) =>
    row({
      ref: String(l.id),
      at: iso(l.createdAt),
      kind: l.templateKey ?? 'operator',
      // An operator's letter in the console's language (ja-JP always exists); a template letter by its key.
      detail: l.title ? (l.title[locale] ?? l.title['ja-JP'] ?? null) : null,
      by: l.sentBy,
    }),
  );
  return { list, total: await totalOf(db, letters, where) };
}

async function sessionsTab(db: Db, player: Player, page: TabPage) {
  const where = eq(sessions.userId, player.id);
  const rows = await db.select().from(sessions).where(where).orderBy(desc(sessions.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((s) =>
    row({
      ref: String(s.id),
      at: iso(s.createdAt),
      kind: s.kind,
      status: s.endReason ?? 'live',
      detail: [s.ip, s.deviceName ?? s.userAgent].filter(Boolean).join(' · ') || null,
    }),
  );
  return { list, total: await totalOf(db, sessions, where) };
}

async function notesTab(db: Db, player: Player, page: TabPage) {
  const where = eq(playerNotes.userId, player.id);
  const rows = await db.select().from(playerNotes).where(where).orderBy(desc(playerNotes.id)).limit(page.pageSize).offset(offsetOf(page));
  const list = rows.map((n) => row({ ref: String(n.id), at: iso(n.createdAt), kind: 'note', detail: n.text, by: n.operatorName }));
  return { list, total: await totalOf(db, playerNotes, where) };
}

/**
 * Audit rows about this player: those whose target is the player (by id or, as protection.exclude
 * names it, by account) or one of the player's withdrawals, adjustments or KYC submissions.
 */
function auditWhere(player: Player): SQL {
  const userTarget = and(eq(operatorAudit.targetType, 'user'), inArray(operatorAudit.targetId, [String(player.id), player.account]));
  const own = (type: string, ids: SQL) => and(eq(operatorAudit.targetType, type), inArray(operatorAudit.targetId, ids));
  return or(
    userTarget,
    own('withdrawal', sql`(SELECT ${withdrawals.orderSn} FROM ${withdrawals} WHERE ${withdrawals.userId} = ${player.id})`),
    own('adjustment', sql`(SELECT ${adjustments.orderSn} FROM ${adjustments} WHERE ${adjustments.userId} = ${player.id})`),
    own('kyc-submission', sql`(SELECT ${kycSubmissions.id}::text FROM ${kycSubmissions} WHERE ${kycSubmissions.userId} = ${player.id})`),
  )!;
}

async function auditTab(db: Db, player: Player, page: TabPage) {
  const where = auditWhere(player);
  const rows = await db
    .select({
      id: operatorAudit.id,
      at: operatorAudit.at,
      action: operatorAudit.action,
      result: operatorAudit.result,
      reason: operatorAudit.reason,
      operatorName: operatorAudit.operatorName,
      targetType: operatorAudit.targetType,
      targetId: operatorAudit.targetId,
    })
    .from(operatorAudit)
    .where(where)
    .orderBy(desc(operatorAudit.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const list = rows.map((a) =>
    row({ ref: String(a.id), at: iso(a.at), kind: a.action, status: a.result, detail: a.reason ?? `${a.targetType}/${a.targetId}`, by: a.operatorName }),
  );
  return { list, total: await totalOf(db, operatorAudit, where) };
}

export function playerTabPage(db: Db, player: Player, tab: PlayerTab, page: TabPage, locale: string): Promise<{ list: TabRow[]; total: number }> {
  switch (tab) {
    case 'ledger':
      return ledgerTab(db, player, page);
    case 'deposits':
      return depositsTab(db, player, page);
    case 'withdrawals':
      return withdrawalsTab(db, player, page);
    case 'rounds':
      return roundsTab(db, player, page);
    case 'kyc':
      return kycTab(db, player, page);
    case 'letters':
      return lettersTab(db, player, page, locale);
    case 'sessions':
      return sessionsTab(db, player, page);
    case 'notes':
      return notesTab(db, player, page);
    case 'audit':
      return auditTab(db, player, page);
  }
}
