import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import { $locale } from '../../../stores/locale.ts';
import { $toasts } from '../../../stores/toasts.ts';
import type { WithdrawalRecord } from '../../../contracts/index.ts';
import { CryptoWithdraw } from './CryptoWithdraw.tsx';
import {
  coinsAnswer,
  ETH_ADDRESS,
  failure,
  ok,
  pageOf,
  setUpCryptoIslandTests,
  signIn,
  TRON_ADDRESS,
  userInfo,
  withdrawalRecord,
} from './cryptoTestSetup.ts';

const testServer = setUpCryptoIslandTests(['en-US', 'ko-KR']);

const VALIDATE = '/v2/cpp/coins/withdrawal/address/validit';
const WITHDRAW = '/v2/cpp/coins/withdraw';

function cryptoWithdrawal(changes: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return withdrawalRecord({
    orderSn: 'W202603050001',
    method: 'crypto',
    amount: '3075.0000',
    status: 'review',
    bankName: null,
    cardNumberMasked: null,
    coin: 'USDT',
    network: 'TRC20',
    address: TRON_ADDRESS,
    assetAmount: '20.500000',
    ...changes,
  });
}

interface Setup {
  depositNetworks?: Record<string, string>;
  withdrawals?: WithdrawalRecord[];
  /** Verdict of validit by address; valid when left out. */
  verdicts?: Record<string, 'format' | 'checksum' | 'prefix'>;
}

function serve({ depositNetworks = { USDT: 'TRC20' }, withdrawals = [], verdicts = {} }: Setup = {}) {
  testServer().on('/v2/cpp/coins', (_, res) => sendJson(res, 200, ok(coinsAnswer(depositNetworks))));
  testServer().on('/v2/app/draw/list', (_, res) => sendJson(res, 200, ok(pageOf(withdrawals))));
  testServer().on(VALIDATE, (request, res) => {
    const reason = verdicts[(request.body as { address: string }).address] ?? null;
    sendJson(res, 200, ok({ valid: reason === null, reason }));
  });
  testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '1925.0000', hasPaymentPassword: true }))));
}

const sent = (path: string) => testServer().seen.filter((r) => r.path === path);
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const toastMessages = () => $toasts.get().map((toast) => toast.message);

async function renderWithdraw(balance = '5000.0000') {
  signIn(userInfo({ balance, hasPaymentPassword: true }));
  $locale.set('en-US');
  render(<CryptoWithdraw locale="en-US" />);
  await screen.findByRole('region', { name: 'Withdrawal details' });
}

async function fillForm(address = TRON_ADDRESS, amount = '20.5') {
  const addressField = await screen.findByLabelText('USDT address on TRON (TRC20) to withdraw to');
  fireEvent.change(addressField, { target: { value: address } });
  fireEvent.blur(addressField);
  type('Amount (USDT)', amount);
  type('Fund password', '123456');
}

