// What the deposit watcher and crypto payouts need from a blockchain, per network. The built-in
// sandbox chain (sandbox-chain.ts) implements it over two tables; a real node or indexer (TronGrid,
// an Ethereum JSON-RPC node, a hosted indexer) plugs in by implementing the same five methods and
// being returned from chainFor (chains.ts) for its network.
//
// Heights are block numbers; a transfer is final for us once it has the network's required
// confirmations (head − blockHeight + 1). Amounts are the token's base units (USDT: 10⁻⁶).

export interface ChainTransfer {
  /** As the network writes it: TRON 64 hex digits, Ethereum "0x" + 64 hex digits. */
  txid: string;
  /** Position of the token transfer inside the transaction (an ERC-20 log index; 0 on TRON). */
  logIndex: number;
  from: string;
  /** Any spelling; the watcher compares canonical forms (EIP-55 on Ethereum). */
  to: string;
  amount: bigint;
  blockHeight: number;
}

export interface ChainAdapter {
  readonly network: string;

  /** The newest block's height (0 before the first block). */
  headHeight(): Promise<number>;

  /**
   * Every transfer of the network's token in blocks fromHeight..toHeight (both included), oldest
   * first. The watcher keeps the ones whose `to` is one of our deposit addresses; an indexer that
   * can filter by recipient may return only those.
   */
  transfers(fromHeight: number, toHeight: number): Promise<ChainTransfer[]>;

  /**
   * Sends `amount` of the token from the house hot wallet to `to`; answers the txid. Called by the
   * job `payouts:submit` outside any database transaction, possibly again for the same payout after
   * a lost answer: a second call with the same `idempotencyKey` (the withdrawal's order number) sends
   * nothing and answers the first call's txid (a real adapter keys its signed transaction, or the
   * custodian's request, by it).
   */
  broadcast(to: string, amount: bigint, idempotencyKey: string): Promise<string>;

  /** Confirmations of a transaction: 0 while unknown or unmined, else head − blockHeight + 1. */
  confirmations(txid: string): Promise<number>;
}
