import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import { $locale } from '../../stores/locale.ts';
import { ACTIVE_POLL_MS } from '../../stores/polling.ts';
import type { FinanceRecord } from '../../contracts/index.ts';
import { ok, setUpUserIslandTests, signIn } from '../user/userTestSetup.ts';
import { FinanceRecords } from './FinanceRecords.tsx';
import { RECORDS_NAMESPACES } from './RecordsIsland.tsx';

const testServer = setUpUserIslandTests(['en-US', 'ja-JP']);
const PATH = '/v2/app/record/finance/query';

beforeAll(async () => {
  await Promise.all([loadIslandI18n('en-US', RECORDS_NAMESPACES), loadIslandI18n('ja-JP', RECORDS_NAMESPACES)]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/en/user/record');
});

function record(changes: Partial<FinanceRecord> = {}): FinanceRecord {
  return {
    type: 'deposit',
    orderSn: 'D20260301000001',
    amount: '1000.0000',
    status: 'paid',
    method: 'Sandbox bank transfer',
    currency: 'JPY',
    originalAmount: '1000.0000',
    note: null,
    createdAt: '2026-03-01T01:02:03.000Z',
    ...changes,
  };
}

const ROWS: FinanceRecord[] = [
  record(),
  record({ type: 'withdrawal', orderSn: 'W20260302000001', amount: '-500.0000', status: 'failed', method: 'Lucky Bank', originalAmount: null, note: 'Account closed' }),
  record({ type: 'adjustment', orderSn: 'A20260303000001', amount: '-20.5000', status: 'failed', method: 'Operator', currency: 'COIN', originalAmount: null }),
  record({ type: 'deposit', orderSn: 'C20260304000001', amount: '1500.0000', status: 'pending', method: 'TRON (TRC20)', currency: 'USDT', originalAmount: '10.000000' }),
];

const totals = { count: 4, deposits: '1000.0000', withdrawals: '0.0000', adjustments: '0.0000' };

/** Answers every query with `list` and `total`, echoing the page asked for. */
function serveRecords(list: FinanceRecord[] = ROWS, total = list.length, sums = totals) {
  testServer().on(PATH, (request, res) => {
    const body = request.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list, total, pageNum: body.pageNum, pageSize: body.pageSize, totals: sums }));
  });
}

const sent = () => testServer().seen.filter((r) => r.path === PATH).map((r) => r.body);
const tz = 0 - new Date().getTimezoneOffset();
const optionLabels = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function renderRecords() {
  signIn();
  $locale.set('en-US');
  render(<FinanceRecords locale="en-US" />);
  return screen.findByRole('table', { name: 'Financial records' });
}

