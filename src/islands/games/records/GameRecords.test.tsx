import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import type { GameRecord, GameTotals, MachineInfo } from '../../../contracts/games.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import { $locale } from '../../../stores/locale.ts';
import { ok, setUpUserIslandTests, signIn } from '../../user/userTestSetup.ts';
import { GAME_RECORDS_NAMESPACES, GameRecords } from './GameRecords.tsx';
import { machineIdsShown } from '../machineIdsShown.ts';

const testServer = setUpUserIslandTests(['en-US', 'ja-JP']);
const QUERY = '/v2/app/record/game/record/query';
const COUNT = '/v2/app/record/game/record/count';
const MACHINES = '/v2/app/game/machines';

beforeAll(async () => {
  await Promise.all([loadIslandI18n('en-US', GAME_RECORDS_NAMESPACES), loadIslandI18n('ja-JP', GAME_RECORDS_NAMESPACES)]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/en-US/user/game-record');
});

function record(changes: Partial<GameRecord> = {}): GameRecord {
  return {
    roundId: 41,
    gameName: 'Lucky Sevens',
    machineId: 'lucky-sevens',
    kind: 'slot',
    bet: '10.0000',
    win: '40.0000',
    profit: '30.0000',
    createdAt: '2026-03-01T01:02:03.000Z',
    ...changes,
  };
}

const ROWS: GameRecord[] = [
  record(),
  record({ roundId: 40, gameName: 'Fuji Rush', machineId: 'pachinko-fuji-rush', kind: 'pachinko', bet: '25.0000', win: '6.2500', profit: '-18.7500' }),
  record({ roundId: 39, bet: '5.0000', win: '5.0000', profit: '0.0000' }),
];

function machine(machineId: string, name: string): MachineInfo {
  return {
    machineId,
    kind: 'slot',
    name,
    description: '',
    thumbnail: `/games/${machineId}.svg`,
    tags: [],
    releasedAt: '2026-01-01T00:00:00.000Z',
    betSteps: ['1'],
    rtp: '95.90',
    hitFrequency: '20.00',
    volatility: '3.00',
    maxWin: '100.0',
  };
}

const TOTALS: GameTotals = { count: 3, bet: '40.0000', win: '51.2500', profit: '11.2500' };

function serve({ list = ROWS, total = list.length, totals = TOTALS }: { list?: GameRecord[]; total?: number; totals?: GameTotals } = {}) {
  testServer().on(QUERY, (request, res) => {
    const body = request.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list, total, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
  testServer().on(COUNT, (_, res) => sendJson(res, 200, ok(totals)));
  testServer().on(MACHINES, (_, res) =>
    sendJson(res, 200, ok([machine('lucky-sevens', 'Lucky Sevens'), machine('coral-reef', 'Coral Reef'), machine('pachinko-fuji-rush', 'Fuji Rush')])),
  );
}

const sentTo = (path: string) => testServer().seen.filter((r) => r.path === path).map((r) => r.body);
const tz = 0 - new Date().getTimezoneOffset();
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function renderRecords() {
  signIn();
  $locale.set('en-US');
  render(<GameRecords locale="en-US" />);
  return screen.findByRole('table', { name: 'Game records' });
}

describe('GameRecords', () => {
  it('lists the rounds with bet, win, a signed profit/loss and a link to each proof', async () => {
    serve();
    const table = await renderRecords();
    expect(sentTo(QUERY)).toEqual([{ pageNum: 1, pageSize: 10, tzOffsetMinutes: tz }]);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['Lucky Sevens', '10', '40', '+30', 'Verify']);
    expect(cells(rows[1]!).slice(1, 5)).toEqual(['Fuji Rush', '25', '6.25', '-18.75']);
    expect(cells(rows[2]!)[4]).toBe('0');
    // The sign is in the text; the look follows it.
    expect(within(rows[0]!).getByText('+30').dataset.sign).toBe('profit');
    expect(within(rows[1]!).getByText('-18.75').dataset.sign).toBe('loss');
    expect(within(rows[2]!).getByText('0', { selector: '[data-sign]' }).dataset.sign).toBe('zero');

    const proof = within(rows[1]!).getByRole('link', { name: 'Verify round 40' });
    expect(proof.getAttribute('href')).toBe('/en-US/fairness?round=40');
  });

  it('shows the totals the server counted for the same filter', async () => {
    serve({ totals: { count: 1234, bet: '12345.5000', win: '10000.0000', profit: '-2345.5000' } });
    await renderRecords();
    const panel = await screen.findByRole('region', { name: 'Totals for this filter' });
    const value = (name: string) => within(panel).getByText(name).nextElementSibling?.textContent;
    expect(value('Rounds')).toBe('1,234');
    expect(value('Total bet')).toBe('12,345.5 coins');
    expect(value('Total win')).toBe('10,000 coins');
    expect(value('Profit/loss')).toBe('-2,345.5 coins');
    expect(sentTo(COUNT)).toEqual([{ tzOffsetMinutes: tz }]);
  });

  it('sends the chosen machine and dates to the list and the totals, and keeps them in the address', async () => {
    serve();
    await renderRecords();
    await screen.findByRole('option', { name: 'Coral Reef' });
    change('Machine', 'coral-reef');
    change('From', '2026-03-01');
    change('To', '2026-03-31');
    expect(sentTo(QUERY)).toHaveLength(1); // nothing is sent while the filter is being edited
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => sentTo(COUNT).length).toBe(2);
    const filter = { machineId: 'coral-reef', from: '2026-03-01', to: '2026-03-31', tzOffsetMinutes: tz };
    expect(sentTo(QUERY).at(-1)).toEqual({ pageNum: 1, pageSize: 10, ...filter });
    expect(sentTo(COUNT).at(-1)).toEqual(filter);
    expect(window.location.search).toBe('?machine=coral-reef&from=2026-03-01&to=2026-03-31');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect.poll(() => sentTo(COUNT).length).toBe(3);
    expect(sentTo(QUERY).at(-1)).toEqual({ pageNum: 1, pageSize: 10, tzOffsetMinutes: tz });
    expect(window.location.search).toBe('');
  });

  it('refuses a date range that runs backwards without asking the server', async () => {
    serve();
    await renderRecords();
    change('From', '2026-04-02');
    change('To', '2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(sentTo(QUERY)).toHaveLength(1);
  });

  it('pages through the rounds without counting the totals again', async () => {
    serve({ total: 25 });
    await renderRecords();
    const pages = screen.getByRole('navigation', { name: 'Pages of game records' });
    fireEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await expect.poll(() => sentTo(QUERY).at(-1)).toEqual({ pageNum: 3, pageSize: 10, tzOffsetMinutes: tz });
    expect(window.location.search).toBe('?page=3');
    expect(sentTo(COUNT)).toHaveLength(1);
  });

  it('starts from the filter in the address', async () => {
    window.history.replaceState(null, '', '/en-US/user/game-record?machine=pachinko-fuji-rush&to=2026-01-31&page=2');
    serve({ total: 25 });
    await renderRecords();
    expect(sentTo(QUERY)[0]).toEqual({ pageNum: 2, pageSize: 10, machineId: 'pachinko-fuji-rush', to: '2026-01-31', tzOffsetMinutes: tz });
    await screen.findByRole('option', { name: 'Fuji Rush' });
    expect((screen.getByLabelText('Machine') as HTMLSelectElement).value).toBe('pachinko-fuji-rush');
  });

  it('names the machines in the rows and the filter, never by their ids, even one the list does not have', async () => {
    // Golden Lantern is not in the served list: the filter names it from the strings.
    window.history.replaceState(null, '', '/en-US/user/game-record?machine=golden-lantern');
    serve();
    await renderRecords();
    await screen.findByRole('option', { name: 'Fuji Rush' });
    expect(screen.getByRole('option', { name: 'Golden Lantern', selected: true })).toBeTruthy();
    expect(machineIdsShown(document.body)).toEqual([]);
  });

  it('calls an id no machine has an unknown machine', async () => {
    window.history.replaceState(null, '', '/en-US/user/game-record?machine=no-such-machine');
    serve({ list: [] });
    await renderRecords();
    expect(await screen.findByRole('option', { name: 'Unknown machine', selected: true })).toBeTruthy();
  });

  it('says when no round matches the filter', async () => {
    window.history.replaceState(null, '', '/en-US/user/game-record?machine=coral-reef');
    serve({ list: [], totals: { count: 0, bet: '0.0000', win: '0.0000', profit: '0.0000' } });
    await renderRecords();
    expect(await screen.findByText('No rounds match this filter')).toBeTruthy();
  });

  it('speaks Japanese on the Japanese page, proof links without a prefix', async () => {
    serve();
    signIn();
    render(<GameRecords locale="ja-JP" />);
    const table = await screen.findByRole('table', { name: 'ゲーム記録' });
    expect(within(table).getByRole('link', { name: 'ラウンド 41 を検証' }).getAttribute('href')).toBe('/fairness?round=41');
  });
});
