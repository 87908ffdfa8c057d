import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime, pageOf, pageRequest } from './common.ts';
import { amountText } from './money.ts';

// The console's player screen: search, a profile with tabs (each tab a page of its own), lock and
// unlock, and notes. An operator whose roles are only `support` sees names, document numbers and
// card numbers masked; the server masks them, the screen shows what it gets.

export const playerSearchFields = ['account', 'email', 'phone', 'id', 'agentCode'] as const;
export const playerSearchMatches = ['exact', 'prefix'] as const;
export const playerStatuses = ['active', 'frozen'] as const;

/** What is searched for: printable text without markup brackets or wildcards of its own. */
const searchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[^\p{Cc}\p{Cf}<>%_\\]+$/u));
const playerId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
/** An operator's reason or note: plain text. */
const opsText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(/^[^\p{Cc}\p{Cf}<>]+$/u));

export const opsPlayerRow = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** "Yamada Taro", or masked ("Y**** T***") for a support-only operator. */
  realName: z.nullable(z.string()),
  /** Masked for a support-only operator ("**********1234"). */
  idNumber: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  status: z.enum(playerStatuses),
  createdAt: isoDateTime,
  lastLoginAt: z.nullable(isoDateTime),
});

export const opsPlayerSearch = defineCall({
  path: '/v2/ops/player/search',
  auth: 'operator',
  tag: 'operations',
  summary: 'Players by account, e-mail, phone, id or agent code; exact or prefix match (an id matches exactly)',
  request: z
    .strictObject({
      ...pageRequest.shape,
      field: z.enum(playerSearchFields),
      query: searchText,
      match: z._default(z.enum(playerSearchMatches), 'exact'),
    })
    .check(
      z.refine((input) => input.field !== 'id' || /^[0-9]{1,9}$/.test(input.query), {
        path: ['query'],
        params: { validation: 'playerIdDigits' },
      }),
    ),
  response: z.extend(pageOf(opsPlayerRow), { masked: z.boolean() }),
});

export const opsPlayerCard = z.object({
  id: z.number().check(z.int()),
  bankName: z.string(),
  /** Never whole: the last four digits, with the first six for operators who may see more. */
  cardNumber: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  removed: z.boolean(),
});

export const opsPlayerProfileData = z.object({
  player: opsPlayerRow,
  nickname: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
  /** The wallet and what waits in holds (pending withdrawals), in coins. */
  balance: amountText,
  held: amountText,
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  cards: z.array(opsPlayerCard),
  masked: z.boolean(),
});

export const opsPlayerProfile = defineCall({
  path: '/v2/ops/player/profile',
  auth: 'operator',
  tag: 'operations',
  summary: "A player's details, balances, KYC state and cards",
  request: z.strictObject({ userId: playerId }),
  response: opsPlayerProfileData,
});

export const playerTabs = ['ledger', 'deposits', 'withdrawals', 'rounds', 'kyc', 'letters', 'sessions', 'notes', 'audit'] as const;
export type PlayerTab = (typeof playerTabs)[number];

/** One line of a profile tab: every tab shares the shape, so one grid shows any of them. */
export const opsPlayerTabRow = z.object({
  /** The line's own reference (order number, round id, session id …). */
  ref: z.string(),
  at: isoDateTime,
  /** What it is: a ledger kind, a deposit channel, a machine, an audit action … */
  kind: z.string(),
  /** Signed coins where the line moves money. */
  amount: z.nullable(amountText),
  status: z.nullable(z.string()),
  /** Free detail: a reason, a note, a letter's title, a session's address. */
  detail: z.nullable(z.string()),
  /** Who did it, for lines an operator wrote. */
  by: z.nullable(z.string()),
  /** A game round's id, from which the screen builds the player's proof link. */
  roundId: z.nullable(z.number().check(z.int())),
});

export const opsPlayerTab = defineCall({
  path: '/v2/ops/player/tab',
  auth: 'operator',
  tag: 'operations',
  summary: "One page of a profile tab (ledger, deposits, withdrawals, rounds, KYC, letters, sessions, notes, audit), newest first",
  request: z.strictObject({ ...pageRequest.shape, userId: playerId, tab: z.enum(playerTabs) }),
  response: pageOf(opsPlayerTabRow),
});

export const opsPlayerLock = defineCall({
  path: '/v2/ops/player/lock',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: "Lock a player: their sessions end and every call answers ACCOUNT_FROZEN until unlocked",
  request: z.strictObject({ userId: playerId, reason: opsText(200) }),
  response: opsPlayerRow,
});

export const opsPlayerUnlock = defineCall({
  path: '/v2/ops/player/unlock',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Unlock a locked player: they may sign in again',
  request: z.strictObject({ userId: playerId, reason: opsText(200) }),
  response: opsPlayerRow,
});

export const opsPlayerNote = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  text: z.string(),
  operator: z.string(),
  createdAt: isoDateTime,
});

export const opsPlayerNoteAdd = defineCall({
  path: '/v2/ops/player/note/add',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: "Add an operator's note to a player (notes are never edited nor removed)",
  request: z.strictObject({ userId: playerId, text: opsText(1000) }),
  response: opsPlayerNote,
});
