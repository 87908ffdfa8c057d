// The whole database schema. Localized text is one jsonb column per field, keyed by locale
// ({"ja-JP": "...", "en-US": "..."}); ja-JP must always be present because it is the fallback.
import { sql } from './orm.ts';
import {
  bigint,
  bigserial,
  bit,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { adjustmentStatuses, jsyTransferStatuses, paymentStatuses, withdrawalMethods, withdrawalStatuses } from '../../src/contracts/money.ts';
import { exclusionKinds, protectionLimitKinds } from '../../src/contracts/protection.ts';
import { auditResults } from '../../src/contracts/ops-audit.ts';
import { operatorRoles } from '../../src/contracts/ops-roles.ts';
import { approvalKinds, approvalStatuses } from '../../src/contracts/ops-approvals.ts';

export type LocalizedText = Record<string, string>;
export type LocalizedList = Record<string, string[]>;

const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const hasFallback = (column: string) => sql.raw(`jsonb_typeof("${column}") = 'object' AND "${column}" ? 'ja-JP'`);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    content: localizedText('content'),
    pinned: boolean('pinned').notNull().default(false),
    /** Start of the window the public site shows it in (and the date it shows). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Unpublished: a draft in the console, never shown. */
    published: boolean('published').notNull().default(true),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    check('notices_title_fallback', hasFallback('title')),
    check('notices_content_fallback', hasFallback('content')),
    check('notices_window_order', sql`"ends_at" IS NULL OR "ends_at" > "published_at"`),
    index('notices_listing_idx').on(t.pinned, t.publishedAt),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    /** Published (the console's publish / unpublish). */
    active: boolean('active').notNull().default(true),
    /** Shown from / until (null: no bound). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  () => [
    check('banners_title_fallback', hasFallback('title')),
    check('banners_sort_non_negative', sql`"sort" >= 0`),
    check('banners_link_url_shape', sql`"link_url" IS NULL OR "link_url" ~ '^(/|https?://)'`),
    check('banners_window_order', sql`"ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at"`),
  ],
);

/** Promotions ("favorable" in the API). Running while starts_at <= now < ends_at (or no end). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    summary: localizedText('summary'),
    content: localizedText('content'),
    imageUrl: text('image_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Unpublished: a draft in the console, never shown. */
    published: boolean('published').notNull().default(true),
  },
  () => [
    check('promotions_title_fallback', hasFallback('title')),
    check('promotions_summary_fallback', hasFallback('summary')),
    check('promotions_content_fallback', hasFallback('content')),
    check('promotions_window_order', sql`"ends_at" IS NULL OR "ends_at" > "starts_at"`),
  ],
);

