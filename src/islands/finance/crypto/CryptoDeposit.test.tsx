import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import { $locale } from '../../../stores/locale.ts';
import { $user } from '../../../stores/session.ts';
import { $toasts } from '../../../stores/toasts.ts';
import type { PaymentRecord } from '../../../contracts/index.ts';
import { CryptoDeposit } from './CryptoDeposit.tsx';
import {
  coinsAnswer,
  ETH_ADDRESS,
  ok,
  pageOf,
  paymentRecord,
  setUpCryptoIslandTests,
  signIn,
  TRON_ADDRESS,
  userInfo,
} from './cryptoTestSetup.ts';

const testServer = setUpCryptoIslandTests(['en-US', 'zh-CN']);

const ADDRESSES: Record<string, string> = { TRC20: TRON_ADDRESS, ERC20: ETH_ADDRESS };

function cryptoDeposit(changes: Partial<PaymentRecord> = {}): PaymentRecord {
  return paymentRecord({
    orderSn: 'C202603050001',
    channelCode: 'chain-usdt-trc20',
    channelName: 'USDT (TRON (TRC20))',
    currency: 'USDT',
    amount: '25.500000',
    coins: '3825.0000',
    status: 'pending',
    network: 'TRC20',
    address: TRON_ADDRESS,
    confirmations: 3,
    confirmationsRequired: 19,
    payUrl: null,
    expiresAt: null,
    ...changes,
  });
}

/** The address shown in the panel named after the coin and network. */
const addressIn = async (panelName: string) => within(await screen.findByRole('region', { name: panelName })).findByText(/^(T|0x)[A-Za-z0-9]{30,}$/);

/**
 * Serves coins, addresses and the crypto deposits; `deposits` answers one first page per call, the
 * last one repeating; `pages` answers other pages by number.
 */
function serve({
  depositNetworks = {},
  deposits = [[]],
  total,
  pages = {},
}: { depositNetworks?: Record<string, string>; deposits?: PaymentRecord[][]; total?: number; pages?: Record<number, PaymentRecord[]> } = {}) {
  let call = 0;
  testServer().on('/v2/cpp/coins', (_, res) => sendJson(res, 200, ok(coinsAnswer(depositNetworks))));
  testServer().on('/v2/cpp/coins/deposit/address', (request, res) => {
    const { coin, network } = request.body as { coin: string; network: string };
    sendJson(res, 200, ok({ coin, network, address: ADDRESSES[network], confirmations: network === 'TRC20' ? 19 : 12, depositMin: '10.000000' }));
  });
  testServer().on('/v2/app/pay/list', (request, res) => {
    const { pageNum, pageSize } = request.body as { pageNum: number; pageSize: number };
    if (pageNum !== 1) {
      sendJson(res, 200, ok(pageOf(pages[pageNum] ?? [], total, pageNum, pageSize)));
      return;
    }
    const list = deposits[Math.min(call, deposits.length - 1)]!;
    call += 1;
    sendJson(res, 200, ok(pageOf(list, total ?? list.length, 1, pageSize)));
  });
  testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '3825.0000' }))));
}

const sent = (path: string) => testServer().seen.filter((r) => r.path === path);

