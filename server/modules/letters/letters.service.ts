// The inbox: a player's letters (rendered in the caller's language), read state, and operators'
// letters to one player or to all.
import type { z } from 'zod';
import type { opsLetter, operatorLetterText, StationLetter } from '../../../src/contracts/station.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Translate } from '../../i18n/messages.ts';
import { renderLetter } from './letters.fns.ts';
import { insertLetter, listLetters, markAllRead, markRead, unreadCount, userByAccount, visibleLetter, type LetterRow } from './letters.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface LettersDeps {
  db: Db;
  now: () => Date;
  t: Translate;
}

type OperatorText = z.output<typeof operatorLetterText>;
type OpsLetter = z.output<typeof opsLetter>;

export async function queryLetters(
  deps: LettersDeps,
  userId: number,
  locale: Locale,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: StationLetter[]; total: number; pageNum: number; pageSize: number; unread: number }> {
  const { rows, total } = await listLetters(deps.db, userId, page);
  return {
    list: rows.map((row) => renderLetter(deps.t, locale, row.letter, row.read)),
    total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    unread: await unreadCount(deps.db, userId),
  };
}

export async function unreadOf(deps: LettersDeps, userId: number): Promise<{ unread: number }> {
  return { unread: await unreadCount(deps.db, userId) };
}

/** Another player's letter, or one that does not exist, is not found (404) either way. */
export async function readLetter(deps: LettersDeps, userId: number, id: number): Promise<{ unread: number }> {
  if (!(await visibleLetter(deps.db, userId, id))) throw new AppError(404, 'LETTER_NOT_FOUND');
  await markRead(deps.db, userId, id, deps.now());
  return unreadOf(deps, userId);
}

export async function readAllLetters(deps: LettersDeps, userId: number): Promise<{ unread: number }> {
  await transactionWithRetry(deps.db, async (tx) => markAllRead(tx, userId, deps.now()));
  return unreadOf(deps, userId);
}

function toOpsLetter(row: LetterRow, account: string | null): OpsLetter {
  return { id: row.id, account, broadcast: row.userId === null, sentBy: row.sentBy!, createdAt: row.createdAt.toISOString() };
}

/** An operator's letter to one player (named by account), in the caller's transaction. */
export async function sendLetter(tx: Db, deps: Pick<LettersDeps, 'now'>, input: OperatorText & { account: string }, operator: string): Promise<OpsLetter> {
  const user = await userByAccount(tx, input.account);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  const row = await insertLetter(tx, { userId: user.id, title: input.title, body: input.body, sentBy: operator, createdAt: deps.now() });
  return toOpsLetter(row, user.account);
}

/** An operator's letter to every player: one row, whatever the number of players. */
export async function broadcastLetter(tx: Db, deps: Pick<LettersDeps, 'now'>, input: OperatorText, operator: string): Promise<OpsLetter> {
  const row = await insertLetter(tx, { userId: null, title: input.title, body: input.body, sentBy: operator, createdAt: deps.now() });
  return toOpsLetter(row, null);
}
