import { atom } from 'nanostores';
import type { TFunction } from 'i18next';
import { call } from '../api/calls.ts';
import { agentSubMemberPage, agentSubMemberCreate, agentMemberTransfer, agentMemberTransferDecrease } from '../contracts/agent.ts';
import * as f from '../contracts/fields.ts';
import type { AgentTransferRecord, TeamMember } from '../contracts/agent.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import type { Locale } from '../../shared/locales.ts';
import { validateRegisterStep2 } from '../islands/auth/validation.ts';
import { ActionKey } from '../islands/finance/actionKey.ts';
import { amountFromBalanceError } from '../islands/finance/amountError.ts';
import { normalizeAmount } from '../islands/finance/amounts.fns.ts';
import type { FieldErrors } from '../islands/shared/fieldErrors.ts';
import { createFormStore, type FormStore } from '../islands/shared/formStore.ts';
import { $balance, refreshBalance } from './balance.ts';
import { createRemote } from './remote.ts';
import { $user } from './session.ts';
import { showToast } from './toasts.ts';

// Subordinate management: the agent's member list (search, level, pages), creating a direct
// member, and coins moved to a direct member ("transfer in", with the agent's fund password) or
// back from one ("take back", with the member's login password). Islands render these stores;
// every action here runs without React.

/** Messages in the page's language: keys of the `agent` namespace, and `finance:` ones. */
export type Translate = TFunction;

// ---- The list ----

export const MEMBER_PAGE_SIZE = 20;
/** Levels offered by the level filter (a team may be deeper: "all levels" still lists everyone). */
export const MEMBER_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** `all` levels, or only members this many levels below the agent (1 = direct members). */
export type LevelFilter = 'all' | number;

export interface MemberQuery {
  account: string;
  level: LevelFilter;
  pageNum: number;
}

export const INITIAL_MEMBER_QUERY: MemberQuery = { account: '', level: 'all', pageNum: 1 };
export const $memberQuery = atom<MemberQuery>(INITIAL_MEMBER_QUERY);

/** The request of `agent/sub/member/page` for a query (an empty search and "all levels" are left out). */
export function memberRequest({ account, level, pageNum }: MemberQuery) {
  const search = account.trim();
  return {
    pageNum,
    pageSize: MEMBER_PAGE_SIZE,
    ...(search ? { account: search } : {}),
    ...(level === 'all' ? {} : { level }),
  };
}

export const membersRemote = createRemote((query: MemberQuery, signal: AbortSignal) =>
  call(agentSubMemberPage, memberRequest(query), { signal }),
);
export const $members = membersRemote.$state;

function query(change: Partial<MemberQuery>): Promise<void> {
  const next = { ...$memberQuery.get(), ...change };
  $memberQuery.set(next);
  return membersRemote.load(next);
}

export const loadMembers = () => membersRemote.load($memberQuery.get());
/** A new search starts at the first page. */
export const searchMembers = (account: string) => query({ account, pageNum: 1 });
export const filterMembersByLevel = (level: LevelFilter) => query({ level, pageNum: 1 });
export const goToMemberPage = (pageNum: number) => query({ pageNum });
/** Reads the page shown again, keeping the answer on screen meanwhile (after a transfer: new balances). */
export const refreshMembers = () => membersRemote.refresh();

/** Whether the agent may move coins with this member: direct members only. */
export const canTransferWith = (member: TeamMember) => member.level === 1;

// ---- Creating a member ----

export type CreateMemberValues = { account: string; password: string; confirmPassword: string };
const emptyMember: CreateMemberValues = { account: '', password: '', confirmPassword: '' };

/** The open "create member" form, or `null`. Each opening starts empty. */
export const $createMember = atom<FormStore<CreateMemberValues> | null>(null);

export function openCreateMember(): void {
  $createMember.set(createFormStore(emptyMember));
}

export function closeCreateMember(): void {
  $createMember.set(null);
}

/** The registration form's rules (letters and digits, lengths, matching passwords); `auth` speaks the `auth` namespace. */
export function validateCreateMember(values: CreateMemberValues, auth: TFunction): FieldErrors {
  return validateRegisterStep2({ ...values, agentCode: '' }, auth);
}

/** Creates the member; on success says so, closes the form and shows the list's first page. */
export async function submitCreateMember(t: Translate, auth: TFunction): Promise<TeamMember | undefined> {
  const form = $createMember.get();
  if (!form) return undefined;
  let created: TeamMember | undefined;
  const ok = await form.submit({
    validate: (values) => validateCreateMember(values, auth),
    submit: async ({ account, password }) => {
      created = await call(agentSubMemberCreate, { account: account.trim(), password });
    },
    server: { fields: ['account', 'password'], fieldOfError: { ACCOUNT_TAKEN: 'account', PASSWORD_TOO_WEAK: 'password' } },
  });
  if (!ok || !created) return undefined;
  showToast(t('create.created', { account: created.account }), { tone: 'positive' });
  if ($createMember.get() === form) closeCreateMember();
  await query({ pageNum: 1 });
  return created;
}

