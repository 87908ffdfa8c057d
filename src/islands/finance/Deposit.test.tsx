import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import type { PaymentChannel, PaymentRecord } from '../../contracts/payments.ts';
import { paymentStatuses } from '../../contracts/money.ts';
import { $balance } from '../../stores/balance.ts';
import { $locale } from '../../stores/locale.ts';
import { Deposit, type DepositProps } from './Deposit.tsx';
import {
  bankCard,
  channel,
  failure,
  ok,
  pageOf,
  paymentRecord,
  setUpFinanceIslandTests,
  signIn,
  userInfo,
} from './financeTestSetup.ts';

const testServer = setUpFinanceIslandTests(['ja-JP', 'en-US', 'zh-CN']);

const CNY = channel({ code: 'sandbox-bank-cny', name: 'Bank transfer (CNY, sandbox)', currency: 'CNY', rate: '20', min: '50', max: '50000' });
const sent = (path: string) => testServer().seen.filter((r) => r.path === path);

interface Scene {
  channels?: PaymentChannel[];
  cards?: BankCard[];
  records?: PaymentRecord[];
  props?: Partial<DepositProps>;
}

async function renderDeposit({ channels = [channel(), CNY], cards = [bankCard()], records = [], props = {} }: Scene = {}) {
  signIn(userInfo({ balance: '100.0000' }));
  testServer().on('/v2/app/pay/query', (_, res) => sendJson(res, 200, ok({ channels, creditWithinMinutes: 10 })));
  testServer().on('/v2/app/user/bank/list', (_, res) => sendJson(res, 200, ok(cards)));
  testServer().on('/v2/app/pay/list', (_, res) => sendJson(res, 200, ok(pageOf(records))));
  $locale.set('en-US');
  const navigate = vi.fn();
  render(<Deposit locale="en-US" navigate={navigate} search="" {...props} />);
  return { navigate };
}

const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement;
const typeAmount = (value: string) => fireEvent.change(amountField(), { target: { value } });
const preview = () => screen.getByText('Game coins you receive').parentElement!.querySelector('output')!.textContent;