/** Bytes of a column holding binary data (PostgreSQL bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Banner and promotion images uploaded in the console, re-encoded by the server, by content hash. */
export const contentImages = pgTable(
  'content_images',
  {
    sha256: text('sha256').primaryKey(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  () => [
    check('content_images_sha256_shape', sql`"sha256" ~ '^[0-9a-f]{64}$'`),
    check('content_images_media_type_known', sql`"media_type" IN ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

export const countries = pgTable(
  'countries',
  {
    /** ISO 3166-1 alpha-2. */
    code: text('code').primaryKey(),
    name: localizedText('name'),
    dialCode: text('dial_code').notNull(),
    flag: text('flag').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  () => [
    check('countries_code_shape', sql`"code" ~ '^[A-Z]{2}$'`),
    check('countries_dial_code_shape', sql`"dial_code" ~ '^\\+[0-9]{1,4}$'`),
    check('countries_name_fallback', hasFallback('name')),
  ],
);

export const gameKindValues = ['slot', 'pachinko'] as const;

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    machineId: text('machine_id').notNull().unique(),
    name: localizedText('name'),
    kind: text('kind', { enum: gameKindValues }).notNull(),
    thumbnail: text('thumbnail').notNull(),
    tags: jsonb('tags').$type<LocalizedList>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('games_machine_id_shape', sql`"machine_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('games_kind_known', sql`"kind" IN ('slot', 'pachinko')`),
    check('games_name_fallback', hasFallback('name')),
    check('games_tags_fallback', hasFallback('tags')),
    index('games_release_idx').on(t.releasedAt, t.id),
  ],
);

// ---- Accounts ----

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`);

export const userStatusValues = ['active', 'frozen'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Sign-in name as typed at registration; unique regardless of case. */
    account: text('account').notNull(),
    /** Stored lowercased. Null for a LINE account whose provider gave no address and for a member an
     *  agent created (agent/sub/member/create): the owner adds one after signing in. */
    email: text('email').unique(),
    /** argon2id, PHC string. Accounts made by Google/LINE get a random one nobody knows. */
    passwordHash: text('password_hash').notNull(),
    /** When the owner chose the password (null: made by a provider and never set). */
    passwordSetAt: at('password_set_at'),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong fund passwords in a row; reaching the limit locks withdrawals for a while. */
    failedPaymentPasswords: integer('failed_payment_passwords').notNull().default(0),
    paymentPasswordLockedUntil: at('payment_password_locked_until'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    pinyinName: text('pinyin_name'),
    phone: text('phone'),
    idNumber: text('id_number'),
    alias: text('alias').unique(),
    /** The code this user gives recruits (agents only); stored uppercased. */
    agentCode: text('agent_code').unique(),
    /** The agent who recruited this user. */
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id),
    status: text('status', { enum: userStatusValues }).notNull().default('active'),
    /** Wrong login passwords in a row, from sign-in and from the calls that re-check the password. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    /** sha256 of the single-use link mailed when the lock engaged; null once used or replaced. */
    unlockTokenHash: text('unlock_token_hash').unique(),
    unlockTokenExpiresAt: at('unlock_token_expires_at'),
    /** Language of the owner's last sign-in or registration: mail the owner did not ask for uses it. */
    locale: text('locale'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('users_account_lower_idx').on(sql`lower(${t.account})`),
    check('users_account_shape', sql`"account" ~ '^[A-Za-z0-9]{4,20}$'`),
    check('users_email_lowercase', sql`"email" = lower("email")`),
    check('users_agent_code_shape', sql`"agent_code" ~ '^[A-Z0-9]{4,16}$'`),
    check('users_alias_shape', sql`"alias" ~ '^[A-Z0-9]{6,16}$'`),
    check('users_status_known', inList('status', userStatusValues)),
    check('users_failed_logins_non_negative', sql`"failed_logins" >= 0`),
    check('users_not_own_referrer', sql`"referrer_id" IS NULL OR "referrer_id" <> "id"`),
    index('users_referrer_idx').on(t.referrerId),
    // The console's player search: prefix matches (LIKE 'abc%') whatever the collation (migration 0029).
    index('users_account_prefix_idx').on(sql`lower(${t.account}) text_pattern_ops`),
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('users_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('users_agent_code_prefix_idx').on(t.agentCode.op('text_pattern_ops')),
  ],
);

/** `revoked`: the owner ended it from another session (an app session ended on /user/app-login). */
export const sessionEndReasons = ['logout', 'elsewhere', 'frozen', 'password-changed', 'password-reset', 'revoked'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
/** `web`: signed in on the site; `app`: the mobile app, signed in through an app-login ticket. */
export const sessionKinds = ['web', 'app'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** Sign-in sessions. Only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: sessionEndReasons }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The single-session policy keeps one live session of each kind. */
    kind: text('kind', { enum: sessionKinds }).notNull().default('web'),
    /** What the app called its device when it signed in (app sessions only). */
    deviceName: text('device_name'),
  },
  (t) => [
    check('sessions_kind_known', inList('kind', sessionKinds)),
    check('sessions_device_name_app_only', sql`"kind" = 'app' OR "device_name" IS NULL`),
    check('sessions_end_complete', sql`("ended_at" IS NULL) = ("end_reason" IS NULL)`),
    check('sessions_end_reason_known', inList('end_reason', sessionEndReasons)),
    check('sessions_expiry_after_start', sql`"expires_at" > "created_at"`),
    index('sessions_user_live_idx').on(t.userId, t.endedAt),
  ],
);

/**
 * One-time tickets a signed-in player shows as a QR code for the mobile app to sign in with
 * (user/login/qr/code → auth/login/qr/exchange). Only the sha256 of the ticket is stored; the
 * exchange spends it with one conditional UPDATE, so a ticket makes at most one session.
 */
export const appLoginTickets = pgTable(
  'app_login_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that showed the code: ending it voids its unspent tickets. */
    issuedBySessionId: integer('issued_by_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** The app session the exchange opened. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('app_login_tickets_expiry_after_start', sql`"expires_at" > "created_at"`),
    check('app_login_tickets_session_when_used', sql`"session_id" IS NULL OR "used_at" IS NOT NULL`),
    index('app_login_tickets_expires_idx').on(t.expiresAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    /** salt:sha256(salt + lowercase answer), both hex. */
    answerHash: text('answer_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captchas_expiry_idx').on(t.expiresAt)],
);

export const emailCodePurposes = ['register', 'reset', 'change-email', 'app-key-reset', 'jsy-transfer'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

/** Six-digit codes mailed for registration, password reset and email change. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: emailCodePurposes }).notNull(),
    /** The user it was sent for (reset, change-email). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
    ip: text('ip'),
  },
  (t) => [
    check('email_codes_purpose_known', inList('purpose', emailCodePurposes)),
    check('email_codes_email_lowercase', sql`"email" = lower("email")`),
    check('email_codes_attempts_non_negative', sql`"attempts" >= 0`),
    index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt),
  ],
);

/**
 * A player's app key (TOTP, RFC 6238): the secret encrypted (AES-256-GCM under APP_KEY_SECRET, the
 * user id as associated data), pending until a first code confirms it. One row per user.
 */
export const appKeys = pgTable(
  'app_keys',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: never the base32 secret itself. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdAt: at('created_at').notNull(),
    /** Null while pending: the secret was shown but no code has confirmed it yet. */
    boundAt: at('bound_at'),
    /** The 30-second step of the last accepted code: that code and older ones are refused (no replay). */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** Wrong codes in a row; reaching the limit locks app key checks for a while. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  () => [
    check('app_keys_failed_attempts_non_negative', sql`"failed_attempts" >= 0`),
    check('app_keys_secret_encrypted', sql`"secret_ciphertext" LIKE 'v1.%'`),
  ],
);

/** Registration step 1 proved the address; step 2 (register/user) spends it once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    verifiedAt: at('verified_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    check('email_verifications_email_lowercase', sql`"email" = lower("email")`),
    index('email_verifications_email_idx').on(t.email, t.expiresAt),
  ],
);

export const identityProviders = ['google', 'line'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** Google/LINE accounts linked to users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: identityProviders }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    check('user_identities_provider_known', inList('provider', identityProviders)),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const mailTransports = ['outbox', 'smtp'] as const;

/** Every mail the server sends, whichever way it went. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: at('created_at').notNull(),
    transport: text('transport', { enum: mailTransports }).notNull(),
    sentAt: at('sent_at'),
    /** Delivery tries so far (server/mail/mail-delivery.ts); the row is written in the business transaction. */
    attempts: integer('attempts').notNull().default(0),
    /** Unsent rows are tried from this time on (a claim moves it past its lease, a failure past its backoff). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    check('mail_outbox_transport_known', inList('transport', mailTransports)),
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL`),
  ],
);

// ---- Ledger ----
// Double entry: every movement is one append-only transfer between two accounts; each account
// keeps a cached balance updated in the same transaction. Amounts are bigint units of 1/10 000 coin.

export const ledgerAccountKinds = [
  'player_wallet',
  'player_holds',
  'house',
  'psp_clearing',
  'crypto_clearing',
  'third_party_clearing',
  'game_bank',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
/** Kinds whose balance the database keeps at zero or above: the only kinds that keep a balance in
 *  their row (ledger_keeps_balance, migration 0023); the others' balance is the sum of their transfers. */
// An agent is a player with a team: one wallet per person (the header shows one balance), so the
// agent's transfers and rebates move through their player wallet; there is no separate agent kind.
export const nonNegativeAccountKinds = ['player_wallet', 'player_holds'] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stable name, e.g. `player:42:wallet`, `house`, `psp:sandbox`. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    userId: integer('user_id').references(() => users.id),
    currency: text('currency').notNull().default('COIN'),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_known', inList('kind', ledgerAccountKinds)),
    check(
      'ledger_accounts_balance_non_negative',
      sql.raw(`"kind" NOT IN (${nonNegativeAccountKinds.map((k) => `'${k}'`).join(', ')}) OR "balance" >= 0`),
    ),
    check('ledger_accounts_currency_shape', sql`"currency" ~ '^[A-Z0-9]{2,12}$'`),
    index('ledger_accounts_user_idx').on(t.userId),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What the movement is for: deposit, withdrawal, hold, hold_post, hold_void, transfer, … */
    kind: text('kind').notNull(),
    /** The business event it books (order id, txid…); one transfer per (kind, reference). */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`"amount" > 0`),
    check('ledger_transfers_distinct_accounts', sql`"from_account_id" <> "to_account_id"`),
    check('ledger_transfers_kind_shape', sql`"kind" ~ '^[a-z][a-z0-9_]*$'`),
    uniqueIndex('ledger_transfers_kind_reference_idx').on(t.kind, t.reference).where(sql`"reference" IS NOT NULL`),
    index('ledger_transfers_from_idx').on(t.fromAccountId),
    index('ledger_transfers_to_idx').on(t.toAccountId),
  ],
);

