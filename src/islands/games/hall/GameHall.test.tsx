import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { $locale } from '../../../stores/locale.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { GameHall } from './GameHall.tsx';
import { HALL_MACHINES, gameOf } from './hallFixtures.ts';
import { machineIdsShown } from '../machineIdsShown.ts';
import {
  LATEST_PATH,
  MACHINES_PATH,
  POPULAR_PATH,
  serveFailure,
  serveGames,
  serveMachines,
  setUpHallTests,
  signInWithBalance,
} from './hallTestSetup.ts';

const testServer = setUpHallTests(['en-US', 'ja-JP']);
const [sevens, reef, lantern, sakura, fuji] = HALL_MACHINES as [
  (typeof HALL_MACHINES)[0],
  (typeof HALL_MACHINES)[0],
  (typeof HALL_MACHINES)[0],
  (typeof HALL_MACHINES)[0],
  (typeof HALL_MACHINES)[0],
];

function serveHall() {
  serveMachines(testServer(), HALL_MACHINES);
  serveGames(testServer(), POPULAR_PATH, [gameOf(fuji, 5), gameOf(sevens, 1), { ...gameOf(sevens, 9), machineId: 'retired-machine' }]);
  serveGames(testServer(), LATEST_PATH, [gameOf(lantern, 3), gameOf(reef, 2)]);
}

async function renderHall(locale: Locale = 'en-US') {
  signInWithBalance();
  $locale.set(locale);
  render(<GameHall locale={locale} />);
  const heading = locale === 'en-US' ? 'Choose a machine' : '台を選ぶ';
  return screen.findByRole('region', { name: heading });
}

const cardNames = (container: HTMLElement) => within(container).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const region = (name: string) => screen.getByRole('region', { name });
/** Both rows are read after the catalogue; wait until they show cards. */
const rowsLoaded = () => Promise.all([within(region('Popular')).findAllByRole('article'), within(region('New')).findAllByRole('article')]);

describe('GameHall', () => {
  it('shows every machine under All, and only slots or only pachinko under their tabs, by click or arrow key', async () => {
    serveHall();
    const machines = await renderHall();
    expect(cardNames(machines)).toEqual(['Lucky Sevens', 'Coral Reef', 'Golden Lantern', 'Sakura Ama-Digi', 'Fuji Rush']);

    fireEvent.click(within(machines).getByRole('tab', { name: 'Slots' }));
    expect(cardNames(machines)).toEqual(['Lucky Sevens', 'Coral Reef', 'Golden Lantern']);

    const slots = within(machines).getByRole('tab', { name: 'Slots' });
    fireEvent.keyDown(slots, { key: 'ArrowRight' });
    expect(within(machines).getByRole('tab', { name: 'Pachinko' }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames(machines)).toEqual(['Sakura Ama-Digi', 'Fuji Rush']);

    fireEvent.keyDown(within(machines).getByRole('tab', { name: 'Pachinko' }), { key: 'Home' });
    expect(cardNames(machines)).toHaveLength(5);
  });

  it('shows each card’s tags, RTP and bet range from the catalogue', async () => {
    serveHall();
    const machines = await renderHall();
    const card = within(machines).getByRole('heading', { name: 'Coral Reef' }).closest('article')!;
    expect(within(card).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['20 lines']);
    expect(within(card).getByText('20 lines')).toBeTruthy();
    expect(within(card).getByText('RTP 96.09 %')).toBeTruthy();
    expect(within(card).getByText('Bet 1 – 100')).toBeTruthy();
    const pachinko = within(machines).getByRole('heading', { name: 'Fuji Rush' }).closest('article')!;
    expect(within(pachinko).getByText('Bet 50 – 1,000')).toBeTruthy();
    expect(within(pachinko).getByText('RTP 96.51 %')).toBeTruthy();
  });

  it('rows popular and new machines in the order the server ranked them, leaving out games the catalogue lacks', async () => {
    serveHall();
    await renderHall();
    await rowsLoaded();
    expect(cardNames(region('Popular'))).toEqual(['Fuji Rush', 'Lucky Sevens']);
    expect(cardNames(region('New'))).toEqual(['Golden Lantern', 'Coral Reef']);
    const asked = testServer().seen.filter((r) => r.path === POPULAR_PATH || r.path === LATEST_PATH).map((r) => r.body);
    expect(asked).toEqual([
      { pageNum: 1, pageSize: 8 },
      { pageNum: 1, pageSize: 8 },
    ]);
  });

  it('opens each machine on the springboard in the page’s language', async () => {
    serveHall();
    const machines = await renderHall();
    await rowsLoaded();
    expect(within(machines).getByRole('link', { name: 'Play Coral Reef' }).getAttribute('href')).toBe('/en-US/amigo-springboard?machine=coral-reef');
    expect(within(region('Popular')).getByRole('link', { name: 'Play Fuji Rush' }).getAttribute('href')).toBe(
      '/en-US/amigo-springboard?machine=pachinko-fuji-rush',
    );
  });

  it('names every machine and never shows a machine id to the player', async () => {
    serveHall();
    await renderHall();
    await rowsLoaded();
    expect(machineIdsShown(document.body)).toEqual([]);
  });

  it('links Play and Deposit without a prefix in Japanese, and shows the balance', async () => {
    serveHall();
    const machines = await renderHall('ja-JP');
    expect(within(machines).getByRole('link', { name: 'Lucky Sevensをプレイ' }).getAttribute('href')).toBe('/amigo-springboard?machine=lucky-sevens');
    const balance = screen.getByRole('group', { name: '残高' });
    expect(within(balance).getByText('1,234.5 コイン')).toBeTruthy();
    expect(within(balance).getByRole('link', { name: '入金する' }).getAttribute('href')).toBe('/user/finance/deposit');
  });

  it('offers to retry when the machines cannot be loaded, and shows them once they can', async () => {
    serveFailure(testServer(), MACHINES_PATH);
    serveGames(testServer(), POPULAR_PATH, []);
    serveGames(testServer(), LATEST_PATH, []);
    signInWithBalance();
    $locale.set('en-US');
    render(<GameHall locale="en-US" />);
    await screen.findByText("This couldn't be loaded.");
    expect(screen.queryByRole('article')).toBeNull();

    serveMachines(testServer(), HALL_MACHINES);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const machines = await screen.findByRole('region', { name: 'Choose a machine' });
    expect(cardNames(machines)).toHaveLength(5);
    expect(await within(region('Popular')).findByText('Nothing here yet')).toBeTruthy();
  });

  it('keeps the hall when only the popular row fails, with a retry in that row', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    serveFailure(testServer(), POPULAR_PATH);
    serveGames(testServer(), LATEST_PATH, [gameOf(reef, 2)]);
    const machines = await renderHall();
    await within(region('Popular')).findByRole('button', { name: 'Try again' });
    await within(region('New')).findByRole('article');
    expect(cardNames(region('New'))).toEqual(['Coral Reef']);
    expect(cardNames(machines)).toHaveLength(5);
  });

  it('says so when there are no machines', async () => {
    serveMachines(testServer(), []);
    serveGames(testServer(), POPULAR_PATH, []);
    serveGames(testServer(), LATEST_PATH, []);
    const machines = await renderHall();
    expect(within(machines).getByText('No machines to show yet')).toBeTruthy();
  });

  it('shows the sakura pachinko only under Pachinko', async () => {
    serveHall();
    const machines = await renderHall();
    fireEvent.click(within(machines).getByRole('tab', { name: 'Slots' }));
    expect(within(machines).queryByRole('heading', { name: sakura.name })).toBeNull();
  });
});