// ---- Transfers with a direct member ----

/** `in`: the agent's coins to the member; `out`: taken back from the member. */
export type TransferDirection = 'in' | 'out';
export type TransferValues = { amount: string; paymentPassword: string; memberPassword: string };

export interface OpenTransfer {
  member: TeamMember;
  direction: TransferDirection;
  form: FormStore<TransferValues>;
}

/** The open transfer form, or `null`. Each opening starts empty. */
export const $transfer = atom<OpenTransfer | null>(null);

// One key per kind of transfer, kept across forms: the same request sent again while its outcome is
// unknown (a timeout, then the dialog reopened and the same amount sent) reuses its key, so the
// server moves the coins once.
const transferKeys: Record<TransferDirection, ActionKey> = { in: new ActionKey(), out: new ActionKey() };

export function openTransfer(member: TeamMember, direction: TransferDirection): void {
  $transfer.set({ member, direction, form: createFormStore({ amount: '', paymentPassword: '', memberPassword: '' }) });
}

export function closeTransfer(): void {
  $transfer.set(null);
}

/** Business refusals that belong to one field; the rest are said at the form's top. */
const TRANSFER_FIELD_OF_ERROR: Record<string, keyof TransferValues> = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  MEMBER_PASSWORD_INCORRECT: 'memberPassword',
  MEMBER_ACCOUNT_LOCKED: 'memberPassword',
  INSUFFICIENT_FUNDS: 'amount',
  MEMBER_INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
};

/** Local checks: an amount above 0 and within the balance it comes from, and the password asked for. */
export function validateTransfer(open: Pick<OpenTransfer, 'member' | 'direction'>, values: TransferValues, t: Translate, locale: Locale): FieldErrors {
  const source = open.direction === 'in' ? $balance.get() : open.member.userBalance;
  const over = open.direction === 'in' ? 'finance:validation.amountOverBalance' : 'transfer.overMemberBalance';
  const errors: FieldErrors = { amount: amountFromBalanceError(values.amount, source, t, locale, over) };
  if (open.direction === 'in') {
    errors.paymentPassword =
      values.paymentPassword === ''
        ? t('finance:validation.required', { field: t('transfer.paymentPassword') })
        : f.paymentPassword.safeParse(values.paymentPassword).success
          ? undefined
          : t('finance:validation.sixDigits');
  } else {
    errors.memberPassword = values.memberPassword === '' ? t('transfer.memberPasswordRequired') : undefined;
  }
  return errors;
}

/** Whether the agent has a fund password (transfers in need it); unknown counts as yes. */
export const hasPaymentPassword = () => $user.get().hasPaymentPassword !== false;

/**
 * Sends the open transfer. Success: a toast, the form closes, the agent's balance and the list's
 * balances are read again. Failure: the messages stay in the form (fields or its top).
 */
export async function submitTransfer(t: Translate, locale: Locale): Promise<AgentTransferRecord | undefined> {
  const open = $transfer.get();
  if (!open) return undefined;
  const { member, direction, form } = open;
  let record: AgentTransferRecord | undefined;
  const ok = await form.submit({
    validate: (values) => validateTransfer(open, values, t, locale),
    submit: async (values) => {
      const amount = normalizeAmount(values.amount)!;
      const key = transferKeys[direction];
      try {
        if (direction === 'in') {
          const body = { userId: member.userId, amount, paymentPassword: values.paymentPassword };
          record = await call(agentMemberTransfer, body, { idempotencyKey: key.for(body) });
        } else {
          const body = { userId: member.userId, amount, memberPassword: values.memberPassword };
          record = await call(agentMemberTransferDecrease, body, { idempotencyKey: key.for(body) });
        }
        key.settle();
      } catch (error) {
        key.settle(error);
        throw error;
      }
    },
    server: { fields: ['amount', 'paymentPassword', 'memberPassword'], fieldOfError: TRANSFER_FIELD_OF_ERROR },
  });
  if (!ok || !record) return undefined;
  const done = direction === 'in' ? 'transfer.doneIn' : 'transfer.doneOut';
  showToast(t(done, { amount: formatAmount(record.amount, locale), account: member.account }), { tone: 'positive' });
  if ($transfer.get() === open) closeTransfer();
  await Promise.all([refreshBalance().catch(() => undefined), refreshMembers()]);
  return record;
}
