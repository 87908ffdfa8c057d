// Reading withdrawals with what their records show: the bank card (masked later) and the account.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from '../../db/orm.ts';
import type { WithdrawalMethod, WithdrawalStatus } from '../../../src/contracts/money.ts';
import type { Db } from '../../db/database.ts';
import { bankCards, users, withdrawals } from '../../db/schema.ts';
import type { WithdrawalRow } from './payout.types.ts';

type Reader = Pick<Db, 'select'>;

export interface WithdrawalWithCard {
  withdrawal: WithdrawalRow;
  card: { bankName: string; cardNumber: string } | null;
  account: string;
}

export interface WithdrawalFilter {
  userId?: number;
  status?: WithdrawalStatus;
  method?: WithdrawalMethod;
  /** The player's account (the review queue); an unknown account matches nothing. */
  account?: string;
  /** Inclusive, units of 1/10 000 coin. */
  amountMin?: bigint;
  amountMax?: bigint;
  /** Requested at or after / before (exclusive). */
  fromUtc?: Date | null;
  untilUtc?: Date | null;
}

export interface Page {
  pageNum: number;
  pageSize: number;
}

function conditions(filter: WithdrawalFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.userId !== undefined) parts.push(eq(withdrawals.userId, filter.userId));
  if (filter.status) parts.push(eq(withdrawals.status, filter.status));
  if (filter.method) parts.push(eq(withdrawals.method, filter.method));
  if (filter.account !== undefined) parts.push(sql`${withdrawals.userId} IN (SELECT ${users.id} FROM ${users} WHERE lower(${users.account}) = lower(${filter.account}))`);
  if (filter.amountMin !== undefined) parts.push(gte(withdrawals.amount, filter.amountMin));
  if (filter.amountMax !== undefined) parts.push(lte(withdrawals.amount, filter.amountMax));
  if (filter.fromUtc) parts.push(gte(withdrawals.createdAt, filter.fromUtc));
  if (filter.untilUtc) parts.push(lt(withdrawals.createdAt, filter.untilUtc));
  return parts.length ? and(...parts) : undefined;
}

function selectWithCard(db: Reader) {
  return db
    .select({
      withdrawal: withdrawals,
      bankName: bankCards.bankName,
      cardNumber: bankCards.cardNumber,
      account: users.account,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId));
}

type Joined = { withdrawal: WithdrawalRow; bankName: string | null; cardNumber: string | null; account: string };

function shape(row: Joined): WithdrawalWithCard {
  return {
    withdrawal: row.withdrawal,
    card: row.bankName !== null && row.cardNumber !== null ? { bankName: row.bankName, cardNumber: row.cardNumber } : null,
    account: row.account,
  };
}

/**
 * One page's ids, ordered by (created_at, id): withdrawals_status_idx or withdrawals_created_idx gives
 * that order, and holds the id, so the rows skipped to reach a deep page are index entries only (the
 * card and account are joined to the page's rows alone, not to every row skipped).
 */
export function withdrawalPageQuery(db: Reader, filter: WithdrawalFilter, page: Page, order: 'newest' | 'oldest') {
  const ordering =
    order === 'newest' ? [desc(withdrawals.createdAt), desc(withdrawals.id)] : [asc(withdrawals.createdAt), asc(withdrawals.id)];
  return db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(conditions(filter))
    .orderBy(...ordering)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
}

/** The page's withdrawals with their cards and accounts, in the page's order. */
async function pageOf(db: Reader, filter: WithdrawalFilter, page: Page, order: 'newest' | 'oldest'): Promise<WithdrawalWithCard[]> {
  const ids = (await withdrawalPageQuery(db, filter, page, order)).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectWithCard(db).where(inArray(withdrawals.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.map(shape).sort((a, b) => position.get(a.withdrawal.id)! - position.get(b.withdrawal.id)!);
}

/** A page of withdrawals; the player's list is newest first, the review queue oldest first. */
export async function listWithdrawals(
  db: Reader,
  filter: WithdrawalFilter,
  page: Page,
  order: 'newest' | 'oldest',
): Promise<{ rows: WithdrawalWithCard[]; total: number }> {
  // The page and the count are independent reads: side by side on two connections.
  const [rows, [total]] = await Promise.all([pageOf(db, filter, page, order), db.select({ n: count() }).from(withdrawals).where(conditions(filter))]);
  return { rows, total: total?.n ?? 0 };
}

export async function withdrawalWithCard(db: Reader, withdrawalId: number): Promise<WithdrawalWithCard> {
  const [row] = await selectWithCard(db).where(eq(withdrawals.id, withdrawalId));
  if (!row) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return shape(row);
}
