// The balance a player sees: their wallet account only, so coins held for pending withdrawals
// are not in it. Read without creating the account: a player who never had money has 0.
import { eq } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { accountCodes } from '../../ledger/ledger.ts';

/** Units of 1/10 000 coin. */
export async function walletBalanceOf(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCodes.wallet(userId)));
  return row?.balance ?? 0n;
}