export const ledgerHoldStatuses = ['pending', 'posted', 'voided'] as const;
export type LedgerHoldStatus = (typeof ledgerHoldStatuses)[number];

/** Pending transfers: the amount waits in the player's holds account until posted or voided. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The wallet the money came from (and returns to on void). */
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Where it waits. */
    holdsAccountId: integer('holds_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Where it goes on post. */
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ledgerHoldStatuses }).notNull().default('pending'),
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    check('ledger_holds_amount_positive', sql`"amount" > 0`),
    check('ledger_holds_status_known', inList('status', ledgerHoldStatuses)),
    check('ledger_holds_resolution_complete', sql`("status" = 'pending') = ("resolved_at" IS NULL)`),
    uniqueIndex('ledger_holds_reference_idx').on(t.reference).where(sql`"reference" IS NOT NULL`),
    index('ledger_holds_pending_idx').on(t.holdsAccountId, t.status),
  ],
);

export const idempotencyStatuses = ['pending', 'done', 'failed'] as const;

/** One row per (scope, key): the request's hash and the first answer, replayed on retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: idempotencyStatuses }).notNull().default('pending'),
    response: jsonb('response'),
    httpStatus: integer('http_status'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('idempotency_keys_status_known', inList('status', idempotencyStatuses)),
    check('idempotency_keys_key_length', sql`length("key") BETWEEN 1 AND 200`),
  ],
);

// ---- Wallet: bank cards, deposits, withdrawals, adjustments, crypto ----
// Amounts in game coins are bigint units of 1/10 000 coin; fiat order amounts are units of
// 1/10 000 of their currency; crypto amounts are the asset's base units (USDT: 1/10⁶).

/** A player's bank account or card, used for fiat deposits and withdrawals. Removed cards stay for history. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankName: text('bank_name').notNull(),
    /** Digits only; never sent to a browser whole. */
    cardNumber: text('card_number').notNull(),
    holderName: text('holder_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pinyinName: text('pinyin_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    check('bank_cards_number_digits', sql`"card_number" ~ '^[0-9]{7,19}$'`),
    uniqueIndex('bank_cards_user_number_idx').on(t.userId, t.cardNumber).where(sql`"removed_at" IS NULL`),
    uniqueIndex('bank_cards_one_default_idx').on(t.userId).where(sql`"is_default" AND "removed_at" IS NULL`),
  ],
);

/** Deposit orders: fiat through a payment provider, and crypto deposits seen on a chain. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The channel's code from configuration (`sandbox-bank-jpy`, `crypto-usdt-trc20`, …). */
    channelCode: text('channel_code').notNull(),
    /** Adapter that collects the money (`sandbox`, `chain:TRC20`, …). */
    provider: text('provider').notNull(),
    /** What the payer pays in: JPY, CNY, USDT… */
    currency: text('currency').notNull(),
    /** In the currency's units: fiat 1/10 000, crypto the asset's base units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Game coins credited when paid (units of 1/10 000 coin). */
    coins: bigint('coins', { mode: 'bigint' }).notNull(),
    bankCardId: integer('bank_card_id').references(() => bankCards.id),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** The provider's id of the payment (PSP payment id, or `txid:index`). */
    providerRef: text('provider_ref'),
    /** Where the payer completes the payment (fiat). */
    payUrl: text('pay_url'),
    /** Crypto: network and receiving address. */
    network: text('network'),
    address: text('address'),
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`"amount" > 0 AND "coins" > 0`),
    check('payment_orders_status_known', inList('status', paymentStatuses)),
    uniqueIndex('payment_orders_provider_ref_idx').on(t.provider, t.providerRef).where(sql`"provider_ref" IS NOT NULL`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_pending_idx').on(t.status, t.expiresAt),
    // Paid deposits by the time they were paid (the dashboard's and reports' day sums).
    index('payment_orders_paid_idx').on(t.paidAt).where(sql`"status" = 'paid'`),
  ],
);

/** Provider notifications already handled: a replayed event id is acknowledged and ignored. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Withdrawals: the amount is held at request time; review approves (post) or rejects (void). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: withdrawalMethods }).notNull(),
    /** Game coins leaving the wallet (units of 1/10 000 coin). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerHolds.id),
    bankCardId: integer('bank_card_id').references(() => bankCards.id),
    /** Crypto: coin, network, destination, amount in the asset's base units, and the payout txid. */
    coin: text('coin'),
    network: text('network'),
    address: text('address'),
    assetAmount: bigint('asset_amount', { mode: 'bigint' }),
    txid: text('txid'),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('review'),
    failureReason: text('failure_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`"amount" > 0`),
    check('withdrawals_status_known', inList('status', withdrawalStatuses)),
    check('withdrawals_method_known', inList('method', withdrawalMethods)),
    check(
      'withdrawals_destination',
      sql`("method" = 'bank' AND "bank_card_id" IS NOT NULL) OR ("method" = 'crypto' AND "network" IS NOT NULL AND "address" IS NOT NULL AND "asset_amount" > 0)`,
    ),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    // The review queue, oldest first with the id as tie-break: by status, and over every status.
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    // Completed withdrawals by the time they completed (the dashboard's and reports' day sums).
    index('withdrawals_completed_idx').on(t.completedAt).where(sql`"status" = 'success'`),
  ],
);

