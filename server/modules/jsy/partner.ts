// What the partner wallet JSY must offer for transfers out of Game Hall. The built-in sandbox
// partner (sandbox/, demo mode only) implements the server side; a real integration implements the
// same five operations over its HTTP API, signed both ways (signed-client.ts does this for any
// transport that speaks the JSON shapes below).
//
// Rules a real partner integration keeps:
//   - `credit` carries our transfer id as its idempotency key: asked twice, the partner credits once
//     and answers the first outcome again.
//   - `credit` carries `expiresAt`: the partner refuses a credit it receives after it, so once that
//     time has passed, `status` answering `not_found` is definite (it can never be credited).
//   - An answer that does not arrive (timeout, network, a bad signature) is never read as a failure:
//     the caller keeps the coins held and asks `status` until the outcome is definite.
//   - The player's JSY password goes to `login` once and is kept nowhere (not stored, not logged);
//     what the partner answers is a short-lived grant to credit that one account.

/** The partner's answer could not be trusted or did not come: the outcome is unknown. */
export class PartnerUnavailable extends Error {
  // A plain field, not a parameter property: Node runs these files by stripping types only.
  readonly problem: string;
  constructor(problem: string) {
    super(`JSY partner: ${problem}`);
    this.problem = problem;
    this.name = 'PartnerUnavailable';
  }
}

export interface HolderNames {
  /** Latin letters, compared by the partner with spec §5's rule (case, spacing, punctuation ignored). */
  latin: string;
  /** Katakana, when the Japanese flow asked for it. */
  kana?: string;
}

export type AccountCheck = { result: 'ok' } | { result: 'not_found' } | { result: 'name_mismatch' };

export interface CardCheckRequest {
  account: string;
  names: HolderNames;
  cardLast4: string;
  /** The Japanese flow: the card's branch (支店) code, three digits. */
  branchCode?: string;
}

export type CardCheck = { result: 'ok' } | { result: 'not_found' } | { result: 'name_mismatch' } | { result: 'card_mismatch' };

export type LoginResult = { ok: true; grant: string; expiresAt: Date } | { ok: false };

export interface CreditRequest {
  /** Our transfer id; the partner's idempotency key. */
  transferId: string;
  account: string;
  grant: string;
  /** Game coins as a decimal string with four decimals. */
  amount: string;
  /** The partner refuses the credit when it arrives after this. */
  expiresAt: Date;
}

export type CreditOutcome = { status: 'credited'; partnerRef: string } | { status: 'failed'; reason: string };
export type TransferStatus = CreditOutcome | { status: 'not_found' };

export interface JsyPartner {
  checkAccount(account: string, names: HolderNames): Promise<AccountCheck>;
  checkCard(request: CardCheckRequest): Promise<CardCheck>;
  login(account: string, password: string): Promise<LoginResult>;
  /** Throws PartnerUnavailable when the answer is unknown. */
  credit(request: CreditRequest): Promise<CreditOutcome>;
  /** Throws PartnerUnavailable when the answer is unknown. */
  status(transferId: string): Promise<TransferStatus>;
}
