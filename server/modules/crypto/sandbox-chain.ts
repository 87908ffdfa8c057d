// The built-in sandbox chains (one per network): a ChainAdapter over sandbox_chain_txs and
// sandbox_chain_heads. Transactions wait in a mempool (no block) until mine() puts them all in the
// next block; every mine(n) adds n blocks, so confirmations grow as a tester or the timer mines.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, between, eq, isNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { sandboxChainHeads, sandboxChainTxs } from '../../db/schema.ts';
import { addressFamilyOf } from './addresses/validate-address.fns.ts';
import type { ChainAdapter, ChainTransfer } from './chain.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface SandboxChain extends ChainAdapter {
  /** Puts a transfer in the mempool; answers its txid. */
  send(to: string, amount: bigint, from: string): Promise<string>;
  /** Mines `blocks` blocks (the first takes the whole mempool); answers the new head height. */
  mine(blocks: number): Promise<number>;
}

/** A random txid in the network's spelling: 64 hex digits, "0x"-prefixed on Ethereum-style chains. */
export function newTxid(network: string): string {
  const hex = randomBytes(32).toString('hex');
  return addressFamilyOf(network) === 'ethereum' ? `0x${hex}` : hex;
}

/**
 * The txid of the hot wallet's payout for an idempotency key: derived from it, so the sandbox sends a
 * payout once however often it is asked (the primary key refuses a second row).
 */
export function payoutTxid(network: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`sandbox-payout:${network}:${idempotencyKey}`).digest('hex');
  return addressFamilyOf(network) === 'ethereum' ? `0x${hex}` : hex;
}

/** `db` may be a transaction: then sends and mining commit or roll back with it. */
export function sandboxChain(db: Db, network: string, hotWallet: string): SandboxChain {
  const headHeight = async (): Promise<number> => {
    const [head] = await db.select({ height: sandboxChainHeads.height }).from(sandboxChainHeads).where(eq(sandboxChainHeads.network, network));
    return head?.height ?? 0;
  };

  const send = async (to: string, amount: bigint, from: string): Promise<string> => {
    if (amount <= 0n) throw new RangeError('a chain transfer moves a positive amount');
    const txid = newTxid(network);
    await db.insert(sandboxChainTxs).values({ network, txid, logIndex: 0, fromAddress: from, toAddress: to, amount, blockHeight: null });
    return txid;
  };

  return {
    network,
    headHeight,
    send,

    async mine(blocks) {
      if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError('mine at least one block');
      return transactionWithRetry(db, async (inner) => {
        const tx = inner as unknown as Db;
        await tx.insert(sandboxChainHeads).values({ network, height: 0 }).onConflictDoNothing();
        // The head row is the chain's lock: concurrent miners take turns, blocks never overlap.
        const [head] = await tx.select().from(sandboxChainHeads).where(eq(sandboxChainHeads.network, network)).for('update');
        const next = head!.height + 1;
        await tx
          .update(sandboxChainTxs)
          .set({ blockHeight: next })
          .where(and(eq(sandboxChainTxs.network, network), isNull(sandboxChainTxs.blockHeight)));
        const height = head!.height + blocks;
        await tx.update(sandboxChainHeads).set({ height }).where(eq(sandboxChainHeads.network, network));
        return height;
      });
    },

    async transfers(fromHeight, toHeight): Promise<ChainTransfer[]> {
      if (toHeight < fromHeight) return [];
      const rows = await db
        .select()
        .from(sandboxChainTxs)
        .where(and(eq(sandboxChainTxs.network, network), between(sandboxChainTxs.blockHeight, fromHeight, toHeight)))
        .orderBy(asc(sandboxChainTxs.blockHeight), asc(sandboxChainTxs.createdAt), asc(sandboxChainTxs.txid), asc(sandboxChainTxs.logIndex));
      return rows.map((row) => ({
        txid: row.txid,
        logIndex: row.logIndex,
        from: row.fromAddress,
        to: row.toAddress,
        amount: row.amount,
        blockHeight: row.blockHeight!,
      }));
    },

    async broadcast(to, amount, idempotencyKey) {
      if (amount <= 0n) throw new RangeError('a chain transfer moves a positive amount');
      const txid = payoutTxid(network, idempotencyKey);
      await db
        .insert(sandboxChainTxs)
        .values({ network, txid, logIndex: 0, fromAddress: hotWallet, toAddress: to, amount, blockHeight: null })
        .onConflictDoNothing();
      return txid;
    },

    async confirmations(txid) {
      const [row] = await db
        .select({ blockHeight: sandboxChainTxs.blockHeight })
        .from(sandboxChainTxs)
        .where(and(eq(sandboxChainTxs.network, network), eq(sandboxChainTxs.txid, txid)))
        .limit(1);
      if (!row || row.blockHeight === null) return 0;
      return Math.max(0, (await headHeight()) - row.blockHeight + 1);
    },
  };
}