/** Operator-made balance adjustments ("manual mode"): positive credits, negative debits. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: adjustmentStatuses }).notNull().default('in_progress'),
    failureReason: text('failure_reason'),
    operator: text('operator').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('adjustments_amount_nonzero', sql`"amount" <> 0`),
    check('adjustments_status_known', inList('status', adjustmentStatuses)),
    index('adjustments_user_idx').on(t.userId, t.createdAt),
  ],
);

const knownOperatorRoles = (column: string) =>
  sql.raw(`"${column}" <@ ARRAY[${operatorRoles.map((role) => `'${role}'`).join(', ')}]::text[]`);

/**
 * Operators of the back office: a name, an argon2id password and a TOTP secret set from a one-time
 * enrolment link, and roles (deny by default: src/contracts/ops-roles.ts).
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** argon2id PHC string; null until enrolled. */
    passwordHash: text('password_hash'),
    /** `v1.<iv>.<tag>.<ciphertext>` sealed with OPS_TOTP key material; null until enrolled. */
    totpSecretCiphertext: text('totp_secret_ciphertext'),
    /** The 30-second step of the last accepted code: that code and older ones are refused (no replay). */
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    enrolledAt: at('enrolled_at'),
    disabledAt: at('disabled_at'),
    /** Wrong sign-ins in a row; the fifth locks sign-in for 15 minutes. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  () => [
    check('operators_roles_known', knownOperatorRoles('roles')),
    check('operators_failed_sign_ins_non_negative', sql`"failed_sign_ins" >= 0`),
    check('operators_totp_secret_encrypted', sql`"totp_secret_ciphertext" IS NULL OR "totp_secret_ciphertext" LIKE 'v1.%'`),
    check('operators_enrolled_complete', sql`"enrolled_at" IS NULL OR ("password_hash" IS NOT NULL AND "totp_secret_ciphertext" IS NOT NULL)`),
  ],
);

/** Console sessions of operators (the cookie holds the token; only its SHA-256 is kept). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    /** Moved by every call; idle longer than OPS_SESSION_IDLE_MINUTES ends the session. */
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute end (OPS_SESSION_MAX_HOURS after sign-in), however active. */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    /** sign-out, idle, expired, ended-by-admin, disabled, totp-reset. */
    endedReason: text('ended_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Last fresh TOTP code (sign-in or step-up). */
    stepUpAt: at('step_up_at'),
  },
  (t) => [index('operator_sessions_open_idx').on(t.operatorId).where(sql`"ended_at" IS NULL`)],
);

/** CLI credentials: role-scoped, expiring, revocable bearer tokens (only their SHA-256 is kept). */
export const operatorCredentials = pgTable(
  'operator_credentials',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    /** A subset of the operator's roles when made; what it may do is also cut to the operator's current roles. */
    roles: text('roles').array().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    stepUpAt: at('step_up_at'),
  },
  (t) => [
    check('operator_credentials_roles_known', knownOperatorRoles('roles')),
    index('operator_credentials_operator_idx').on(t.operatorId),
  ],
);

/** One-time enrolment links: the first sign-in (and a TOTP reset) sets the password and the TOTP secret. */
export const operatorEnrolments = pgTable(
  'operator_enrolments',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The TOTP secret shown on the link's page, sealed like an app key's; made on the first ask. */
    totpSecretCiphertext: text('totp_secret_ciphertext'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    check('operator_enrolments_secret_encrypted', sql`"totp_secret_ciphertext" IS NULL OR "totp_secret_ciphertext" LIKE 'v1.%'`),
    index('operator_enrolments_operator_idx').on(t.operatorId),
  ],
);

/** One deposit address per user and network, stable across calls. */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.network] }), uniqueIndex('crypto_addresses_network_address_idx').on(t.network, t.address)],
);

/** Transfers to our deposit addresses seen on a chain; credited once per (network, txid, index). */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    network: text('network').notNull(),
    txid: text('txid').notNull(),
    logIndex: integer('log_index').notNull(),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    blockHeight: bigint('block_height', { mode: 'number' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.txid, t.logIndex] })],
);

/**
 * Chain transfers to our deposit addresses that the watcher refused (an amount beyond what the ledger
 * can hold, a malformed transfer, anything that failed for that one transfer): kept with the reason
 * for operators and skipped, so the network's other deposits are still credited. The amount is text:
 * it may not fit a bigint.
 */
export const cryptoDepositRejections = pgTable(
  'crypto_deposit_rejections',
  {
    network: text('network').notNull(),
    txid: text('txid').notNull(),
    logIndex: integer('log_index').notNull(),
    userId: integer('user_id').references(() => users.id),
    address: text('address').notNull(),
    /** Asset base units, as the chain reported them. */
    amount: text('amount').notNull(),
    blockHeight: bigint('block_height', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.txid, t.logIndex] }), index('crypto_deposit_rejections_user_idx').on(t.userId)],
);

/** How far the deposit watcher has read each chain. */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  scannedHeight: bigint('scanned_height', { mode: 'number' }).notNull().default(0),
});

// ---- Sandbox providers (shipped with the product, used offline and in tests) ----

/**
 * The sandbox payment provider's own books: what a real PSP keeps on its side. One payment per
 * merchant order (merchant_order_sn unique): the order number is its idempotency key for createPayment.
 */
export const sandboxPspPayments = pgTable('sandbox_psp_payments', {
  id: text('id').primaryKey(),
  merchantOrderSn: text('merchant_order_sn').notNull().unique(),
  /** Decimal string in the currency, as the merchant sent it. */
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['open', 'succeeded', 'cancelled', 'expired', 'refunded'] }).notNull().default('open'),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sandboxNotificationStatuses = ['pending', 'delivered', 'abandoned'] as const;

/**
 * The sandbox provider's outgoing notifications, retried until the merchant answers 2xx: kept here
 * so a restart forgets none. A worker claims due rows by moving `next_attempt_at` past the try (row
 * lock, SKIP LOCKED), sends outside any transaction, then records the outcome for that attempt.
 */
export const sandboxPspNotifications = pgTable(
  'sandbox_psp_notifications',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPspPayments.id),
    occurredAt: at('occurred_at').notNull(),
    status: text('status', { enum: sandboxNotificationStatuses }).notNull().default('pending'),
    /** Tries made so far (claimed ones included). */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next: due time, or the end of a claimed try's lease. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastProblem: text('last_problem'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('sandbox_psp_notifications_status_known', inList('status', sandboxNotificationStatuses)),
    index('sandbox_psp_notifications_due_idx').on(t.nextAttemptAt).where(sql`"status" = 'pending'`),
    index('sandbox_psp_notifications_completed_idx').on(t.completedAt),
  ],
);

