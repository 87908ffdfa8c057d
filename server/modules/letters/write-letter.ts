// The one way the rest of the server writes a system letter: a row in the caller's transaction,
// so the letter exists exactly when the event it tells of does (a rolled-back approval leaves no
// letter). No side effect beyond the insert. Parameters are stored, not text: the reader's
// language is chosen when the letter is read (letters.fns.ts renders it).
import type { Db } from '../../db/database.ts';
import type { LetterTemplateKey } from '../../db/schema.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { insertLetter } from './letters.repo.ts';

/** Parameter values: text, or an amount in units of 1/10 000 coin (shown in the reader's number format). */
export type LetterParams = Record<string, string | bigint>;

export interface LetterToWrite {
  userId: number;
  key: LetterTemplateKey;
  params?: LetterParams;
  /** When it was written (the caller's clock); the database's clock otherwise. */
  at?: Date;
}

/** Amounts are stored as `amount:<decimal>` so the renderer knows to format them per language. */
export const AMOUNT_PREFIX = 'amount:';

export async function writeLetter(tx: Db, letter: LetterToWrite): Promise<void> {
  const params = Object.fromEntries(
    Object.entries(letter.params ?? {}).map(([name, value]) => [name, typeof value === 'bigint' ? `${AMOUNT_PREFIX}${formatAmount(value)}` : value]),
  );
  await insertLetter(tx, { userId: letter.userId, templateKey: letter.key, params, ...(letter.at ? { createdAt: letter.at } : {}) });
}
