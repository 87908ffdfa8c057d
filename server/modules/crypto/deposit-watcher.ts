// The deposit watcher: reads each network's new blocks from its cursor, records transfers to our
// deposit addresses as pending deposit orders, counts their confirmations and credits each once it
// has the network's required confirmations. Safe to run in several server processes at once: every
// step is once-only in the database (unique references, conditional updates), not in memory.
//
// Deposits below the network's depositMin are recorded (the player sees them, status pending) but
// never credited automatically: small transfers cost more to sweep than they are worth. An
// operator can credit one by a manual adjustment.
//
// One bad transfer never stops a network: a transfer to our address that cannot be recorded (worth
// more than the ledger takes, malformed, or failing for any reason of its own) is written to
// crypto_deposit_rejections with its reason and skipped, and the cursor moves on. Only a failure of
// the database or the network itself (isTransientFailure) stops the pass, so the next poll reads the
// same blocks again. A recorded deposit whose credit fails is logged and left pending; the others
// are still credited.
import { eq, sql } from '../../db/orm.ts';
import { chainCursors } from '../../db/schema.ts';
import { MAX_AMOUNT_UNITS } from '../../../shared/money/amount.fns.ts';
import { isTransientFailure } from '../../ledger/db-errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { canonicalAddress, validateAddress } from './addresses/validate-address.fns.ts';
import { depositCoins, toAssetUnits } from '../../../shared/money/asset-amount.fns.ts';
import type { ChainAdapter, ChainTransfer } from './chain.ts';
import { chainFor } from './chains.ts';
import { assetOfNetwork, configuredNetworks } from './coin-networks.ts';
import { creditDeposit, pendingDeposits, recordDeposit, rejectDeposit, updateConfirmations } from './crypto-deposits.repo.ts';
import { ownersOf } from './deposit-addresses.repo.ts';
import { settleCryptoPayouts } from './payout-watcher.ts';

export interface ScanSummary {
  /** New deposits recorded. */
  recorded: number;
  /** Transfers to our addresses refused and skipped (crypto_deposit_rejections). */
  rejected: number;
  /** Deposits credited to wallets. */
  credited: number;
  /** Crypto withdrawals settled as successful. */
  settled: number;
}

/** One pass over every configured network, then over crypto payouts awaiting confirmations. */
export async function scanChains(deps: WalletDeps): Promise<ScanSummary> {
  const summary: ScanSummary = { recorded: 0, rejected: 0, credited: 0, settled: 0 };
  for (const network of configuredNetworks(deps.config)) {
    const result = await scanNetwork(deps, network);
    summary.recorded += result.recorded;
    summary.rejected += result.rejected;
    summary.credited += result.credited;
  }
  summary.settled = await settleCryptoPayouts(deps);
  return summary;
}

/** One pass over a network: through its configured chain, or the adapter given (any ChainAdapter takes this same path). */
export async function scanNetwork(
  deps: WalletDeps,
  network: string,
  chain: ChainAdapter = chainFor(deps, network),
): Promise<{ recorded: number; rejected: number; credited: number }> {
  const { db } = deps;
  const asset = assetOfNetwork(deps.config, network);
  const head = await chain.headHeight();

  const scanned = await scannedHeightOf(db, network);

  let recorded = 0;
  let rejected = 0;
  if (head > scanned) {
    const transfers = await chain.transfers(scanned + 1, head);
    ({ recorded, rejected } = await recordOurs(deps, network, transfers, head));
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
    try {
      if (confirmations >= asset.confirmations && deposit.amount >= minimum) {
        if (await creditDeposit(db, network, deposit, confirmations, deps.now())) credited += 1;
      } else if (confirmations !== deposit.confirmations) {
        await updateConfirmations(db, deposit.orderId, confirmations);
      }
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      deps.log.error({ err: error, network, txid: deposit.txid, orderId: deposit.orderId }, 'crypto deposit not credited; left pending');
    }
  }
  return { recorded, rejected, credited };
}

/** The network's cursor: read, and made at 0 on the network's first pass only (not a write every pass). */
async function scannedHeightOf(db: WalletDeps['db'], network: string): Promise<number> {
  const read = async () => (await db.select().from(chainCursors).where(eq(chainCursors.network, network)))[0]?.scannedHeight;
  const scanned = await read();
  if (scanned !== undefined) return scanned;
  await db.insert(chainCursors).values({ network, scannedHeight: 0 }).onConflictDoNothing();
  return (await read()) ?? 0;
}

/** Confirmations as stored: counted up to the requirement, beyond which they no longer matter. */
function countedConfirmations(head: number, blockHeight: number, required: number): number {
  return Math.min(required, Math.max(0, head - blockHeight + 1));
}

/** Why a transfer to one of our addresses is refused (stored as the rejection's reason). */
class DepositRefusal extends Error {}

/** The transfer's own checks: what the chain reported must be a deposit we can hold. */
function depositCoinsOf(t: ChainTransfer, asset: ReturnType<typeof assetOfNetwork>): bigint {
  if (typeof t.txid !== 'string' || t.txid.length === 0 || t.txid.length > 200) throw new DepositRefusal('malformed txid');
  if (!Number.isSafeInteger(t.logIndex) || t.logIndex < 0) throw new DepositRefusal('malformed log index');
  if (!Number.isSafeInteger(t.blockHeight) || t.blockHeight < 1) throw new DepositRefusal('malformed block height');
  if (typeof t.amount !== 'bigint' || t.amount <= 0n) throw new DepositRefusal('malformed amount');
  const coins = depositCoins(t.amount, asset.decimals, asset.rate);
  if (coins > MAX_AMOUNT_UNITS) throw new DepositRefusal('amount beyond the ledger maximum');
  return coins;
}

/** A transfer's recipient in canonical form, or null when it is not a valid address of the network. */
function canonicalRecipient(network: string, to: unknown): string | null {
  try {
    return typeof to === 'string' && validateAddress(network, to).valid ? canonicalAddress(network, to) : null;
  } catch {
    return null;
  }
}

async function recordOurs(deps: WalletDeps, network: string, transfers: ChainTransfer[], head: number): Promise<{ recorded: number; rejected: number }> {
  const asset = assetOfNetwork(deps.config, network);
  const recipients = transfers.map((t) => canonicalRecipient(network, t.to));
  const owners = await ownersOf(deps.db, network, recipients.filter((a): a is string => a !== null));
  let recorded = 0;
  let rejected = 0;
  for (const [i, t] of transfers.entries()) {
    const address = recipients[i] ?? null;
    const userId = address === null ? undefined : owners.get(address);
    if (address === null || userId === undefined) continue;
    try {
      const coins = depositCoinsOf(t, asset);
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
          address,
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
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      const reason = error instanceof DepositRefusal ? error.message : `not recordable: ${error instanceof Error ? error.message : String(error)}`;
      deps.log.error({ err: error instanceof DepositRefusal ? undefined : error, network, txid: String(t.txid), reason }, 'crypto deposit rejected');
      if (await rejectDeposit(deps.db, { network, transfer: t, userId, address, reason, head }, deps.now())) rejected += 1;
    }
  }
  return { recorded, rejected };
}
