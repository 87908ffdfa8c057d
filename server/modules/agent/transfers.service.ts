// Coins between an agent and a direct member, both ways. The passwords are checked by the caller
// before the money transaction (so wrong guesses are counted even though the call fails); this
// books the move: one agent_transfers row and one ledger transfer between the two player wallets,
// in the caller's transaction, and a letter telling the member. The database's non-negative check
// on player wallets refuses an overdraw, whichever side pays.
import { eq } from '../../db/orm.ts';
import type { AgentTransferRecord } from '../../../src/contracts/agent.ts';
import type { Db } from '../../db/database.ts';
import { agentTransfers, users, type AgentTransferDirection } from '../../db/schema.ts';
import { AppError, isAppError } from '../../errors.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { balanceOf, ledgerAccountOf, openAccounts, transfer } from '../../ledger/ledger.ts';
import { requireIncomingTransferAllowed } from '../protection/protection.service.ts';
import { writeLetter } from '../letters/write-letter.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';

/** The ledger kind of these moves; the reference is the transfer's order number. */
export const AGENT_TRANSFER_KIND = 'agent_transfer';
/** Order numbers of agent transfers: `T` + date + ten random digits. */
export const AGENT_TRANSFER_PREFIX = 'T';

/** A member who may take part in a transfer: frozen accounts neither receive nor give coins. */
export async function requireActiveMember(db: Pick<Db, 'select'>, memberId: number): Promise<{ account: string }> {
  const [member] = await db.select({ account: users.account, status: users.status }).from(users).where(eq(users.id, memberId));
  if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
  if (member.status !== 'active') throw new AppError(422, 'MEMBER_FROZEN');
  return { account: member.account };
}

export interface AgentTransferInput {
  agentId: number;
  /** Already checked to be a direct member of the agent. */
  memberId: number;
  direction: AgentTransferDirection;
  /** Units of 1/10 000 coin, > 0. */
  amount: bigint;
  now: Date;
}

export async function bookAgentTransfer(tx: Db, input: AgentTransferInput): Promise<AgentTransferRecord> {
  const member = await requireActiveMember(tx, input.memberId);
  // A member on a break or excluded takes no coins in; coins in count towards their deposit limits.
  if (input.direction === 'to_member') await requireIncomingTransferAllowed(tx, input.memberId, input.amount, input.now);
  const [agentWallet, memberWallet] = await openAccounts(tx, [ledgerAccountOf.wallet(input.agentId), ledgerAccountOf.wallet(input.memberId)]);
  const orderSn = newOrderSn(AGENT_TRANSFER_PREFIX, input.now);
  await tx.insert(agentTransfers).values({
    orderSn,
    agentId: input.agentId,
    memberId: input.memberId,
    direction: input.direction,
    amount: input.amount,
    createdAt: input.now,
  });
  const toMember = input.direction === 'to_member';
  try {
    await transfer(tx, {
      from: toMember ? agentWallet.id : memberWallet.id,
      to: toMember ? memberWallet.id : agentWallet.id,
      amount: input.amount,
      kind: AGENT_TRANSFER_KIND,
      reference: orderSn,
    });
  } catch (error) {
    // The wallet that came up short is the member's when taking coins back: say so.
    if (!toMember && isAppError(error) && error.errorKey === 'INSUFFICIENT_FUNDS') throw new AppError(422, 'MEMBER_INSUFFICIENT_FUNDS');
    throw error;
  }
  const [agent] = await tx.select({ account: users.account }).from(users).where(eq(users.id, input.agentId));
  await writeLetter(tx, {
    userId: input.memberId,
    key: toMember ? 'agentTransferIn' : 'agentTransferOut',
    params: { agent: agent!.account, amount: input.amount, orderSn },
    at: input.now,
  });
  return {
    orderSn,
    direction: input.direction,
    memberUserId: input.memberId,
    memberAccount: member.account,
    amount: formatAmount(input.amount),
    balance: formatAmount(await balanceOf(tx, agentWallet.id)),
    createdAt: input.now.toISOString(),
  };
}