function renderDeposit(props: { pendingPollMs?: number; idlePollMs?: number } = {}) {
  signIn(userInfo({ balance: '0.0000' }));
  $locale.set('en-US');
  // Polling the idle list would only add noise to the request log here.
  render(<CryptoDeposit locale="en-US" idlePollMs={60_000} {...props} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CryptoDeposit', () => {
  it('shows the network’s confirmations, minimum and rate, and the address for that coin and network', async () => {
    serve();
    renderDeposit();
    expect((await addressIn('Your USDT deposit address on TRON (TRC20)')).textContent).toBe(TRON_ADDRESS);
    expect(sent('/v2/cpp/coins/deposit/address').map((r) => r.body)).toEqual([{ coin: 'USDT', network: 'TRC20' }]);
    const choice = screen.getByRole('region', { name: 'Coin and network' });
    const fact = (name: string) => within(choice).getByText(name).nextElementSibling?.textContent;
    expect(fact('Confirmations required')).toBe('19');
    expect(fact('Minimum deposit')).toBe('10 USDT');
    expect(fact('Rate')).toBe('1 USDT = 150 game coins');
    const panel = screen.getByRole('region', { name: 'Your USDT deposit address on TRON (TRC20)' });
    expect(within(panel).getByText(/Send only USDT on TRON \(TRC20\) to this address/)).toBeTruthy();
    expect(within(panel).getByText('Withdrawals of USDT go out on the network you deposit through.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/within ten minutes/);
    // The same address as a QR code (QrCode.test decodes what it draws).
    const code = within(panel).getByRole('img', { name: 'Your USDT deposit address on TRON (TRC20) as a QR code' });
    expect(code.getAttribute('data-qr-value')).toBe(TRON_ADDRESS);

    fireEvent.change(within(choice).getByLabelText('Network'), { target: { value: 'ERC20' } });
    expect((await addressIn('Your USDT deposit address on Ethereum (ERC20)')).textContent).toBe(ETH_ADDRESS);
    expect(screen.getByRole('img', { name: 'Your USDT deposit address on Ethereum (ERC20) as a QR code' }).getAttribute('data-qr-value')).toBe(ETH_ADDRESS);
    expect(fact('Confirmations required')).toBe('12');
    expect(sent('/v2/cpp/coins/deposit/address').at(-1)?.body).toEqual({ coin: 'USDT', network: 'ERC20' });
  });

  it('starts on the network deposited through before, and says withdrawals use it when another is chosen', async () => {
    serve({ depositNetworks: { USDT: 'ERC20' } });
    renderDeposit();
    expect((await addressIn('Your USDT deposit address on Ethereum (ERC20)')).textContent).toBe(ETH_ADDRESS);
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('ERC20');
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'TRC20' } });
    await addressIn('Your USDT deposit address on TRON (TRC20)');
    expect(
      screen.getByText('Your first USDT deposit came through Ethereum (ERC20), so your USDT withdrawals go out on Ethereum (ERC20).'),
    ).toBeTruthy();
  });

  it('copies the address and says so', async () => {
    serve();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDeposit();
    await addressIn('Your USDT deposit address on TRON (TRC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(TRON_ADDRESS);
    expect(screen.getByText('Deposit address copied to the clipboard.')).toBeTruthy();
  });

  it('says so when the clipboard refuses, leaving the address to copy by hand', async () => {
    serve();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderDeposit();
    await addressIn('Your USDT deposit address on TRON (TRC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('It could not be copied. The address is selected: copy it yourself.')).toBeTruthy();
  });

  it('asks for crypto deposits only, shows their confirmations, watches a pending one and refreshes the balance once it is paid', async () => {
    serve({
      deposits: [
        [cryptoDeposit()],
        [cryptoDeposit({ confirmations: 11 })],
        [cryptoDeposit({ confirmations: 19, status: 'paid', paidAt: '2026-03-05T00:10:00.000Z' })],
      ],
    });
    // Each answer stays on screen for a whole poll period: long beside expect.poll's 50 ms look, so a
    // busy machine cannot skip the 11 / 19 state between two looks.
    const POLL_MS = 300;
    renderDeposit({ pendingPollMs: POLL_MS });
    const table = await screen.findByRole('table', { name: 'Recent crypto deposits' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(1);
    const cells = () => within(rows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    // Waiting for the chain, not for a payment: the status says so, with its confirmations.
    expect(cells().slice(1)).toEqual(['25.5 USDT', '3,825', 'TRC20', '3 / 19', 'Waiting for confirmations (3 of 19)']);
    expect(within(table).getByLabelText('3 of 19 confirmations')).toBeTruthy();
    expect(screen.getByText('A deposit is waiting for confirmations; this list updates every few seconds.')).toBeTruthy();
    expect(sent('/v2/app/pay/list')[0]?.body).toEqual({ pageNum: 1, pageSize: 10, kind: 'crypto' });
    // A single page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pages of crypto deposits' })).toBeNull();

    await expect.poll(() => cells()[4], { timeout: 5 * POLL_MS }).toBe('11 / 19');
    expect(sent('/v2/app/user/info')).toHaveLength(0);
    await expect.poll(() => cells()[5], { timeout: 5 * POLL_MS }).toBe('Payment successful');
    await expect.poll(() => sent('/v2/app/user/info').length).toBe(1);
    await expect.poll(() => ($user.get() as { balance?: string }).balance).toBe('3825.0000');
    expect($toasts.get().map((toast) => toast.message)).toContain(
      'Your deposit of 25.5 USDT is credited: 3,825 coins were added to your balance',
    );
    // Nothing pending any more: the quick polling stops.
    const calls = sent('/v2/app/pay/list').length;
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));
    expect(sent('/v2/app/pay/list').length).toBe(calls);
    expect(screen.queryByText(/updates every few seconds/)).toBeNull();
  });

  it('tells of a new deposit that arrives already credited', async () => {
    serve({ deposits: [[], [cryptoDeposit({ status: 'paid', confirmations: 19, paidAt: '2026-03-05T00:10:00.000Z' })]] });
    renderDeposit({ idlePollMs: 30 });
    expect(await screen.findByText('No crypto deposits yet')).toBeTruthy();
    await expect.poll(() => $toasts.get().map((toast) => toast.message)).toContain(
      'Your deposit of 25.5 USDT is credited: 3,825 coins were added to your balance',
    );
    await expect.poll(() => sent('/v2/app/user/info').length).toBe(1);
  });

  it('pages through older deposits without calling them newly credited', async () => {
    const newest = Array.from({ length: 10 }, (_, i) =>
      cryptoDeposit({ orderSn: `C2026030500${String(20 - i).padStart(2, '0')}`, status: 'paid', confirmations: 19, paidAt: '2026-03-05T00:10:00.000Z' }),
    );
    const older = [11, 12, 13].map((n) => cryptoDeposit({ orderSn: `C20260301000${n}`, amount: `${n}.000000`, status: 'paid', confirmations: 19 }));
    serve({ deposits: [newest], total: 13, pages: { 2: older } });
    renderDeposit();
    const table = await screen.findByRole('table', { name: 'Recent crypto deposits' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pages of crypto deposits' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect.poll(() => rows().length).toBe(3);
    expect(sent('/v2/app/pay/list').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 10, kind: 'crypto' });
    expect(within(rows()[0]!).getAllByRole('cell')[1]?.textContent).toBe('11 USDT');
    // Paid long ago: no toast, no balance read.
    expect($toasts.get()).toEqual([]);
    expect(sent('/v2/app/user/info')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of crypto deposits' })).getByRole('button', { name: 'Page 1' }));
    await expect.poll(() => rows().length).toBe(10);
    expect($toasts.get()).toEqual([]);
    expect(sent('/v2/app/user/info')).toHaveLength(0);
  });

  it('says when there are no crypto deposits yet', async () => {
    serve({ deposits: [[]] });
    renderDeposit();
    expect(await screen.findByText('No crypto deposits yet')).toBeTruthy();
  });

  it('speaks Chinese on the Chinese page', async () => {
    serve();
    signIn();
    render(<CryptoDeposit locale="zh-CN" idlePollMs={60_000} />);
    expect((await addressIn('您在 TRON (TRC20) 上的 USDT 充值地址')).textContent).toBe(TRON_ADDRESS);
    expect(screen.getByText('1 USDT = 150 游戏币')).toBeTruthy();
  });
});
