import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import type { PlayedRound } from '../../../contracts/games.ts';
import { $balance } from '../../../stores/balance.ts';
import { $locale } from '../../../stores/locale.ts';
import { ok, setUpUserIslandTests, signIn, userInfo } from '../../user/userTestSetup.ts';
import { findRound, machineInfoOf } from './machineFixtures.ts';
import { MACHINE_NAMESPACES } from './machineNamespaces.ts';
import { MachineScreen } from './MachineScreen.tsx';

const testServer = setUpUserIslandTests(['en-US']);
const PLAY = '/v2/app/game/play';

beforeAll(async () => {
  await loadIslandI18n('en-US', MACHINE_NAMESPACES);
});

/** Stands in for the system setting "reduce motion". */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => {
  prefersReducedMotion(true);
  window.history.replaceState(null, '', '/en-US/amigo-springboard');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers each play with the next round of `rounds` (the last one again once they run out). */
function servePlays(rounds: PlayedRound[]) {
  let next = 0;
  testServer().on(PLAY, (_request, res) => {
    sendJson(res, 200, ok(rounds[Math.min(next, rounds.length - 1)]));
    next += 1;
  });
}

const plays = () => testServer().seen.filter((r) => r.path === PLAY);
/** A play goes through ky to a real local server: on a busy machine that can take over the default 1 s. */
const POLL = { timeout: 5_000 };
const screenRoot = () => document.querySelector<HTMLElement>('[data-machine]')!;
const result = () => screen.getByTestId('round-result');

function renderScreen(machineId = 'coral-reef', initialBet?: string) {
  signIn(userInfo({ balance: '1000.0000' }));
  $locale.set('en-US');
  render(
    <IslandI18nProvider locale="en-US" namespaces={MACHINE_NAMESPACES}>
      <MachineScreen machine={machineInfoOf(machineId)} initialBet={initialBet} exitHref="/en-US/amigo" />
    </IslandI18nProvider>,
  );
}

async function playOnce() {
  const before = plays().length;
  fireEvent.click(screen.getByTestId('play-button'));
  await expect.poll(() => plays().length, POLL).toBe(before + 1);
  await vi.waitFor(() => expect(screenRoot().dataset.state).toBe('idle'));
}

describe('MachineScreen', () => {
  it('plays a round with the chosen bet and one Idempotency-Key, then shows the win, the net position and the balance', async () => {
    const losing = { ...findRound('coral-reef', '10', 'none'), balance: '990.0000' };
    const winning = { ...findRound('coral-reef', '10', 'win'), balance: '1069.5000' };
    servePlays([losing, winning]);
    renderScreen('coral-reef', '10');
    expect(screen.getByTestId('net-position').textContent).toBe('0');
    expect(screen.getByTestId('balance').textContent).toBe('1,000');
    expect((screen.getByTestId('bet-select') as HTMLSelectElement).value).toBe('10');

    await playOnce();
    expect(plays()[0]!.body).toEqual({ machineId: 'coral-reef', bet: '10' });
    expect(plays()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(result().textContent).toBe('');
    expect(result().dataset.roundId).toBe(String(losing.roundId));
    expect(screen.getByTestId('net-position').textContent).toBe('-10');
    expect(screen.getByTestId('balance').textContent).toBe('990');
    expect($balance.get()).toBe('990.0000');
    expect(screen.getByRole('status').textContent).toBe('No win this round. Session net -10.');

    await playOnce();
    // Each play is its own action: a new key.
    expect(plays()[1]!.headers['idempotency-key']).not.toBe(plays()[0]!.headers['idempotency-key']);
    expect(result().textContent).toBe(`WIN ${Number(winning.win)}`);
    expect(result().dataset.presentation).toBe('win');
    expect(screen.queryByTestId('coin-burst')).toBeNull();
    expect(result().dataset.roundId).toBe(String(winning.roundId));
    // −10 then +89.5 − 10: the sum of win − bet over both rounds.
    expect(screen.getByTestId('net-position').textContent).toBe('+69.5');
    expect(screen.getByTestId('net-position').dataset.units).toBe('695000');
    expect(screen.getByTestId('balance').textContent).toBe('1,069.5');
  });

  it('reports a win smaller than the bet as returned coins, without a celebration', async () => {
    const returned = findRound('coral-reef', '10', 'returned');
    expect(Number(returned.win)).toBeLessThan(10);
    servePlays([returned]);
    renderScreen('coral-reef', '10');
    await playOnce();
    expect(result().dataset.presentation).toBe('returned');
    expect(result().textContent).toBe('Returned 5');
    expect(result().textContent).not.toMatch(/WIN/);
    expect(screen.queryByTestId('coin-burst')).toBeNull();
    expect(screen.getByTestId('net-position').textContent).toBe('-5');
    expect(screen.getByRole('status').textContent).toBe('5 coins returned, less than the bet. Session net -5.');
  });

  it('gives a win of ten times the bet or more the big celebration', async () => {
    servePlays([findRound('coral-reef', '10', 'bigWin')]);
    renderScreen('coral-reef', '10');
    await playOnce();
    expect(result().dataset.presentation).toBe('bigWin');
    expect(result().textContent).toBe('BIG WIN 150');
    expect(screen.getByTestId('coin-burst')).toBeTruthy();
    expect(screen.getByTestId('net-position').textContent).toBe('+140');
  });

  it('lists the winning lines of the spin and names the symbols on the reels', async () => {
    servePlays([findRound('coral-reef', '10', 'returned')]);
    renderScreen('coral-reef', '10');
    await playOnce();
    const lines = within(screen.getByRole('list', { name: 'Winning lines' })).getAllByRole('listitem');
    // 20 lines at a bet of 10: a line bet is 0.5, and the three lines make the round's 5.
    expect(lines.map((line) => line.textContent)).toEqual(['Line 3: 3 × Jack, 1.5 coins', 'Line 15: 3 × Queen, 2 coins', 'Line 20: 3 × Jack, 1.5 coins']);
    expect(screen.getByText('Reel 1: Jack, 10, Wild')).toBeTruthy();
  });

  it('keeps the key of a play that got no answer, so retrying it cannot bet twice', async () => {
    const round = findRound('coral-reef', '10', 'win');
    let calls = 0;
    testServer().on(PLAY, (_request, res) => {
      calls += 1;
      // The first answer never arrives: the connection drops.
      if (calls === 1) res.destroy();
      else sendJson(res, 200, ok(round));
    });
    renderScreen('coral-reef', '10');
    fireEvent.click(screen.getByTestId('play-button'));
    await expect.poll(() => plays().length, POLL).toBe(1);
    await vi.waitFor(() => expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(false));
    await playOnce();
    expect(plays()[1]!.headers['idempotency-key']).toBe(plays()[0]!.headers['idempotency-key']);
    expect(result().dataset.roundId).toBe(String(round.roundId));
  });

  it('disables Play while a round is in flight, so a double click plays once', async () => {
    servePlays([findRound('coral-reef', '10', 'none')]);
    renderScreen('coral-reef', '10');
    const button = screen.getByTestId('play-button') as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(screenRoot().dataset.state).toBe('playing');
    fireEvent.click(button);
    fireEvent.keyDown(document.body, { key: ' ' });
    await vi.waitFor(() => expect(screenRoot().dataset.state).toBe('idle'));
    expect(plays()).toHaveLength(1);
  });

  it('plays with Space and Enter, changes the bet with the arrow keys, opens help with H or ? and closes it with Escape', async () => {
    servePlays([findRound('coral-reef', '10', 'none'), findRound('coral-reef', '20', 'none')]);
    renderScreen('coral-reef');
    const select = screen.getByTestId('bet-select') as HTMLSelectElement;
    expect(select.value).toBe('1');
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(select.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    expect(select.value).toBe('10');

    fireEvent.keyDown(document.body, { key: ' ' });
    await expect.poll(() => plays().length, POLL).toBe(1);
    expect(plays()[0]!.body).toEqual({ machineId: 'coral-reef', bet: '10' });
    await vi.waitFor(() => expect(screenRoot().dataset.state).toBe('idle'));

    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await expect.poll(() => plays().length, POLL).toBe(2);
    expect(plays()[1]!.body).toEqual({ machineId: 'coral-reef', bet: '20' });
    await vi.waitFor(() => expect(screenRoot().dataset.state).toBe('idle'));

    // Keys typed into the bet control are the control's own.
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(plays()).toHaveLength(2);

    fireEvent.keyDown(document.body, { key: 'h' });
    const dialog = await screen.findByRole('dialog', { name: 'Coral Reef: paytable and rules' });
    expect(within(dialog).getByText('96.09 %')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByTestId('help-panel')).toBeNull());
    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByTestId('help-panel')).toBeTruthy();
  });

  it('with motion, tells the result only once the reels have stopped', async () => {
    const round = findRound('coral-reef', '10', 'win');
    servePlays([round]);
    prefersReducedMotion(false);
    renderScreen('coral-reef', '10');
    fireEvent.click(screen.getByTestId('play-button'));
    await expect.poll(() => plays().length, POLL).toBe(1);
    // The answer is in but the reels still turn: nothing told yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screenRoot().dataset.state).toBe('playing');
    expect(result().textContent).toBe('');
    expect(screen.getByTestId('net-position').textContent).toBe('0');
    await vi.waitFor(() => expect(result().textContent).toBe('WIN 89.5'), { timeout: 5000 });
    expect(screenRoot().dataset.state).toBe('idle');
  });

  it('answers with the result as soon as the server does under reduced motion', async () => {
    servePlays([findRound('coral-reef', '10', 'win')]);
    renderScreen('coral-reef', '10');
    const started = Date.now();
    fireEvent.click(screen.getByTestId('play-button'));
    await vi.waitFor(() => expect(result().textContent).toBe('WIN 89.5'));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('explains a refused bet for want of coins, with a link to the deposit page', async () => {
    testServer().on(PLAY, (_request, res) =>
      sendJson(res, 422, { code: 422, msg: 'Insufficient balance', data: null, error: 'INSUFFICIENT_FUNDS', reqId: 'test' }),
    );
    renderScreen('coral-reef', '100');
    fireEvent.click(screen.getByTestId('play-button'));
    const alert = await screen.findByTestId('insufficient-funds');
    expect(alert.textContent).toContain('Your balance is too low for a bet of 100 coins.');
    expect(within(alert).getByRole('link', { name: 'Deposit coins' }).getAttribute('href')).toBe('/en-US/user/finance/deposit');
    expect(screen.getByTestId('net-position').textContent).toBe('0');
    expect(screenRoot().dataset.state).toBe('idle');
  });

  it('keeps a refusal by the player’s loss limit on screen, naming the limit and its reset, with a link to the protection settings', async () => {
    const msg = 'This bet could pass your daily loss limit of 15 (5 left). The limit resets at 2026-03-11 00:00 (Asia/Tokyo).';
    testServer().on(PLAY, (_request, res) => sendJson(res, 422, { code: 422, msg, data: null, error: 'LOSS_LIMIT_DAY_REACHED', reqId: 'test' }));
    renderScreen('coral-reef', '10');
    fireEvent.click(screen.getByTestId('play-button'));
    const alert = await screen.findByTestId('protection-refusal');
    expect(alert.textContent).toContain(msg);
    expect(within(alert).getByRole('link', { name: 'Player protection settings' }).getAttribute('href')).toBe('/en-US/user/protection');
    expect(screen.queryByTestId('insufficient-funds')).toBeNull();
    expect(screenRoot().dataset.state).toBe('idle');
  });

  it('plays a pachinko round: the counters, the jackpot chain with its mode, and the win', async () => {
    const round = findRound('pachinko-sakura-ama', '50', 'win', (r) => (r.outcome as { chains: unknown[] }).chains.length > 0);
    servePlays([round]);
    renderScreen('pachinko-sakura-ama');
    expect(screen.getByRole('img', { name: 'Pachinko board' })).toBeTruthy();
    const counters = screen.getByTestId('pachinko-counters');
    const counter = (key: string) => counters.querySelector(`[data-counter="${key}"]`)?.textContent;
    // Before any round: the counters hold their places, the display waits (no figures, no jackpot).
    expect(counter('balls')).toBe('—');
    const display = screen.getByTestId('lottery-display');
    expect(display.dataset.result).toBe('idle');
    expect(display.getAttribute('aria-label')).toBe('Lottery display: waiting for a round');
    await playOnce();
    // The round's first jackpot is a 3-round jitan: three equal even figures.
    expect(display.dataset.result).toBe('jackpot');
    expect(display.dataset.figures).toMatch(/^([2468])-\1-\1$/);
    expect(display.getAttribute('aria-label')).toMatch(/^Lottery display: ([2468]) · \1 · \1, Jackpot 3R jitan$/);
    expect(counter('balls')).toBe('250');
    expect(counter('starts')).toBe('19');
    expect(counter('returnBalls')).toBe('157');
    expect(counter('ballsOut')).toBe('367');
    expect(counter('ballValue')).toBe('0.2');
    const chains = screen.getByTestId('jackpot-chains');
    expect(chains.textContent).toContain('Jackpot 1: 3 rounds, 210 balls');
    expect(chains.textContent).toContain('Time-saving (jitan): 10 spins');
    expect(result().textContent).toBe('WIN 73.4');
    expect(screen.getByTestId('net-position').textContent).toBe('+23.4');
  });

  it('reads the balance itself when nothing has read it yet', async () => {
    testServer().on('/v2/app/user/info', (_request, res) => sendJson(res, 200, ok(userInfo({ balance: '77.5000' }))));
    signIn(userInfo({ balance: undefined }));
    $locale.set('en-US');
    render(
      <IslandI18nProvider locale="en-US" namespaces={MACHINE_NAMESPACES}>
        <MachineScreen machine={machineInfoOf('lucky-sevens')} exitHref="/en-US/amigo" />
      </IslandI18nProvider>,
    );
    await vi.waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('77.5'));
  });

  it('keeps the session clock running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    try {
      renderScreen();
      expect(screen.getByTestId('session-clock').textContent).toBe('00:00:00');
      act(() => {
        vi.advanceTimersByTime(3_723_000);
      });
      expect(screen.getByTestId('session-clock').textContent).toBe('01:02:03');
    } finally {
      vi.useRealTimers();
    }
  });
});
