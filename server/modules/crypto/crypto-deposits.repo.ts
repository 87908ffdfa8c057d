// Crypto deposits as deposit orders: a payment_orders row (provider `chain:<network>`, providerRef
// `<txid>:<logIndex>`) with its crypto_deposits row. Both unique per (network, txid, logIndex), so
// however many watchers see a transfer, it is recorded and credited once.
import { and, asc, desc, eq, isNotNull, like, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { cryptoDepositRejections, cryptoDeposits, paymentOrders, users } from '../../db/schema.ts';
import { isAppError } from '../../errors.ts';
import { ledgerAccountOf, openAccounts, transfer } from '../../ledger/ledger.ts';
import { writeLetter } from '../letters/write-letter.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';
import type { ChainTransfer } from './chain.ts';
import { chainProvider, depositChannelCode } from './coin-networks.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface SeenDeposit {
  userId: number;
  coin: string;
  network: string;
  address: string;
  txid: string;
  logIndex: number;
  /** Asset base units. */
  amount: bigint;
  /** Game-coin units the deposit is worth. */
  coins: bigint;
  blockHeight: number;
  confirmations: number;
}

/** Records a transfer to a deposit address as a pending order; false when it was already recorded. */
export async function recordDeposit(db: Db, deposit: SeenDeposit, now: Date): Promise<boolean> {
  return transactionWithRetry(db, async (inner) => {
    const tx = inner as unknown as Db;
    // A clash on the provider reference means: recorded already. (A clash of the random order
    // number is an error instead, so the scan fails and the next one records the deposit.)
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderSn: newOrderSn('C', now),
        userId: deposit.userId,
        channelCode: depositChannelCode(deposit.coin, deposit.network),
        provider: chainProvider(deposit.network),
        currency: deposit.coin,
        amount: deposit.amount,
        coins: deposit.coins,
        status: 'pending',
        providerRef: `${deposit.txid}:${deposit.logIndex}`,
        network: deposit.network,
        address: deposit.address,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [paymentOrders.provider, paymentOrders.providerRef], where: sql`"provider_ref" IS NOT NULL` })
      .returning({ id: paymentOrders.id });
    if (!order) return false;
    await tx.insert(cryptoDeposits).values({
      network: deposit.network,
      txid: deposit.txid,
      logIndex: deposit.logIndex,
      paymentOrderId: order.id,
      blockHeight: deposit.blockHeight,
      confirmations: deposit.confirmations,
      createdAt: now,
    });
    return true;
  });
}

export interface RefusedDeposit {
  network: string;
  /** As the chain reported it: any field may be malformed. */
  transfer: ChainTransfer;
  userId: number;
  address: string;
  reason: string;
  /** The head the watcher read up to, stored when the transfer's own height is unusable. */
  head: number;
}

/** Records a refused transfer once per (network, txid, logIndex); false when it was already recorded. */
export async function rejectDeposit(db: Db, refused: RefusedDeposit, now: Date): Promise<boolean> {
  const t = refused.transfer;
  // Text as the chain sent it, minus what PostgreSQL text cannot hold (NUL) and within a sane length.
  const text = (value: unknown, max: number) => String(value).replaceAll('\u0000', '\uFFFD').slice(0, max);
  const rows = await db
    .insert(cryptoDepositRejections)
    .values({
      network: refused.network,
      txid: text(t.txid, 200),
      logIndex: Number.isSafeInteger(t.logIndex) && t.logIndex >= 0 && t.logIndex <= 2 ** 31 - 1 ? t.logIndex : 0,
      userId: refused.userId,
      address: refused.address,
      amount: text(t.amount, 100),
      blockHeight: Number.isSafeInteger(t.blockHeight) ? t.blockHeight : refused.head,
      reason: text(refused.reason, 500),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ txid: cryptoDepositRejections.txid });
  return rows.length > 0;
}