describe('FinanceRecords', () => {
  it('lists the records with signed amounts, original amounts and the wording of each type’s status', async () => {
    serveRecords();
    const table = await renderRecords();
    expect(sent()).toEqual([{ pageNum: 1, pageSize: 10, tzOffsetMinutes: tz }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['Deposit', 'D20260301000001', 'Sandbox bank transfer', '+1,000', '1,000 JPY', 'Payment successful', '—']);
    expect(cells(rows[1]!).slice(1)).toEqual(['Withdrawal', 'W20260302000001', 'Lucky Bank', '-500', '—', 'Withdrawal Failed', 'Account closed']);
    expect(cells(rows[2]!).slice(1, 7)).toEqual(['Adjustment', 'A20260303000001', 'Operator', '-20.5', '—', 'Manual mode failed']);
    expect(cells(rows[3]!).slice(4, 7)).toEqual(['+1,500', '10 USDT', 'Pending payment']);
  });

  it('shows the totals the server answered for the filter', async () => {
    serveRecords(ROWS, 4, { count: 37, deposits: '12345.6789', withdrawals: '500.0000', adjustments: '-20.5000' });
    await renderRecords();
    const panel = screen.getByRole('region', { name: 'Totals for this filter' });
    const value = (name: string) => within(panel).getByText(name).nextElementSibling?.textContent;
    expect(value('Records')).toBe('37');
    expect(value('Deposits')).toBe('12,345.6789 coins');
    expect(value('Withdrawals')).toBe('500 coins');
    expect(value('Adjustments')).toBe('-20.5 coins');
  });

  it('offers the statuses of the chosen type only, and none before a type is chosen', async () => {
    serveRecords();
    await renderRecords();
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.disabled).toBe(true);
    expect(optionLabels(status)).toEqual(['All statuses']);

    change('Type', 'deposit');
    expect(status.disabled).toBe(false);
    expect(optionLabels(status)).toEqual([
      'All statuses',
      'Pending payment',
      'Payment successful',
      'Refund in process',
      'Refund successful',
      'Expired',
      'Cancelled',
    ]);
    change('Type', 'withdrawal');
    expect(optionLabels(status)).toEqual(['All statuses', 'Withdrawal review', 'Withdrawing', 'Withdrawal successful', 'Withdrawal Failed']);
    change('Status', 'failed');
    change('Type', 'adjustment');
    expect(optionLabels(status)).toEqual(['All statuses', 'In progress', 'Successful', 'Manual mode failed']);
    // "failed" exists for adjustments too, so it stays; "withdrawing" would not have.
    expect(status.value).toBe('failed');
    change('Type', 'withdrawal');
    change('Status', 'withdrawing');
    change('Type', 'deposit');
    expect(status.value).toBe('');
  });

  it('sends the chosen filter, from page one, and keeps it in the address', async () => {
    serveRecords();
    await renderRecords();
    change('Type', 'withdrawal');
    change('Status', 'failed');
    change('From', '2026-03-01');
    change('To', '2026-03-31');
    expect(sent()).toHaveLength(1); // nothing is sent while the filter is being edited
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => sent().length).toBe(2);
    expect(sent()[1]).toEqual({ pageNum: 1, pageSize: 10, type: 'withdrawal', status: 'failed', from: '2026-03-01', to: '2026-03-31', tzOffsetMinutes: tz });
    expect(window.location.search).toBe('?type=withdrawal&status=failed&from=2026-03-01&to=2026-03-31');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect.poll(() => sent().length).toBe(3);
    expect(sent()[2]).toEqual({ pageNum: 1, pageSize: 10, tzOffsetMinutes: tz });
    expect(window.location.search).toBe('');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
  });

  it('refuses a date range that runs backwards without asking the server', async () => {
    serveRecords();
    await renderRecords();
    change('From', '2026-04-02');
    change('To', '2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toHaveLength(1);
  });

  it('pages through the records, keeping the page in the address', async () => {
    serveRecords(ROWS, 25);
    await renderRecords();
    const pages = screen.getByRole('navigation', { name: 'Pages of records' });
    fireEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await expect.poll(() => sent().at(-1)).toEqual({ pageNum: 3, pageSize: 10, tzOffsetMinutes: tz });
    expect(window.location.search).toBe('?page=3');
    await expect.poll(() => within(pages).getByRole('button', { current: 'page' }).textContent).toBe('3');
  });

  it('starts from the filter and page in the address, so a reload shows the same list', async () => {
    window.history.replaceState(null, '', '/en/user/record?type=adjustment&status=in_progress&from=2026-01-01&page=2&bogus=1');
    serveRecords(ROWS, 25);
    await renderRecords();
    expect(sent()[0]).toEqual({ pageNum: 2, pageSize: 10, type: 'adjustment', status: 'in_progress', from: '2026-01-01', tzOffsetMinutes: tz });
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('adjustment');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('in_progress');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
  });

  it('says when nothing matches the filter', async () => {
    window.history.replaceState(null, '', '/en/user/record?type=deposit');
    serveRecords([], 0, { count: 0, deposits: '0.0000', withdrawals: '0.0000', adjustments: '0.0000' });
    await renderRecords();
    expect(await screen.findByText('No records match this filter')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of records' })).toBeNull();
  });

  it('speaks Japanese on the Japanese page', async () => {
    serveRecords();
    signIn();
    render(<FinanceRecords locale="ja-JP" />);
    const table = await screen.findByRole('table', { name: '入出金履歴' });
    expect(within(table).getByText('出金失敗')).toBeTruthy();
    expect(within(table).getByText('手動処理失敗')).toBeTruthy();
  });

  it('follows a withdrawal under review in the background until it settles, with a fake clock and no reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const withdrawal = record({ type: 'withdrawal', orderSn: 'W1', amount: '-500.0000', status: 'review', method: 'Lucky Bank', originalAmount: null });
      serveRecords([withdrawal]);
      const table = await renderRecords();
      expect(await within(table).findByText('Withdrawal review')).toBeTruthy();
      serveRecords([{ ...withdrawal, status: 'success' }]);
      const reads = sent().length;
      await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS);
      expect(await within(table).findByText('Withdrawal successful')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(10 * ACTIVE_POLL_MS);
      expect(sent().length).toBe(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