// The refund outbox: the operator's refund transaction writes one row per refunded deposit (keyed by
// its order number, unique, so a refund is never requested twice) with the coins' hold; the job
// `refunds:submit` (server/modules/payments/refund-submission.ts) asks the order's payment provider
// outside any transaction with the refund's reference (`refund:<orderSn>`) as idempotency key, and
// records here that the provider accepted it.
export const refundRequests = pgTable(
  'refund_requests',
  {
    orderSn: text('order_sn')
      .primaryKey()
      .references(() => paymentOrders.orderSn),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    /** Submission tries so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** Unsubmitted rows are tried from this time on (a claim moves it past its lease, a failure past its backoff). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** When the provider accepted the refund; null while not yet submitted. */
    submittedAt: at('submitted_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('refund_requests_due_idx').on(t.nextAttemptAt).where(sql`${t.submittedAt} IS NULL`)],
);

/** The sandbox chains: blocks are mined on a timer or on demand; transfers wait in a mempool until mined. */
// The payout outbox: the approving transaction writes one row per withdrawal (keyed by its order
// number, unique, so a payout is never requested twice); the job `payouts:submit`
// (server/modules/withdrawals/payout-submission.ts) hands it to the method's adapter outside any
// transaction with the order number as the provider's idempotency key, and records the answer here.
export const payoutRequests = pgTable(
  'payout_requests',
  {
    orderSn: text('order_sn')
      .primaryKey()
      .references(() => withdrawals.orderSn),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => withdrawals.id),
    /** Submission tries so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** Unsubmitted rows are tried from this time on (a claim moves it past its lease, a failure past its backoff). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** When the provider accepted it; null while not yet submitted. */
    submittedAt: at('submitted_at'),
    /** The provider's reference (a chain txid; null for a bank that gives none). */
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payout_requests_due_idx').on(t.nextAttemptAt).where(sql`${t.submittedAt} IS NULL`)],
);

export const sandboxChainTxs = pgTable(
  'sandbox_chain_txs',
  {
    network: text('network').notNull(),
    txid: text('txid').notNull(),
    logIndex: integer('log_index').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Asset base units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Null while in the mempool. */
    blockHeight: bigint('block_height', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.txid, t.logIndex] }), index('sandbox_chain_txs_to_idx').on(t.network, t.toAddress)],
);

export const sandboxChainHeads = pgTable('sandbox_chain_heads', {
  network: text('network').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull().default(0),
});

// ---- Games: provably fair seeds and played rounds ----

/**
 * A player's seed pair. The server seed is shown only as its SHA-256 (`server_seed_hash`) while it
 * is in use; rotating reveals it (`revealed_at`) and starts a new pair. Each round takes the next
 * nonce of the player's one unrevealed pair.
 */
export const playerSeeds = pgTable(
  'player_seeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    check('player_seeds_server_seed_shape', sql`"server_seed" ~ '^[0-9a-f]{64}$'`),
    check('player_seeds_hash_shape', sql`"server_seed_hash" ~ '^[0-9a-f]{64}$'`),
    check('player_seeds_nonce_non_negative', sql`"next_nonce" >= 0`),
    uniqueIndex('player_seeds_one_active_idx').on(t.userId).where(sql`"revealed_at" IS NULL`),
    index('player_seeds_user_idx').on(t.userId, t.id),
  ],
);

/** One played round: its bet and win were booked in the ledger in the same transaction. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    machineId: text('machine_id')
      .notNull()
      .references(() => games.machineId),
    seedId: integer('seed_id')
      .notNull()
      .references(() => playerSeeds.id),
    nonce: integer('nonce').notNull(),
    /** Units of 1/10 000 coin. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The machine's story of the round (reel stops, balls …), as the engine returned it. */
    outcome: jsonb('outcome').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('game_rounds_bet_positive', sql`"bet" > 0`),
    check('game_rounds_win_non_negative', sql`"win" >= 0`),
    uniqueIndex('game_rounds_seed_nonce_idx').on(t.seedId, t.nonce),
    index('game_rounds_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('game_rounds_user_machine_time_idx').on(t.userId, t.machineId, t.createdAt),
    index('game_rounds_time_machine_idx').on(t.createdAt, t.machineId),
  ],
);

// ---- Agent programme ----

export const agentApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof agentApplicationStatuses)[number];

/** A player's request to become an agent; an operator approves or rejects it with a reason. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: agentApplicationStatuses }).notNull().default('pending'),
    /** Why it was rejected (shown to the player). */
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    check('agent_applications_status_known', inList('status', agentApplicationStatuses)),
    check('agent_applications_rejection_has_reason', sql`"status" <> 'rejected' OR "reason" IS NOT NULL`),
    check('agent_applications_review_complete', sql`("status" = 'pending') = ("reviewed_at" IS NULL)`),
    // At most one application waits for review per player.
    uniqueIndex('agent_applications_one_pending_idx').on(t.userId).where(sql`"status" = 'pending'`),
    index('agent_applications_user_idx').on(t.userId, t.createdAt),
    index('agent_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The team tree as a closure table: one row per (ancestor, descendant) pair, depth 0 for the user
 * itself. A trigger on `users` writes a new user's rows from their referrer's, so every sign-up path
 * (email, Google, LINE, an agent creating a member, the seed) keeps it; the referrer never changes.
 */
export const teamPaths = pgTable(
  'team_paths',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => users.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => users.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    check('team_paths_depth_non_negative', sql`"depth" >= 0`),
    check('team_paths_self_is_depth_zero', sql`("ancestor_id" = "descendant_id") = ("depth" = 0)`),
    index('team_paths_descendant_idx').on(t.descendantId, t.depth),
    index('team_paths_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
  ],
);

export const agentTransferDirections = ['to_member', 'from_member'] as const;
export type AgentTransferDirection = (typeof agentTransferDirections)[number];

/** Coins an agent moved to a direct member or took back (with the member's password). */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: agentTransferDirections }).notNull(),
    /** Units of 1/10 000 coin. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('agent_transfers_amount_positive', sql`"amount" > 0`),
    check('agent_transfers_direction_known', inList('direction', agentTransferDirections)),
    check('agent_transfers_distinct_parties', sql`"agent_id" <> "member_id"`),
    index('agent_transfers_agent_idx').on(t.agentId, t.createdAt),
    index('agent_transfers_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Rebate rate per level below the agent (1 = direct members), in basis points of the bet amount. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    level: integer('level').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  () => [
    check('rebate_rates_level_range', sql`"level" BETWEEN 1 AND 32`),
    check('rebate_rates_rate_range', sql`"rate_basis_points" BETWEEN 0 AND 10000`),
  ],
);

/**
 * One row per agent and settled period (a day in the hall's time zone): the primary key is what
 * makes a rerun or a second process settle nothing twice. The ledger transfer that pays it carries
 * `rebate:<agentId>:<period>` as its reference, unique per kind, as a second guard.
 */