describe('Deposit', () => {
  it('lists the channels with their limits and rate, and previews the coins an amount buys', async () => {
    await renderDeposit();
    const choice = await screen.findByRole('group', { name: 'Deposit channel' });
    expect(within(choice).getByText('1,000 to 1,000,000 JPY · Game coins per 1 JPY: 1')).toBeTruthy();
    expect(within(choice).getByText('50 to 50,000 CNY · Game coins per 1 CNY: 20')).toBeTruthy();
    expect(screen.getByText('1 yen = 1 game coin')).toBeTruthy();

    typeAmount('5000');
    expect(preview()).toBe('5,000 coins');
    fireEvent.click(within(choice).getByLabelText(/Bank transfer \(CNY/));
    expect(screen.getByText('CNY')).toBeTruthy();
    typeAmount('12.3456');
    expect(preview()).toBe('246.912 coins');
    typeAmount('');
    expect(preview()).toBe('—');
  });

  it('refuses a fifth decimal in the amount', async () => {
    await renderDeposit();
    await screen.findByRole('group', { name: 'Deposit channel' });
    typeAmount('1000.1234');
    typeAmount('1000.12345');
    expect(amountField().value).toBe('1000.1234');
  });

  it('asks to bind a card first when the channel pays from one and none is bound', async () => {
    await renderDeposit({ cards: [] });
    const notice = await screen.findByText('Please bind the bank card first');
    const link = within(notice.parentElement!).getByRole('link', { name: 'Bind a bank card' });
    expect(link.getAttribute('href')).toBe('/en-US/user/bankcard-setting');
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the amount against the channel’s limits before ordering', async () => {
    await renderDeposit();
    await screen.findByRole('group', { name: 'Deposit channel' });
    typeAmount('999.9999');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter an amount from 1,000 to 1,000,000 JPY')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(sent('/v2/app/pay/order')).toEqual([]);
  });

  it('orders with an idempotency key from the chosen card and sends the browser to pay', async () => {
    const cards = [bankCard({ id: 3, isDefault: false, nameMatches: false }), bankCard({ id: 4, isDefault: true, cardNumberMasked: '**** 1111' })];
    const { navigate } = await renderDeposit({ cards });
    testServer().on('/v2/app/pay/order', (_, res) => sendJson(res, 200, ok(paymentRecord({ payUrl: 'http://127.0.0.1:4322/sandbox/psp/checkout/D1' }))));
    const card = (await screen.findByLabelText('Pay from bank card')) as HTMLSelectElement;
    expect(card.value).toBe('4');
    // A card whose holder name does not match the account cannot be chosen.
    expect((within(card).getByRole('option', { name: /name does not match/ }) as HTMLOptionElement).disabled).toBe(true);
    typeAmount('5000.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://127.0.0.1:4322/sandbox/psp/checkout/D1'));
    const [order] = sent('/v2/app/pay/order');
    expect(order?.body).toEqual({ channelCode: 'sandbox-bank-jpy', amount: '5000', bankCardId: 4 });
    expect(order?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Going to the payment page…').getAttribute('role')).toBe('status');
  });

  it('does not follow a pay address that is not a web page', async () => {
    const { navigate } = await renderDeposit();
    testServer().on('/v2/app/pay/order', (_, res) => sendJson(res, 200, ok(paymentRecord({ payUrl: 'javascript:alert(1)' }))));
    await screen.findByLabelText('Pay from bank card');
    typeAmount('5000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(sent('/v2/app/pay/order')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a refusal from the server on the field it concerns', async () => {
    await renderDeposit();
    testServer().on('/v2/app/pay/order', (_, res) =>
      sendJson(res, 422, failure(422, 'NAME_MISMATCH', 'The name on the bank card does not match your name.')),
    );
    await screen.findByLabelText('Pay from bank card');
    typeAmount('5000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The name on the bank card does not match your name.')).toBeTruthy();
    expect(screen.getByLabelText('Pay from bank card').getAttribute('aria-invalid')).toBe('true');
  });

  it('follows the order on the way back until it is paid, then refreshes the balance and the records', async () => {
    let lookups = 0;
    await renderDeposit({ props: { search: '?orderSn=D202603040001', pollMs: 20, pollLimitMs: 10_000 } });
    testServer().on('/v2/app/pay/list', (_, res) => {
      lookups += 1;
      const status = lookups < 3 ? 'pending' : 'paid';
      sendJson(res, 200, ok(pageOf([paymentRecord({ status })])));
    });
    testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '5100.0000' }))));
    const panel = await screen.findByRole('region', { name: 'Your order' });
    expect(within(panel).getByText('Order number: D202603040001')).toBeTruthy();
    expect(within(panel).getByRole('note').textContent).toContain('within ten minutes');
    await vi.waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Payment received: 5,000 coins were added to your balance.'));
    await vi.waitFor(() => expect($balance.get()).toBe('5100.0000'));
    expect(screen.getByText('5,100 coins')).toBeTruthy();
    // The order is looked for among fiat orders only (as are the records).
    expect(sent('/v2/app/pay/list').map((request) => (request.body as { kind?: string }).kind)).toEqual(sent('/v2/app/pay/list').map(() => 'fiat'));
    expect(sent('/v2/app/pay/list').some((request) => (request.body as { pageSize: number }).pageSize === 20)).toBe(true);
    const settledAt = lookups;
    await new Promise((resolve) => setTimeout(resolve, 120));
    // The records list reads once more; the order itself is not asked about again.
    expect(lookups).toBeLessThanOrEqual(settledAt + 1);
  });

  it('stops waiting after the limit and lets the player check again', async () => {
    await renderDeposit({ records: [paymentRecord()], props: { search: '?orderSn=D202603040001', pollMs: 10, pollLimitMs: 60 } });
    const panel = await screen.findByRole('region', { name: 'Your order' });
    await vi.waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/^The payment is not confirmed yet/));
    const asked = sent('/v2/app/pay/list').length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent('/v2/app/pay/list').length).toBe(asked);
    testServer().on('/v2/app/pay/list', (_, res) => sendJson(res, 200, ok(pageOf([paymentRecord({ status: 'expired' })]))));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('This order is now: Expired'));
  });

  it('lists the deposit records with every status in the page language', async () => {
    const records = paymentStatuses.map((status, i) => paymentRecord({ orderSn: `D${i}`, status, currency: 'CNY', amount: '50.0000', coins: '1000.0000' }));
    signIn();
    testServer().on('/v2/app/pay/query', (_, res) => sendJson(res, 200, ok({ channels: [CNY], creditWithinMinutes: 10 })));
    testServer().on('/v2/app/user/bank/list', (_, res) => sendJson(res, 200, ok([bankCard()])));
    testServer().on('/v2/app/pay/list', (_, res) => sendJson(res, 200, ok(pageOf(records, 16))));
    $locale.set('zh-CN');
    render(<Deposit locale="zh-CN" search="" />);
    const table = await screen.findByRole('table', { name: '充值记录' });
    const statuses = within(table).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent);
    expect(statuses).toEqual(['待支付', '支付成功', '退款处理中', '退款成功', '已过期', '已取消']);
    expect(within(table).getAllByText('1,000')).toHaveLength(6);
    expect(await screen.findByText('1元 = 20游戏币')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await vi.waitFor(() => expect(sent('/v2/app/pay/list').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 10, kind: 'fiat' }));
    // Crypto deposits are listed on the crypto page, never here.
    expect(sent('/v2/app/pay/list').every((request) => (request.body as { kind?: string }).kind === 'fiat')).toBe(true);
  });
});
