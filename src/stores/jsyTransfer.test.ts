import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { sendJson } from '../api/testServer.ts';
import type { UserInfo } from '../contracts/account.ts';
import type { JsyTransferRecord } from '../contracts/jsy.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $jsyFlow,
  $jsyForms,
  RESEND_SECONDS,
  backToStep,
  restartJsyTransfer,
  sendJsyCode,
  submitAccount,
  submitAmount,
  submitCard,
  submitLogin,
} from './jsyTransfer.ts';
import { $balance } from './balance.ts';
import { setUser } from './session.ts';

const server = setUpStoreTests('player-token');
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refusal = (code: number, error: string, msg: string, field?: string) => ({
  code,
  msg,
  data: null,
  error,
  reqId: 'r',
  ...(field ? { issues: [{ field, message: msg }] } : {}),
});
const PATH = {
  validate: '/v2/app/jsy/transfer/validate',
  card: '/v2/app/jsy/transfer/validate/card',
  code: '/v2/app/jsy/transfer/resend/validate/code',
  login: '/v2/app/jsy/transfer/login',
  confirm: '/v2/app/jsy/transfer/confirm',
  info: '/v2/app/user/info',
};
const sent = (path: string) => server().seen.filter((r) => r.path === path);
const form = <K extends keyof ReturnType<typeof $jsyForms.get>>(name: K) => $jsyForms.get()[name];
const record = (changes: Partial<JsyTransferRecord> = {}): JsyTransferRecord => ({
  transferSn: 'J202611260001',
  jsyAccount: 'taro.jsy',
  amount: '250.5000',
  status: 'success',
  failureReason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  completedAt: '2026-11-26T09:00:01.000Z',
  ...changes,
});

