// Reading withdrawals with what their records show: the bank card (masked later) and the account.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
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

/** A page of withdrawals; the player's list is newest first, the review queue oldest first. */
export async function listWithdrawals(
  db: Reader,
  filter: WithdrawalFilter,
  page: Page,
  order: 'newest' | 'oldest',
): Promise<{ rows: WithdrawalWithCard[]; total: number }> {
  const where = conditions(filter);
  const ordering =
    order === 'newest' ? [desc(withdrawals.createdAt), desc(withdrawals.id)] : [asc(withdrawals.createdAt), asc(withdrawals.id)];
  const rows = await selectWithCard(db)
    .where(where)
    .orderBy(...ordering)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows: rows.map(shape), total: total?.n ?? 0 };
}

export async function withdrawalWithCard(db: Reader, withdrawalId: number): Promise<WithdrawalWithCard> {
  const [row] = await selectWithCard(db).where(eq(withdrawals.id, withdrawalId));
  if (!row) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return shape(row);
}