export const rebateSettlements = pgTable(
  'rebate_settlements',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    /** The settled day in the hall's time zone. */
    period: date('period', { mode: 'string' }).notNull(),
    /** Team bets the rebate was computed on, and the rebate paid (units of 1/10 000 coin). */
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.period] }),
    check('rebate_settlements_amounts_non_negative', sql`"bet_amount" >= 0 AND "amount" >= 0`),
    index('rebate_settlements_period_idx').on(t.period),
  ],
);

export const kycSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

/**
 * A player's identity documents (spec §3 "KYC certificate"): three photos of an ID card, stored
 * re-encoded outside the database behind the document store; the row keeps their storage keys.
 * Pending → approved, or rejected with a reason, after which the player may submit again.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: kycSubmissionStatuses }).notNull().default('pending'),
    /** Storage keys of the re-encoded photos (server/modules/kyc/document-store.ts). */
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    handheldKey: text('handheld_key').notNull(),
    /** Why it was rejected (shown to the player). */
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    check('kyc_submissions_status_known', inList('status', kycSubmissionStatuses)),
    check('kyc_submissions_rejection_has_reason', sql`"status" <> 'rejected' OR "reason" IS NOT NULL`),
    check('kyc_submissions_review_complete', sql`("status" = 'pending') = ("reviewed_at" IS NULL)`),
    // At most one submission waits for review per player.
    uniqueIndex('kyc_submissions_one_pending_idx').on(t.userId).where(sql`"status" = 'pending'`),
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
  ],
);

// ---- Team report rollups (server/modules/agent/report-rollup.*) ----
// Derived from game_rounds by the rollup job, never written elsewhere: each round is added once, in
// the transaction that moves the cursor past its id. No foreign keys: the job writes millions of
// rows on a large team and every id comes from team_paths or game_rounds.

/** How far the job has rolled a source: every row with an id up to `lastId` is in the rollups. */
export const reportRollupCursors = pgTable('report_rollup_cursors', {
  source: text('source').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  /** The hall's time zone the member days were counted in (a different zone rolls again from 0). */
  timeZone: text('time_zone').notNull(),
});

/** Rounds of each ancestor's team (depth ≥ 1) per UTC hour. */
export const teamRoundHours = pgTable(
  'team_round_hours',
  {
    ancestorId: integer('ancestor_id').notNull(),
    hour: at('hour').notNull(),
    betCount: integer('bet_count').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.hour] })],
);

