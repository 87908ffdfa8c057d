// A pachinko-style machine is data. Units: balls (one ball is worth `ballValue` coin units).

/** Play mode entered after a jackpot: `spins` lottery spins at 1 in `odds`, under electric
 *  support (the start pocket is held open, so these spins cost the player no net balls).
 *  A kakuhen (probability change) is a short `odds`; a time-saving (jitan) keeps normal odds;
 *  `spins: 0` returns straight to normal play. */
export interface SupportMode {
  readonly kind: 'kakuhen' | 'jitan' | 'none';
  readonly odds: number;
  readonly spins: number;
}

/** One kind of jackpot: `rounds` attacker rounds paying `ballsPerRound` balls each, then a mode. */
export interface JackpotKind {
  readonly id: string;
  readonly weight: number;
  readonly rounds: number;
  readonly ballsPerRound: number;
  readonly after: SupportMode;
}

/** How a machine's board looks on screen. Presentation only: play and the maths never read it. */
export interface PachinkoLook {
  /** CSS colours of the board. */
  readonly colours: {
    readonly boardTop: string;
    readonly boardBottom: string;
    readonly rail: string;
    readonly nails: string;
    readonly displayFrame: string;
    readonly displayBack: string;
    /** The centre display's figures. */
    readonly figures: string;
    readonly startPocket: string;
    readonly generalPocket: string;
    readonly attacker: string;
  };
  /** Board units (the board is 300 × 400): spacing of the nail rows and of the nails in a row,
   *  and where the left general pocket sits (the right one mirrors it). */
  readonly layout: {
    readonly rowStep: number;
    readonly columnStep: number;
    readonly generalPocket: { readonly x: number; readonly y: number };
  };
}

export interface PachinkoTable {
  readonly id: string;
  /** The board's colours and layout on screen; a default board without it. */
  readonly look?: PachinkoLook;
  /** Balls one round fires (2.5 minutes at 100 balls a minute for 250). The bet sets the ball's
   *  price (bet ÷ ballsPerRound — like 1-yen and 4-yen halls), so the win scales with the bet. */
  readonly ballsPerRound: number;
  /** Allowed bets, decimal strings of game coins, ascending; each divides into ballsPerRound balls. */
  readonly betSteps: readonly string[];
  /** Limiter: a chain ends after this many jackpots (keeps the largest win finite). */
  readonly chainLimit: number;
  /** Where a launched ball ends, as integer weights. */
  readonly launch: { readonly lost: number; readonly generalPocket: number; readonly startPocket: number };
  /** Balls paid back by a general pocket (一般入賞口). */
  readonly generalReturn: number;
  /** Balls paid back by each start-pocket entry (the usual 3-ball return). */
  readonly startReturn: number;
  /** Normal-mode jackpot odds: 1 in `normalOdds` per start. */
  readonly normalOdds: number;
  /** Jackpot kinds drawn on a normal-mode jackpot. */
  readonly normalJackpots: readonly JackpotKind[];
  /** Jackpot kinds drawn on a jackpot hit during a support mode (kakuhen or jitan). */
  readonly supportJackpots: readonly JackpotKind[];
}

/** What one jackpot in a chain did. */
export interface JackpotRecord {
  readonly kind: string;
  readonly balls: number;
  /** Support spins played after it before the next jackpot (or before support ended). */
  readonly supportSpins: number;
  readonly mode: SupportMode['kind'];
}

export interface PachinkoOutcome {
  readonly balls: number;
  readonly lost: number;
  readonly generalPockets: number;
  readonly starts: number;
  /** Balls won by general pockets and start returns. */
  readonly returnBalls: number;
  /** Each chain: the jackpots hit in a row, starting from a normal-mode jackpot. */
  readonly chains: readonly (readonly JackpotRecord[])[];
  readonly ballsOut: number;
  /** Ball price of this round in coin units (bet ÷ balls). */
  readonly ballValue?: string;
}
