import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { TeamMember } from '../contracts/agent.ts';
import {
  $createMember,
  $memberQuery,
  $members,
  $transfer,
  INITIAL_MEMBER_QUERY,
  canTransferWith,
  closeCreateMember,
  closeTransfer,
  filterMembersByLevel,
  goToMemberPage,
  loadMembers,
  memberRequest,
  openCreateMember,
  openTransfer,
  searchMembers,
  submitCreateMember,
  submitTransfer,
} from './agentMembers.ts';
import { $user } from './session.ts';
import { $toasts } from './toasts.ts';

// The translator echoes the key and its values, so a test sees which message was chosen.
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

const server = setUpStoreTests('agent-token');
beforeEach(() => {
  $user.set({ account: 'agent', balance: '500.0000', hasPaymentPassword: true, isAgent: true });
});
afterEach(() => {
  closeCreateMember();
  closeTransfer();
  $memberQuery.set(INITIAL_MEMBER_QUERY);
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refuse = (status: number, error: string, msg: string, issues?: { field: string; message: string }[]) => ({
  code: status,
  msg,
  data: null,
  error,
  reqId: 'r',
  ...(issues ? { issues } : {}),
});

function member(changes: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: 21,
    account: 'member1',
    level: 1,
    teamName: 'agent',
    isAgent: false,
    teamSize: 0,
    lastLoginAt: null,
    registeredAt: '2026-11-01T00:00:00.000Z',
    userBalance: '40.0000',
    teamBalance: '40.0000',
    ...changes,
  };
}

const MEMBERS = '/v2/app/agent/sub/member/page';
const CREATE = '/v2/app/agent/sub/member/create';
const TRANSFER_IN = '/v2/app/agent/type/member/transfer';
const TAKE_BACK = '/v2/app/agent/type/member/transfer/decrease';
const calls = (path: string) => server().seen.filter((r) => r.path === path);
const serveMembers = (list: TeamMember[] = [member()]) =>
  server().on(MEMBERS, (req, res) => {
    const body = req.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list, total: list.length, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
const serveUserInfo = (balance: string) =>
  server().on('/v2/app/user/info', (_, res) =>
    sendJson(
      res,
      200,
      ok({ id: 1, account: 'agent', email: 'a@example.com', nickname: null, balance, isAgent: true, hasPaymentPassword: true, appKeyBound: false, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null }),
    ),
  );
const record = (direction: 'to_member' | 'from_member', amount: string) => ({
  orderSn: 'AT1',
  direction,
  memberUserId: 21,
  memberAccount: 'member1',
  amount,
  balance: '0.0000',
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('member list', () => {
  it('asks for a page without the empty search or "all levels"', () => {
    expect(memberRequest(INITIAL_MEMBER_QUERY)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(memberRequest({ account: '  bob ', level: 1, pageNum: 3 })).toEqual({ pageNum: 3, pageSize: 20, account: 'bob', level: 1 });
  });

  it('searches from the first page, filters by level and pages, keeping the other filters', async () => {
    serveMembers();
    await loadMembers();
    await goToMemberPage(2);
    await searchMembers('mem');
    await filterMembersByLevel(1);
    await goToMemberPage(3);
    await filterMembersByLevel('all');
    expect(calls(MEMBERS).map((r) => r.body)).toEqual([
      { pageNum: 1, pageSize: 20 },
      { pageNum: 2, pageSize: 20 },
      { pageNum: 1, pageSize: 20, account: 'mem' },
      { pageNum: 1, pageSize: 20, account: 'mem', level: 1 },
      { pageNum: 3, pageSize: 20, account: 'mem', level: 1 },
      { pageNum: 1, pageSize: 20, account: 'mem' },
    ]);
    expect($members.get()).toMatchObject({ status: 'ready', data: { list: [{ account: 'member1' }] } });
  });

  it('offers transfers with direct members only', () => {
    expect(canTransferWith(member({ level: 1 }))).toBe(true);
    expect(canTransferWith(member({ level: 2 }))).toBe(false);
  });
});

describe('creating a member', () => {
  it('checks the form as registration does and sends nothing while it is wrong', async () => {
    openCreateMember();
    const form = $createMember.get()!;
    form.setValues({ account: 'new-one', password: 'Abc123!x', confirmPassword: 'Abc123!y' });
    expect(await submitCreateMember(t, t)).toBeUndefined();
    expect(form.$form.get().errors).toMatchObject({ account: 'invalid.lettersDigits', confirmPassword: 'invalid.passwordMismatch' });
    expect(calls(CREATE)).toHaveLength(0);
  });

  it('creates the member, says so, closes the form and shows the first page again', async () => {
    serveMembers();
    server().on(CREATE, (_, res) => sendJson(res, 200, ok(member({ userId: 30, account: 'newone', userBalance: '0.0000', teamBalance: '0.0000' }))));
    await goToMemberPage(2);
    openCreateMember();
    $createMember.get()!.setValues({ account: ' newone ', password: 'Abc123!x', confirmPassword: 'Abc123!x' });
    const created = await submitCreateMember(t, t);
    expect(created?.account).toBe('newone');
    expect(calls(CREATE)[0].body).toEqual({ account: 'newone', password: 'Abc123!x' });
    expect($createMember.get()).toBeNull();
    expect($toasts.get().map((toast) => toast.message)).toContain('create.created {"account":"newone"}');
    expect(calls(MEMBERS).at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('puts a taken account under the account field and keeps the form open', async () => {
    server().on(CREATE, (_, res) => sendJson(res, 409, refuse(409, 'ACCOUNT_TAKEN', 'This account is taken')));
    openCreateMember();
    const form = $createMember.get()!;
    form.setValues({ account: 'taken1', password: 'Abc123!x', confirmPassword: 'Abc123!x' });
    expect(await submitCreateMember(t, t)).toBeUndefined();
    expect(form.$form.get().errors.account).toBe('This account is taken');
    expect(form.$form.get().formError).toBeUndefined();
    expect($createMember.get()).toBe(form);
    // The form says it; the toast the API client showed is taken back.
    expect($toasts.get()).toEqual([]);
  });
});

describe('transfers with a direct member', () => {
  it('refuses locally an amount above the agent’s balance, and a fund password that is not six digits', async () => {
    openTransfer(member(), 'in');
    const { form } = $transfer.get()!;
    form.setValues({ amount: '500.0001', paymentPassword: '12345', memberPassword: '' });
    expect(await submitTransfer(t, 'en-US')).toBeUndefined();
    expect(form.$form.get().errors).toMatchObject({
      amount: 'finance:validation.amountOverBalance {"balance":"500"}',
      paymentPassword: 'finance:validation.sixDigits',
    });
    expect(calls(TRANSFER_IN)).toHaveLength(0);
  });

  it('transfers in with the fund password and an idempotency key, then reads both balances again and closes', async () => {
    serveMembers([member({ userBalance: '65.5000' })]);
    serveUserInfo('474.5000');
    server().on(TRANSFER_IN, (_, res) => sendJson(res, 200, ok(record('to_member', '25.5000'))));
    await loadMembers();
    openTransfer(member(), 'in');
    $transfer.get()!.form.setValues({ amount: '25.5', paymentPassword: '123456', memberPassword: '' });
    const done = await submitTransfer(t, 'en-US');
    expect(done?.orderSn).toBe('AT1');
    const [sent] = calls(TRANSFER_IN);
    expect(sent.body).toEqual({ userId: 21, amount: '25.5', paymentPassword: '123456' });
    expect(sent.headers['idempotency-key']).toMatch(/\S{16,}/);
    expect($transfer.get()).toBeNull();
    expect($user.get().balance).toBe('474.5000');
    expect(calls(MEMBERS)).toHaveLength(2);
    expect($members.get().data?.list[0].userBalance).toBe('65.5000');
    expect($toasts.get().map((toast) => toast.message)).toContain('transfer.doneIn {"amount":"25.5","account":"member1"}');
  });

  it('sends a retry of the same transfer after a lost answer with the same key, and a new transfer with a new one', async () => {
    let attempt = 0;
    serveMembers();
    serveUserInfo('490.0000');
    server().on(TRANSFER_IN, (_, res) => {
      attempt += 1;
      if (attempt === 1) return void res.socket?.destroy();
      sendJson(res, 200, ok(record('to_member', '10.0000')));
    });
    openTransfer(member(), 'in');
    $transfer.get()!.form.setValues({ amount: '10', paymentPassword: '123456', memberPassword: '' });
    expect(await submitTransfer(t, 'en-US')).toBeUndefined();
    expect($transfer.get()?.form.$form.get().formError).toBeTruthy();
    // The player closes the dialog, opens it again and sends the same transfer.
    closeTransfer();
    openTransfer(member(), 'in');
    $transfer.get()!.form.setValues({ amount: '10', paymentPassword: '123456', memberPassword: '' });
    expect(await submitTransfer(t, 'en-US')).toBeDefined();
    openTransfer(member(), 'in');
    $transfer.get()!.form.setValues({ amount: '10', paymentPassword: '123456', memberPassword: '' });
    expect(await submitTransfer(t, 'en-US')).toBeDefined();
    const keys = calls(TRANSFER_IN).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('takes back with the member’s password, checked against the member’s balance first', async () => {
    serveMembers();
    serveUserInfo('530.0000');
    server().on(TAKE_BACK, (_, res) => sendJson(res, 200, ok(record('from_member', '30.0000'))));
    openTransfer(member(), 'out');
    const { form } = $transfer.get()!;
    form.setValues({ amount: '40.0001', paymentPassword: '', memberPassword: '' });
    await submitTransfer(t, 'en-US');
    expect(form.$form.get().errors).toMatchObject({
      amount: 'transfer.overMemberBalance {"balance":"40"}',
      memberPassword: 'transfer.memberPasswordRequired',
    });
    form.setValues({ amount: '30', paymentPassword: '', memberPassword: 'their-secret' });
    expect(await submitTransfer(t, 'en-US')).toBeDefined();
    expect(calls(TAKE_BACK).map((r) => r.body)).toEqual([{ userId: 21, amount: '30', memberPassword: 'their-secret' }]);
    expect(calls(TAKE_BACK)[0].headers['idempotency-key']).toBeTruthy();
    expect($user.get().balance).toBe('530.0000');
  });

  it('says a wrong member password under that field and a refusal without a field at the form’s top', async () => {
    server().on(TAKE_BACK, (_, res) => sendJson(res, 422, refuse(422, 'MEMBER_PASSWORD_INCORRECT', 'The member’s password is wrong')));
    openTransfer(member(), 'out');
    const { form } = $transfer.get()!;
    form.setValues({ amount: '5', paymentPassword: '', memberPassword: 'guess' });
    await submitTransfer(t, 'en-US');
    expect(form.$form.get().errors.memberPassword).toBe('The member’s password is wrong');

    server().on(TAKE_BACK, (_, res) => sendJson(res, 422, refuse(422, 'MEMBER_FROZEN', 'This member’s account is frozen')));
    form.setValue('memberPassword', 'right');
    await submitTransfer(t, 'en-US');
    expect(form.$form.get().formError).toBe('This member’s account is frozen');
    expect($transfer.get()?.form).toBe(form);
  });
});