/** The days (hall's time zone) each member played on. */
export const memberPlayDays = pgTable(
  'member_play_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Members of each ancestor's team (depth ≥ 1) who played on `day` and, before it, last on `prevDay`
 * ('-infinity' for never). The distinct members who played within days [a, b] are the rows with
 * `day` in [a, b] and `prevDay` before a: each member counted on their first day in the range.
 */
export const teamActiveDays = pgTable(
  'team_active_days',
  {
    ancestorId: integer('ancestor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.day, t.prevDay] })],
);

/**
 * The report figures of members' orders, withdrawals, gifts, agent transfers and registrations as
 * signed changes, appended by triggers on those tables (migration `report_totals`): a deposit paid adds +1 and
 * its coins at its paid time, the same deposit refunded adds −1 and −coins at that time, a row moved
 * in time takes its figures from the old instant to the new one. Append-only; rolled by the job.
 */
export const reportEvents = pgTable(
  'report_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    at: at('at').notNull(),
    deposits: integer('deposits').notNull().default(0),
    depositCoins: bigint('deposit_coins', { mode: 'bigint' }).notNull().default(sql`0`),
    draws: integer('draws').notNull().default(0),
    drawAmount: bigint('draw_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    registrations: integer('registrations').notNull().default(0),
    giftAmount: bigint('gift_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    transferIn: bigint('transfer_in', { mode: 'bigint' }).notNull().default(sql`0`),
    transferOut: bigint('transfer_out', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [index('report_events_user_idx').on(t.userId, t.at)],
);

/** report_events of each ancestor's team (depth ≥ 1) per UTC hour. */
export const teamEventHours = pgTable(
  'team_event_hours',
  {
    ancestorId: integer('ancestor_id').notNull(),
    hour: at('hour').notNull(),
    deposits: integer('deposits').notNull(),
    depositCoins: bigint('deposit_coins', { mode: 'bigint' }).notNull(),
    draws: integer('draws').notNull(),
    drawAmount: bigint('draw_amount', { mode: 'bigint' }).notNull(),
    registrations: integer('registrations').notNull(),
    giftAmount: bigint('gift_amount', { mode: 'bigint' }).notNull(),
    transferIn: bigint('transfer_in', { mode: 'bigint' }).notNull(),
    transferOut: bigint('transfer_out', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.hour] })],
);

/**
 * Each ancestor's team (depth ≥ 1) now: its size (registrations rolled from report_events) and the
 * balance of its player wallets (ledger transfers into and out of them, rolled by id).
 */
export const teamTotals = pgTable('team_totals', {
  ancestorId: integer('ancestor_id').primaryKey(),
  members: integer('members').notNull(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
});

/**
 * Each ancestor's team (depth ≥ 1) as bitmaps of user ids, 1024 ids a row: user u is bit u & 1023
 * of chunk u >> 10. A report tests the members of its live tail against its root's few rows in one
 * hash join instead of one closure-table probe per row. Set by the rollup job from the registrations
 * it rolls (membership never changes: a referrer is fixed), so users registered past the events
 * cursor are looked up in the closure table.
 */
export const teamMemberBits = pgTable(
  'team_member_bits',
  {
    ancestorId: integer('ancestor_id').notNull(),
    chunk: integer('chunk').notNull(),
    bits: bit('bits', { dimensions: 1024 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.chunk] })],
);

/**
 * The player wallets (ledger account ids, same chunks) of each ancestor's team (depth ≥ 1): the
 * ledger transfers past the cursor are tested against them without looking each account up. Set by
 * the rollup job from the accounts past its cursor (an account's owner and kind never change).
 */
export const teamWalletBits = pgTable(
  'team_wallet_bits',
  {
    ancestorId: integer('ancestor_id').notNull(),
    chunk: integer('chunk').notNull(),
    bits: bit('bits', { dimensions: 1024 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.chunk] })],
);

/** member_play_days as bits per day (same chunks): who already played on a day, tested in bulk. */
export const playerDayBits = pgTable(
  'player_day_bits',
  {
    chunk: integer('chunk').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bits: bit('bits', { dimensions: 1024 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chunk, t.day] })],
);

// ---- Station letters (the player's inbox) ----

export const letterTemplateKeys = [
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'agentApproved',
  'agentRejected',
  'agentTransferIn',
  'agentTransferOut',
  'kycApproved',
  'kycRejected',
] as const;
export type LetterTemplateKey = (typeof letterTemplateKeys)[number];

/**
 * A letter to one player (`user_id`) or to every player (`user_id` null: a broadcast is one row,
 * however many read it). System letters are a template key and its parameters, rendered in the
 * reader's language when read; operator letters carry their own title and body in every language.
 */
export const letters = pgTable(
  'letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    templateKey: text('template_key', { enum: letterTemplateKeys }),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: jsonb('title').$type<LocalizedText>(),
    body: jsonb('body').$type<LocalizedText>(),
    /** The operator who wrote it (operator letters only). */
    sentBy: text('sent_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('letters_template_known', inList('template_key', letterTemplateKeys)),
    // Either a template or the operator's own text, never both nor neither.
    check(
      'letters_template_or_text',
      sql`("template_key" IS NOT NULL AND "title" IS NULL AND "body" IS NULL) OR ("template_key" IS NULL AND "title" IS NOT NULL AND "body" IS NOT NULL AND "sent_by" IS NOT NULL)`,
    ),
    check('letters_title_fallback', sql`"title" IS NULL OR (${hasFallback('title')})`),
    check('letters_body_fallback', sql`"body" IS NULL OR (${hasFallback('body')})`),
    check('letters_params_object', sql`jsonb_typeof("params") = 'object'`),
    index('letters_user_idx').on(t.userId, t.id),
    index('letters_broadcast_idx').on(t.id).where(sql`"user_id" IS NULL`),
  ],
);

/** One row per letter a player opened (reads above their watermark). */
export const letterReads = pgTable(
  'letter_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.letterId] }), index('letter_reads_letter_idx').on(t.letterId)],
);

/**
 * "Mark all read" as one number per player: every letter they can see with an id up to
 * `read_up_to` is read. Unread counts only look at letters above it, so a broadcast never needs a
 * row per player.
 */
export const letterWatermarks = pgTable('letter_watermarks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUpTo: bigint('read_up_to', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

// ---- Player protection ----

/**
 * Limits a player sets on themselves. Money limits in units of 1/10 000 coin over calendar
 * periods in the player's time zone; `session_minutes` in minutes of one signed-in session.
 */

/**
 * One row per player who set anything: their time zone (fixed by their first setting; calendar
 * periods begin at its midnight) and the reality-check interval. Plays and deposits of a player
 * with limits lock this row, so concurrent calls cannot together cross a limit.
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    updatedAt: at('updated_at').notNull(),
  },
  () => [check('player_protection_reality_check_known', sql`"reality_check_minutes" IN (15, 30, 60)`)],
);

/**
 * A limit: `value` in force (null: none) and, while one waits, the change that takes effect at
 * `pending_at` (`pending_value` null then means removal). A lower value never waits.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: protectionLimitKinds }).notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('protection_limits_kind_known', inList('kind', protectionLimitKinds)),
    check('protection_limits_value_positive', sql`"value" IS NULL OR "value" > 0`),
    check('protection_limits_pending_positive', sql`"pending_value" IS NULL OR "pending_value" > 0`),
    check('protection_limits_pending_has_time', sql`"pending_value" IS NULL OR "pending_at" IS NOT NULL`),
  ],
);

export type ExclusionKind = (typeof exclusionKinds)[number];

/** Breaks, self-exclusions and operators' exclusions: append-only, none can be shortened or removed. */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: exclusionKinds }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** The operator's name for `operator` exclusions; null when the player set it. */
    operator: text('operator'),
    reason: text('reason'),
  },
  (t) => [
    check('protection_exclusions_kind_known', inList('kind', exclusionKinds)),
    check('protection_exclusions_period', sql`"ends_at" > "starts_at"`),
    check('protection_exclusions_operator_named', sql`("kind" = 'operator') = ("operator" IS NOT NULL)`),
    index('protection_exclusions_user_idx').on(t.userId, t.endsAt),
  ],
);

/** What was set, when and by whom: the operator's view of a player's history. */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** limitSet, limitPending, limitRemovePending, limitCancelled, exclusion, realityCheck. */
    event: text('event').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    /** `player` or the operator's name. */
    actor: text('actor').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('protection_events_user_idx').on(t.userId, t.id)],
);
/**
 * A player's way through the JSY transfer steps (one row per player, started again by `validate`):
 * the partner account named and checked, the bank card confirmed, the mailed code spent at sign-in,
 * and the partner's short-lived transfer grant. The JSY password is never stored.
 */
export const jsyTransferFlows = pgTable('jsy_transfer_flows', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jsyAccount: text('jsy_account').notNull(),
  accountCheckedAt: at('account_checked_at').notNull(),
  bankCardId: integer('bank_card_id').references(() => bankCards.id, { onDelete: 'set null' }),
  cardConfirmedAt: at('card_confirmed_at'),
  /** The mailed code was spent: a wrong JSY password can be typed again without a new code. */
  codeVerifiedAt: at('code_verified_at'),
  /** What the partner answered at sign-in: it lets us credit this account until grantExpiresAt. */
  grant: text('grant'),
  grantExpiresAt: at('grant_expires_at'),
  updatedAt: at('updated_at').notNull(),
});