const info = (balance: string, appKeyBound = false): UserInfo => ({
  id: 1,
  account: 'taro',
  email: 'taro@example.com',
  nickname: null,
  balance,
  isAgent: false,
  hasPaymentPassword: true,
  appKeyBound,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

/** Answers the steps the way the server does when everything matches. */
function partnerAgrees() {
  server().on(PATH.validate, (req, res) => sendJson(res, 200, ok({ jsyAccount: String((req.body as { jsyAccount: string }).jsyAccount).toLowerCase() })));
  server().on(PATH.card, (_, res) => sendJson(res, 200, ok({ jsyAccount: 'taro.jsy', cardNumberMasked: '**** 1111' })));
  server().on(PATH.code, (_, res) => sendJson(res, 200, ok({ emailMasked: 't***@example.com', cooldownSeconds: 60, expiresInSeconds: 600 })));
  server().on(PATH.login, (_, res) => sendJson(res, 200, ok({ jsyAccount: 'taro.jsy', expiresAt: '2026-11-26T09:10:00.000Z', min: '100.0000', max: '500000.0000' })));
}

async function throughLogin() {
  form('account').setValue('jsyAccount', 'Taro.JSY');
  expect(await submitAccount(t)).toBe(true);
  form('card').setValue('bankCardId', '3');
  expect(await submitCard(t, 'standard')).toBe(true);
  await sendJsyCode();
  form('login').setValue('emailCode', '123456');
  form('login').setValue('jsyPassword', 'jsy-pass');
  expect(await submitLogin(t)).toBe(true);
}

beforeEach(() => {
  restartJsyTransfer();
  setUser(info('1000.0000'));
});
afterEach(() => restartJsyTransfer());

describe('the JSY transfer flow', () => {
  it('checks the account locally before asking the partner', async () => {
    form('account').setValue('jsyAccount', 'no spaces!');
    expect(await submitAccount(t)).toBe(false);
    expect(form('account').$form.get().errors.jsyAccount).toBe('validation.jsyAccount');
    expect(sent(PATH.validate)).toHaveLength(0);
    expect($jsyFlow.get().step).toBe('account');
  });

  it('walks the five steps: account, card, code, JSY sign-in, amount → success and the balance read again', async () => {
    partnerAgrees();
    await throughLogin();
    const flow = $jsyFlow.get();
    expect(flow).toMatchObject({ step: 'amount', jsyAccount: 'taro.jsy', cardNumberMasked: '**** 1111', emailMasked: 't***@example.com', limits: { min: '100.0000', max: '500000.0000' } });
    expect(sent(PATH.card)[0]!.body).toEqual({ bankCardId: 3 });
    expect(sent(PATH.login)[0]!.body).toEqual({ emailCode: '123456', jsyPassword: 'jsy-pass' });
    // The JSY password leaves the form once sent.
    expect(form('login').$form.get().values.jsyPassword).toBe('');

    server().on(PATH.confirm, (_, res) => sendJson(res, 200, ok(record())));
    server().on(PATH.info, (_, res) => sendJson(res, 200, ok(info('749.5000'))));
    form('amount').setValue('amount', '250.5');
    form('amount').setValue('paymentPassword', '123456');
    const done = await submitAmount(t, 'en-US');
    expect(done?.status).toBe('success');
    const [confirm] = sent(PATH.confirm);
    expect(confirm!.body).toEqual({ amount: '250.5', paymentPassword: '123456' });
    expect(confirm!.headers['idempotency-key']).toMatch(/\S{16,}/);
    expect($jsyFlow.get()).toMatchObject({ step: 'result', result: { transferSn: 'J202611260001', status: 'success' } });
    expect($balance.get()).toBe('749.5000');
  });

  it('shows a pending transfer (JSY has not answered) as in doubt, and a failed one with the coins back', async () => {
    partnerAgrees();
    for (const status of ['pending', 'failed'] as const) {
      restartJsyTransfer();
      await throughLogin();
      server().on(PATH.confirm, (_, res) => sendJson(res, 200, ok(record({ status, completedAt: status === 'failed' ? '2026-11-26T09:00:01.000Z' : null }))));
      server().on(PATH.info, (_, res) => sendJson(res, 200, ok(info(status === 'pending' ? '900.0000' : '1000.0000'))));
      form('amount').setValue('amount', '100');
      form('amount').setValue('paymentPassword', '123456');
      expect((await submitAmount(t, 'en-US'))?.status).toBe(status);
      expect($jsyFlow.get().result?.status).toBe(status);
      expect($balance.get()).toBe(status === 'pending' ? '900.0000' : '1000.0000');
    }
  });

  it('puts the partner’s refusals under their field, in the server’s words', async () => {
    server().on(PATH.validate, (_, res) => sendJson(res, 422, refusal(422, 'JSY_NAME_MISMATCH', 'JSYの名義がお客様の名前と一致しません。', 'jsyAccount')));
    form('account').setValue('jsyAccount', 'someone.else');
    expect(await submitAccount(t)).toBe(false);
    expect(form('account').$form.get().errors.jsyAccount).toBe('JSYの名義がお客様の名前と一致しません。');
    expect($jsyFlow.get().step).toBe('account');
  });

  it('on the Japanese page asks for the branch code and the katakana name, checked like the contract', async () => {
    partnerAgrees();
    form('account').setValue('jsyAccount', 'taro.jsy');
    await submitAccount(t);
    form('card').setValue('bankCardId', '3');
    form('card').setValue('holderKana', 'Yamada Taro');
    form('card').setValue('branchCode', '12');
    expect(await submitCard(t, 'jp')).toBe(false);
    expect(form('card').$form.get().errors).toMatchObject({ holderKana: 'validation.holderKana', branchCode: 'validation.branchCode' });
    expect(sent(PATH.card)).toHaveLength(0);
    form('card').setValue('holderKana', 'ﾔﾏﾀﾞ ﾀﾛｳ');
    form('card').setValue('branchCode', '001');
    expect(await submitCard(t, 'jp')).toBe(true);
    expect(sent(PATH.card)[0]!.body).toEqual({ bankCardId: 3, holderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ', branchCode: '001' });
    // The standard page sends neither.
    expect($jsyFlow.get().step).toBe('login');
  });

  it('keeps the resend countdown the server names, and says a refused code request under the code field', async () => {
    partnerAgrees();
    form('account').setValue('jsyAccount', 'taro.jsy');
    await submitAccount(t);
    form('card').setValue('bankCardId', '3');
    await submitCard(t, 'standard');
    expect($jsyFlow.get().resendSeconds).toBe(RESEND_SECONDS);
    server().on(PATH.code, (_, res) => sendJson(res, 200, ok({ emailMasked: 't***@example.com', cooldownSeconds: 45, expiresInSeconds: 600 })));
    await sendJsyCode();
    expect($jsyFlow.get().resendSeconds).toBe(45);
    server().on(PATH.code, (_, res) => sendJson(res, 429, refusal(429, 'EMAIL_CODE_COOLDOWN', 'Wait 40 seconds.')));
    await expect(sendJsyCode()).rejects.toThrow();
    expect(form('login').$form.get().errors.emailCode).toBe('Wait 40 seconds.');
  });

  it('after a wrong JSY password asks only for the password again (the code was spent)', async () => {
    partnerAgrees();
    form('account').setValue('jsyAccount', 'taro.jsy');
    await submitAccount(t);
    form('card').setValue('bankCardId', '3');
    await submitCard(t, 'standard');
    await sendJsyCode();
    server().on(PATH.login, (_, res) => sendJson(res, 422, refusal(422, 'JSY_LOGIN_FAILED', 'The JSY account or password is incorrect.', 'jsyPassword')));
    form('login').setValue('emailCode', '123456');
    form('login').setValue('jsyPassword', 'wrong');
    expect(await submitLogin(t)).toBe(false);
    expect(form('login').$form.get().errors.jsyPassword).toBe('The JSY account or password is incorrect.');
    expect($jsyFlow.get()).toMatchObject({ step: 'login', codeAccepted: true });
    partnerAgrees();
    form('login').setValue('jsyPassword', 'jsy-pass');
    expect(await submitLogin(t)).toBe(true);
    expect(sent(PATH.login)[1]!.body).toEqual({ jsyPassword: 'jsy-pass' });
  });

  it('checks the amount against the balance, the partner’s limits and the fund password before sending', async () => {
    partnerAgrees();
    await throughLogin();
    form('amount').setValue('amount', '1000.0001');
    form('amount').setValue('paymentPassword', '12345');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    expect(form('amount').$form.get().errors.amount).toContain('finance:validation.amountOverBalance');
    expect(form('amount').$form.get().errors.paymentPassword).toBe('finance:validation.sixDigits');
    form('amount').setValue('amount', '99.9999');
    form('amount').setValue('paymentPassword', '123456');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    expect(form('amount').$form.get().errors.amount).toContain('validation.amountLimits');
    expect(sent(PATH.confirm)).toHaveLength(0);
  });

  it('asks for the app key code once one is bound, and keeps the Idempotency-Key when only the code changes', async () => {
    setUser(info('1000.0000', true));
    partnerAgrees();
    await throughLogin();
    form('amount').setValue('amount', '100');
    form('amount').setValue('paymentPassword', '123456');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    expect(form('amount').$form.get().errors.appKeyCode).toContain('finance:validation.required');
    server().on(PATH.confirm, (_, res) => sendJson(res, 422, refusal(422, 'APP_KEY_CODE_INVALID', 'Wrong app key code.')));
    form('amount').setValue('appKeyCode', '111111');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    expect(form('amount').$form.get().errors.appKeyCode).toBe('Wrong app key code.');
    // A refusal ends the action: the next try is a new request with a new key.
    server().on(PATH.confirm, (_, res) => sendJson(res, 200, ok(record())));
    form('amount').setValue('paymentPassword', '123456');
    form('amount').setValue('appKeyCode', '222222');
    expect((await submitAmount(t, 'en-US'))?.status).toBe('success');
    const [first, second] = sent(PATH.confirm);
    expect(second!.body).toMatchObject({ appKeyCode: '222222' });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('sends the same Idempotency-Key again when the answer was lost', async () => {
    partnerAgrees();
    await throughLogin();
    let tries = 0;
    server().on(PATH.confirm, (req, res) => {
      tries += 1;
      // The first answer never arrives: the connection drops.
      if (tries === 1) res.destroy();
      else sendJson(res, 200, ok(record()));
    });
    form('amount').setValue('amount', '100');
    form('amount').setValue('paymentPassword', '123456');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    form('amount').setValue('paymentPassword', '123456');
    expect((await submitAmount(t, 'en-US'))?.status).toBe('success');
    const [first, second] = sent(PATH.confirm);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('goes back to the JSY sign-in when it expired, and to the first step when the flow is too old', async () => {
    partnerAgrees();
    await throughLogin();
    const stale = refusal(409, 'JSY_STEP_REQUIRED', 'Please start again from the first step.');
    server().on(PATH.confirm, (_, res) => sendJson(res, 409, stale));
    form('amount').setValue('amount', '100');
    form('amount').setValue('paymentPassword', '123456');
    expect(await submitAmount(t, 'en-US')).toBeUndefined();
    expect($jsyFlow.get()).toMatchObject({ step: 'login', codeAccepted: true });
    expect(form('login').$form.get().formError).toBe('Please start again from the first step.');
    server().on(PATH.login, (_, res) => sendJson(res, 409, stale));
    form('login').setValue('jsyPassword', 'jsy-pass');
    expect(await submitLogin(t)).toBe(false);
    expect($jsyFlow.get()).toMatchObject({ step: 'account', jsyAccount: null });
    expect(form('account').$form.get().formError).toBe('Please start again from the first step.');
  });

  it('goes back only to steps already passed', async () => {
    partnerAgrees();
    form('account').setValue('jsyAccount', 'taro.jsy');
    await submitAccount(t);
    backToStep('amount');
    expect($jsyFlow.get().step).toBe('card');
    backToStep('account');
    expect($jsyFlow.get().step).toBe('account');
    expect(form('account').$form.get().values.jsyAccount).toBe('taro.jsy');
  });
});