describe('CryptoWithdraw', () => {
  it('locks the network to the one deposited through and says why', async () => {
    serve({ depositNetworks: { USDT: 'ERC20' } });
    await renderWithdraw();
    const network = (await screen.findByLabelText('Network')) as HTMLSelectElement;
    expect(network.disabled).toBe(true);
    expect(network.value).toBe('ERC20');
    expect([...network.options].map((option) => option.textContent)).toEqual(['Ethereum (ERC20)']);
    expect(
      screen.getByText('USDT is withdrawn only on Ethereum (ERC20), the network you deposited through: sent on another network, it might never arrive.'),
    ).toBeTruthy();
    // The ERC20 limits, not TRC20's.
    expect(screen.getByText('You can withdraw').nextElementSibling?.textContent).toBe('50 to 10,000 USDT');
    expect(screen.getByLabelText('USDT address on Ethereum (ERC20) to withdraw to')).toBeTruthy();
  });

  it('asks for a deposit first when the coin was never deposited, linking to the crypto deposit page', async () => {
    serve({ depositNetworks: {} });
    await renderWithdraw();
    expect(await screen.findByText('You have not deposited USDT yet')).toBeTruthy();
    expect(screen.getByText(/can only be withdrawn on the network you deposited it through/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Deposit USDT' });
    expect(link.getAttribute('href')).toBe('/en-US/user/finance/deposit/cryptocurrency');
    expect(screen.queryByLabelText(/to withdraw to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
  });

  it('checks the address with the server when the field is left and names what is wrong', async () => {
    const badChecksum = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF';
    serve({ verdicts: { [badChecksum]: 'checksum', abc: 'format' } });
    await renderWithdraw();
    const address = await screen.findByLabelText('USDT address on TRON (TRC20) to withdraw to');

    fireEvent.change(address, { target: { value: badChecksum } });
    fireEvent.blur(address);
    expect(await screen.findByText('Checksum mismatch: copy the address again, capital letters included')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(sent(VALIDATE).map((r) => r.body)).toEqual([{ network: 'TRC20', address: badChecksum }]);

    fireEvent.change(address, { target: { value: 'abc' } });
    fireEvent.blur(address);
    expect(await screen.findByText('This is not a valid TRON (TRC20) address')).toBeTruthy();

    fireEvent.change(address, { target: { value: ` ${TRON_ADDRESS} ` } });
    fireEvent.blur(address);
    expect(await screen.findByText('A valid TRON (TRC20) address')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBeNull();
    expect(sent(VALIDATE).at(-1)?.body).toEqual({ network: 'TRC20', address: TRON_ADDRESS });
  });

  it('takes no more decimals than the network has, and shows the range', async () => {
    serve();
    await renderWithdraw();
    await screen.findByLabelText('Amount (USDT)');
    type('Amount (USDT)', '12.123456');
    expect(field('Amount (USDT)').value).toBe('12.123456');
    type('Amount (USDT)', '12.1234567');
    expect(field('Amount (USDT)').value).toBe('12.123456');
    expect(screen.getByText('At most 6 decimals')).toBeTruthy();
    // The range is part of the field's description.
    const described = field('Amount (USDT)').getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('20 to 10,000 USDT');
  });

  it('shows the game coins a withdrawal costs, computed exactly and rounded up like the hold', async () => {
    serve();
    await renderWithdraw();
    await screen.findByLabelText('Amount (USDT)');
    expect(screen.getByText('Game coins it costs: —')).toBeTruthy();
    type('Amount (USDT)', '20.5');
    expect(screen.getByText('Game coins it costs: 3,075')).toBeTruthy();
    type('Amount (USDT)', '1.234567');
    expect(screen.getByText('Game coins it costs: 185.1851')).toBeTruthy();
  });

  it('refuses out-of-range amounts, more than the balance and a malformed fund password before sending', async () => {
    serve();
    await renderWithdraw('3000.0000');
    await fillForm(TRON_ADDRESS, '19.999999');
    type('Fund password', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Enter an amount from 20 to 10,000 USDT')).toBeTruthy();
    expect(screen.getByText('The fund password is six digits')).toBeTruthy();
    type('Amount (USDT)', '20.5');
    type('Fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This is more than your balance (3,000 coins)')).toBeTruthy();
    expect(sent(WITHDRAW)).toEqual([]);
  });

  it('sends the withdrawal with its key, then shows it, refreshes the balance and the list', async () => {
    let withdrawals: WithdrawalRecord[] = [];
    serve();
    testServer().on('/v2/app/draw/list', (_, res) => sendJson(res, 200, ok(pageOf(withdrawals))));
    testServer().on(WITHDRAW, (_, res) => {
      withdrawals = [cryptoWithdrawal()];
      sendJson(res, 200, ok(withdrawals[0]));
    });
    await renderWithdraw();
    expect(await screen.findByText('No crypto withdrawals yet')).toBeTruthy();
    await fillForm(` ${TRON_ADDRESS}`, '20.5');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    expect(
      await screen.findByText('Withdrawal requested (order W202603050001): 20.5 USDT, 3,075 coins held. It is sent after review.'),
    ).toBeTruthy();
    const [request] = sent(WITHDRAW);
    expect(request?.body).toEqual({ coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, amount: '20.5', paymentPassword: '123456' });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastMessages()).toContain('Withdrawal requested');
    await expect.poll(() => sent('/v2/app/user/info').length).toBe(1);
    expect(sent('/v2/app/draw/list').map((r) => r.body)).toEqual([
      { pageNum: 1, pageSize: 10, method: 'crypto' },
      { pageNum: 1, pageSize: 10, method: 'crypto' },
    ]);
    expect(await screen.findByRole('table', { name: 'Crypto withdrawals' })).toBeTruthy();
    expect(field('Amount (USDT)').value).toBe('');
    expect(field('Fund password').value).toBe('');
    expect(field('USDT address on TRON (TRC20) to withdraw to').value).toBe(` ${TRON_ADDRESS}`);
  });

  it('reuses the key when retrying after a lost answer, and takes a new one after an answered refusal', async () => {
    serve();
    let answer: 'drop' | 'wrong-password' | 'ok' = 'drop';
    testServer().on(WITHDRAW, (_, res) => {
      if (answer === 'drop') res.socket?.destroy();
      else if (answer === 'wrong-password')
        sendJson(res, 422, failure(422, 'PAYMENT_PASSWORD_INCORRECT', 'The fund password is not right'));
      else sendJson(res, 200, ok(cryptoWithdrawal()));
    });
    await renderWithdraw();
    await fillForm();
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });
    fireEvent.click(submit);
    await expect.poll(() => sent(WITHDRAW).length).toBe(1);
    await expect.poll(() => (submit as HTMLButtonElement).disabled).toBe(false);

    answer = 'wrong-password';
    fireEvent.click(submit);
    expect(await screen.findByText('The fund password is not right', { selector: 'span' })).toBeTruthy();
    expect(field('Fund password').getAttribute('aria-invalid')).toBe('true');

    answer = 'ok';
    fireEvent.click(submit);
    await screen.findByText(/Withdrawal requested \(order W202603050001\)/);
    const keys = sent(WITHDRAW).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks a player with a bound app key for its code and sends it with the withdrawal', async () => {
    serve();
    testServer().on(WITHDRAW, (_, res) => sendJson(res, 200, ok(cryptoWithdrawal())));
    signIn(userInfo({ balance: '5000.0000', hasPaymentPassword: true, appKeyBound: true }));
    $locale.set('en-US');
    render(<CryptoWithdraw locale="en-US" />);
    await screen.findByRole('region', { name: 'Withdrawal details' });
    await fillForm();
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });
    fireEvent.click(submit);
    await expect.poll(() => field('App key code').getAttribute('aria-invalid')).toBe('true');
    expect(sent(WITHDRAW)).toEqual([]);

    type('App key code', '731052');
    fireEvent.click(submit);
    await screen.findByText(/Withdrawal requested \(order W202603050001\)/);
    expect(sent(WITHDRAW).map((r) => r.body)).toEqual([
      { coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, amount: '20.5', paymentPassword: '123456', appKeyCode: '731052' },
    ]);
  });

  it('a withdrawal refused for want of approved identity documents links to the KYC screen', async () => {
    serve();
    testServer().on(WITHDRAW, (_, res) => sendJson(res, 422, failure(422, 'KYC_REQUIRED', 'This withdrawal needs verified identity (KYC).')));
    await renderWithdraw();
    await fillForm();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const link = await screen.findByRole('link', { name: 'Verify your identity' });
    expect(link.getAttribute('href')).toBe('/en-US/user/kyc');
    expect(link.parentElement!.textContent).toContain('This withdrawal needs a verified identity.');
  });

  it('does not send when the server refuses the address at submission', async () => {
    serve({ verdicts: { [ETH_ADDRESS]: 'format' } });
    await renderWithdraw();
    await screen.findByLabelText('Amount (USDT)');
    type('USDT address on TRON (TRC20) to withdraw to', ETH_ADDRESS);
    type('Amount (USDT)', '25');
    type('Fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This is not a valid TRON (TRC20) address')).toBeTruthy();
    expect(sent(VALIDATE)).toHaveLength(1);
    expect(sent(WITHDRAW)).toEqual([]);
  });

  it('lists crypto withdrawals with the amount in the coin, a shortened address, the txid and the status', async () => {
    serve({
      withdrawals: [
        cryptoWithdrawal({ status: 'failed', failureReason: 'Address blocked' }),
        cryptoWithdrawal({ orderSn: 'W202603050002', status: 'success', txid: 'a'.repeat(60) + 'beef', assetAmount: '100.000000', amount: '15000.0000' }),
      ],
    });
    await renderWithdraw();
    const table = await screen.findByRole('table', { name: 'Crypto withdrawals' });
    const rows = within(table).getAllByRole('row').slice(1);
    const visible = (cell: HTMLElement) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent;
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(visible);
    expect(cells(rows[0]!).slice(1)).toEqual(['20.5 USDT', '3,075', 'TRC20', 'TQn9Y2…bLSE', '—', 'Withdrawal FailedReason: Address blocked']);
    expect(cells(rows[1]!).slice(1, 7)).toEqual(['100 USDT', '15,000', 'TRC20', 'TQn9Y2…bLSE', 'aaaaaa…beef', 'Withdrawal successful']);
    // The full address stays readable to assistive technology.
    expect(within(rows[0]!).getByText(TRON_ADDRESS)).toBeTruthy();
  });

  it('speaks Korean on the Korean page', async () => {
    serve({ depositNetworks: {} });
    signIn();
    render(<CryptoWithdraw locale="ko-KR" />);
    expect(await screen.findByText('아직 USDT 입금이 없습니다')).toBeTruthy();
  });
});