/** Coins sent to the partner wallet: held at confirm, posted or voided once the partner's answer is definite. */
export const jsyTransfers = pgTable(
  'jsy_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our transfer id, also the partner call's idempotency key. */
    transferSn: text('transfer_sn').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    jsyAccount: text('jsy_account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerHolds.id),
    status: text('status', { enum: jsyTransferStatuses }).notNull().default('pending'),
    /** The partner's own reference once it credited. */
    partnerRef: text('partner_ref'),
    /** The partner refuses a credit asked for after this: past it, "never received" is definite. */
    requestExpiresAt: at('request_expires_at').notNull(),
    /** When the partner (or the reconciliation job) may next be asked; a claim moves it ahead. */
    nextCheckAt: at('next_check_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastProblem: text('last_problem'),
    failureReason: text('failure_reason'),
    /** `partner` or `operator:<name>` once definite; an operator's reason in resolutionNote. */
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('jsy_transfers_amount_positive', sql`"amount" > 0`),
    check('jsy_transfers_status_known', inList('status', jsyTransferStatuses)),
    index('jsy_transfers_user_idx').on(t.userId, t.createdAt),
    index('jsy_transfers_due_idx').on(t.nextCheckAt).where(sql`"status" = 'pending'`),
  ],
);

/**
 * The sandbox partner's own books (demo mode only): its accounts and the credits it accepted, one
 * per transfer id. `behaviour` is the switch the tests and the demo drive: `normal`, `slow`,
 * `fail` (refuses every credit), `timeout-after-credit` (credits, then the answer is lost),
 * `timeout-before-credit` (the request is lost: nothing credited).
 */
export const sandboxJsyAccounts = pgTable('sandbox_jsy_accounts', {
  account: text('account').primaryKey(),
  holderName: text('holder_name').notNull(),
  holderKana: text('holder_kana').notNull(),
  passwordHash: text('password_hash').notNull(),
  cardLast4: text('card_last4').notNull(),
  branchCode: text('branch_code').notNull(),
  behaviour: text('behaviour').notNull().default('normal'),
  balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sandboxJsyCredits = pgTable('sandbox_jsy_credits', {
  transferId: text('transfer_id').primaryKey(),
  account: text('account')
    .notNull()
    .references(() => sandboxJsyAccounts.account),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  status: text('status').notNull(),
  partnerRef: text('partner_ref').notNull(),
  createdAt: at('created_at').notNull(),
});

export type AuditResult = (typeof auditResults)[number];

/**
 * The operators' audit log (migration 0026): one row per state-changing operator call, written in
 * the change's own transaction, plus refused calls, KYC image views and sign-ins. Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE whoever asks. Rows are hash-chained: the BEFORE
 * INSERT trigger locks the chain head, gives the row the next id (ids follow the chain, without
 * gaps) and sets prev_hash and hash = sha256(prev_hash || operator_audit_content(row)); what the
 * insert says for id, prev_hash or hash is overwritten. No foreign keys: the log outlives what it names.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    sessionId: bigint('session_id', { mode: 'number' }),
    credentialId: bigint('credential_id', { mode: 'number' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    approverId: integer('approver_id'),
    idempotencyKey: text('idempotency_key'),
    result: text('result', { enum: auditResults }).notNull(),
    errorKey: text('error_key'),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    check('operator_audit_result', sql`${t.result} IN ('ok', 'denied', 'failed')`),
    index('operator_audit_operator_idx').on(t.operatorId, t.id),
    // The viewer's order, newest first by time, ends every filter's index (migration 0032); the
    // action index serves prefixes (`kyc.`) with text_pattern_ops whatever the collation.
    // (Migration 0032 also INCLUDEs action in this one, which drizzle cannot say.)
    index('operator_audit_operator_name_idx').on(t.operatorName, t.at, t.id),
    index('operator_audit_action_idx').on(t.action.op('text_pattern_ops'), t.at, t.id),
    index('operator_audit_target_idx').on(t.targetType, t.targetId, t.at, t.id),
    index('operator_audit_at_idx').on(t.at, t.id),
  ],
);

/** Operators' notes on a player (migration 0029): written from the console, audited, never edited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('player_notes_text_length', sql`length("text") BETWEEN 1 AND 1000`), index('player_notes_user_idx').on(t.userId, t.id)],
);

/** The chain's head: one row, locked by each append, so appends are one line on any isolation level. */
export const operatorAuditHead = pgTable(
  'operator_audit_head',
  {
    single: boolean('single').primaryKey().default(true),
    lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
    lastHash: text('last_hash').notNull(),
  },
  (t) => [check('operator_audit_head_single', sql`${t.single}`)],
);

/**
 * Four-eyes approvals: a money move one operator (the maker) asked for, waiting for a different one
 * with `approver`. `binding` is the SHA-256 of the exact request (amount, destination or account,
 * reason); approving recomputes it from the current withdrawal or request and refuses a change. A
 * pending row past `expires_at` reads as expired. One pending approval per withdrawal.
 */
export const opsApprovals = pgTable(
  'ops_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    /** The withdrawal's order_sn; null for an adjustment. */
    withdrawalSn: text('withdrawal_sn'),
    /** The adjustment as asked: `{account, userId, amount (units, text), reason}`; null for a withdrawal. */
    request: jsonb('request'),
    /** Units of 1/10 000 coin; signed for an adjustment. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    binding: text('binding').notNull(),
    makerId: integer('maker_id').notNull(),
    makerName: text('maker_name').notNull(),
    makerReason: text('maker_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    status: text('status', { enum: approvalStatuses }).notNull().default('pending'),
    decidedById: integer('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('ops_approvals_kind_known', inList('kind', approvalKinds)),
    check('ops_approvals_status_known', inList('status', approvalStatuses)),
    check('ops_approvals_target', sql`("kind" = 'withdrawal' AND "withdrawal_sn" IS NOT NULL) OR ("kind" = 'adjustment' AND "request" IS NOT NULL)`),
    check('ops_approvals_decided', sql`("status" IN ('pending', 'expired')) = ("decided_at" IS NULL)`),
    uniqueIndex('ops_approvals_one_pending_withdrawal_idx').on(t.withdrawalSn).where(sql`"status" = 'pending'`),
    index('ops_approvals_status_idx').on(t.status, t.createdAt),
  ],
);
