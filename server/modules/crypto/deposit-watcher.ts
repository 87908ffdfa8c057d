// The deposit watcher: reads each network's new blocks from its cursor, records transfers to our
// deposit addresses as pending deposit orders, counts their confirmations and credits each once it
// has the network's required confirmations. Safe to run in several server processes at once: every
// step is once-only in the database (unique references, conditional updates), not in memory.
//
// Deposits below the network's depositMin are recorded (the player sees them, status pending) but
// never credited automatically: small transfers cost more to sweep than they are worth. An
// operator can credit one by a manual adjustment.
import { eq, sql } from 'drizzle-orm';
import { chainCursors } from '../../db/schema.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { canonicalAddress, validateAddress } from './addresses/validate-address.fns.ts';
import { depositCoins, toAssetUnits } from '../wallet/asset-amount.fns.ts';
import type { ChainTransfer } from './chain.ts';
import { chainFor } from './chains.ts';
import { assetOfNetwork, configuredNetworks } from './coin-networks.ts';
import { creditDeposit, pendingDeposits, recordDeposit, updateConfirmations } from './crypto-deposits.repo.ts';
import { ownersOf } from './deposit-addresses.repo.ts';
import { settleCryptoPayouts } from './payout-watcher.ts';

export interface ScanSummary {
  /** New deposits recorded. */
  recorded: number;
  /** Deposits credited to wallets. */
  credited: number;
  /** Crypto withdrawals settled as successful. */
  settled: number;
}

/** One pass over every configured network, then over crypto payouts awaiting confirmations. */
export async function scanChains(deps: WalletDeps): Promise<ScanSummary> {
  const summary: ScanSummary = { recorded: 0, credited: 0, settled: 0 };
  for (const network of configuredNetworks(deps.config)) {
    const result = await scanNetwork(deps, network);
    summary.recorded += result.recorded;
    summary.credited += result.credited;
  }
  summary.settled = await settleCryptoPayouts(deps);
  return summary;
}

export async function scanNetwork(deps: WalletDeps, network: string): Promise<{ recorded: number; credited: number }> {
  const { db } = deps;
  const asset = assetOfNetwork(deps.config, network);
  const chain = chainFor(deps, network);
  const head = await chain.headHeight();

  await db.insert(chainCursors).values({ network, scannedHeight: 0 }).onConflictDoNothing();
  const [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
  const scanned = cursor?.scannedHeight ?? 0;

  let recorded = 0;
  if (head > scanned) {
    const transfers = await chain.transfers(scanned + 1, head);
    recorded = await recordOurs(deps, network, transfers, head);
    // Only forward: a slower watcher never moves the cursor back over blocks another has read.
    await db
      .update(chainCursors)
      .set({ scannedHeight: sql`greatest(${chainCursors.scannedHeight}, ${head})` })
      .where(eq(chainCursors.network, network));
  }

  let credited = 0;
  const minimum = toAssetUnits(asset.depositMin, asset.decimals);
  for (const deposit of await pendingDeposits(db, network)) {
    const confirmations = countedConfirmations(head, deposit.blockHeight, asset.confirmations);
    if (confirmations >= asset.confirmations && deposit.amount >= minimum) {
      if (await creditDeposit(db, network, deposit, confirmations, deps.now())) credited += 1;
    } else if (confirmations !== deposit.confirmations) {
      await updateConfirmations(db, deposit.orderId, confirmations);
    }
  }
  return { recorded, credited };
}

/** Confirmations as stored: counted up to the requirement, beyond which they no longer matter. */
function countedConfirmations(head: number, blockHeight: number, required: number): number {
  return Math.min(required, Math.max(0, head - blockHeight + 1));
}

async function recordOurs(deps: WalletDeps, network: string, transfers: ChainTransfer[], head: number): Promise<number> {
  const asset = assetOfNetwork(deps.config, network);
  const canonical = (address: string) => (validateAddress(network, address).valid ? canonicalAddress(network, address) : null);
  const candidates = transfers.map((t) => canonical(t.to)).filter((a): a is string => a !== null);
  const owners = await ownersOf(deps.db, network, candidates);
  let recorded = 0;
  for (const t of transfers) {
    const address = canonical(t.to);
    const userId = address === null ? undefined : owners.get(address);
    if (userId === undefined) continue;
    const coins = depositCoins(t.amount, asset.decimals, asset.rate);
    if (coins <= 0n) {
      // Worth less than 1/10 000 coin: nothing that could ever be credited.
      deps.log.warn({ network, txid: t.txid, amount: t.amount.toString() }, 'dust deposit ignored');
      continue;
    }
    const isNew = await recordDeposit(
      deps.db,
      {
        userId,
        coin: asset.coin,
        network,
        address: address!,
        txid: t.txid,
        logIndex: t.logIndex,
        amount: t.amount,
        coins,
        blockHeight: t.blockHeight,
        confirmations: countedConfirmations(head, t.blockHeight, asset.confirmations),
      },
      deps.now(),
    );
    if (isNew) recorded += 1;
  }
  return recorded;
}