/** Refused transfers for operators, newest first, with the owner's account name. */
export async function listRejections(db: Db, page: { pageNum: number; pageSize: number }) {
  const rows = await db
    .select({ rejection: cryptoDepositRejections, account: users.account })
    .from(cryptoDepositRejections)
    .leftJoin(users, eq(users.id, cryptoDepositRejections.userId))
    .orderBy(desc(cryptoDepositRejections.createdAt), asc(cryptoDepositRejections.network), asc(cryptoDepositRejections.txid))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return { rows, total: await db.$count(cryptoDepositRejections) };
}

export interface PendingDeposit {
  orderId: number;
  orderSn: string;
  userId: number;
  amount: bigint;
  coins: bigint;
  txid: string;
  logIndex: number;
  blockHeight: number;
  confirmations: number;
}

/** The network's deposits not credited yet, oldest first. */
export function pendingDeposits(db: Db, network: string): Promise<PendingDeposit[]> {
  return db
    .select({
      orderId: paymentOrders.id,
      orderSn: paymentOrders.orderSn,
      userId: paymentOrders.userId,
      amount: paymentOrders.amount,
      coins: paymentOrders.coins,
      txid: cryptoDeposits.txid,
      logIndex: cryptoDeposits.logIndex,
      blockHeight: cryptoDeposits.blockHeight,
      confirmations: cryptoDeposits.confirmations,
    })
    .from(cryptoDeposits)
    .innerJoin(paymentOrders, eq(paymentOrders.id, cryptoDeposits.paymentOrderId))
    .where(and(eq(cryptoDeposits.network, network), eq(paymentOrders.status, 'pending')))
    .orderBy(asc(cryptoDeposits.blockHeight), asc(paymentOrders.id));
}

export async function updateConfirmations(db: Db, orderId: number, confirmations: number): Promise<void> {
  await db.update(cryptoDeposits).set({ confirmations }).where(eq(cryptoDeposits.paymentOrderId, orderId));
}

/**
 * Credits a confirmed deposit in one transaction: the order turns paid (the conditional UPDATE is
 * the gate — of two watchers only one finds it pending) and the coins move from the network's
 * clearing account to the wallet, booked once per `<network>:<txid>:<logIndex>`, and the player's
 * inbox gets a letter in the same transaction. False when
 * another watcher credited it first.
 */
export async function creditDeposit(db: Db, network: string, deposit: PendingDeposit, confirmations: number, now: Date): Promise<boolean> {
  return transactionWithRetry(db, async (inner) => {
    const tx = inner as unknown as Db;
    const [paid] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(paymentOrders.id, deposit.orderId), eq(paymentOrders.status, 'pending')))
      .returning({ id: paymentOrders.id });
    if (!paid) return false;
    await updateConfirmations(tx, deposit.orderId, confirmations);
    const [clearing, wallet] = await openAccounts(tx, [ledgerAccountOf.cryptoClearing(network), ledgerAccountOf.wallet(deposit.userId)]);
    try {
      await transfer(tx, {
        from: clearing.id,
        to: wallet.id,
        amount: deposit.coins,
        kind: 'crypto_deposit',
        reference: `${network}:${deposit.txid}:${deposit.logIndex}`,
      });
    } catch (error) {
      // Booked already (the ledger's own once-only guard): the order was paid for; nothing to add.
      if (!(isAppError(error) && error.errorKey === 'ALREADY_BOOKED')) throw error;
    }
    await writeLetter(tx, { userId: deposit.userId, key: 'depositCredited', params: { orderSn: deposit.orderSn, amount: deposit.coins }, at: now });
    return true;
  });
}

/** Per coin, the network of the user's first credited crypto deposit: withdrawals must use it (§5). */
export async function depositNetworksOf(db: Db, userId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinctOn([paymentOrders.currency], { coin: paymentOrders.currency, network: paymentOrders.network })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), like(paymentOrders.provider, 'chain:%'), isNotNull(paymentOrders.paidAt), isNotNull(paymentOrders.network)))
    .orderBy(asc(paymentOrders.currency), asc(paymentOrders.paidAt), asc(paymentOrders.id));
  return Object.fromEntries(rows.map((row) => [row.coin, row.network!]));
}
