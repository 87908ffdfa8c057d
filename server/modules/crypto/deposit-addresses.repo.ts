// Deposit addresses as stored: one per (user, network), written once and read ever after, so an
// address stays the user's even if the derivation secret later changes.
import { and, eq, inArray } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { cryptoAddresses } from '../../db/schema.ts';
import { deriveAddress } from './derive-address.fns.ts';

/** The user's address on the network, created on first request. Concurrent first requests agree. */
export async function depositAddressOf(db: Db, secret: string, userId: number, network: string): Promise<string> {
  await db.insert(cryptoAddresses).values({ userId, network, address: deriveAddress(secret, network, userId) }).onConflictDoNothing();
  const [row] = await db
    .select({ address: cryptoAddresses.address })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.userId, userId), eq(cryptoAddresses.network, network)));
  // Only a 160-bit collision with another user's address leaves no row: a fault, not a user error.
  if (!row) throw new Error(`no deposit address for user ${userId} on ${network}`);
  return row.address;
}

/** Owners of those of `addresses` that are our deposit addresses on the network: address → user id. */
export async function ownersOf(db: Db, network: string, addresses: string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ address: cryptoAddresses.address, userId: cryptoAddresses.userId })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.network, network), inArray(cryptoAddresses.address, [...new Set(addresses)])));
  return new Map(rows.map((row) => [row.address, row.userId]));
}
