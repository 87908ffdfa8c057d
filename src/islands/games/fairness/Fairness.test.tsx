import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { commitmentOf } from '../../../../shared/games/core/seeds.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import { sendJson } from '../../../api/testServer.ts';
import type { GameRound, SeedState } from '../../../contracts/games.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import { $locale } from '../../../stores/locale.ts';
import { ok, setUpUserIslandTests, signIn } from '../../user/userTestSetup.ts';
import games from '../../../../locales/en-US/games.json';
import { FAIRNESS_NAMESPACES, Fairness, roundIdFromSearch } from './Fairness.tsx';

const testServer = setUpUserIslandTests(['en-US']);
const ROUND = '/v2/app/game/round';
const SEED = '/v2/app/game/seed';
const ROTATE = '/v2/app/game/seed/rotate';

const SERVER_SEED = '3c'.repeat(32);
const CLIENT_SEED = 'my-lucky-seed';

/** The first nonce at which `machineId` pays something for `bet`: a round worth verifying. */
function winningRound(machineId: string, bet: string) {
  const machine = machineById(machineId)!;
  for (let nonce = 0; ; nonce++) {
    const result = playRound(machine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, toUnits(bet));
    if (result.win > 0n) return { nonce, win: formatAmount(result.win), outcome: result.outcome };
  }
}

const slot = winningRound('coral-reef', '10');

function gameRound(changes: Partial<GameRound> = {}, revealed = true): GameRound {
  return {
    roundId: 55,
    machineId: 'coral-reef',
    gameName: 'Coral Reef',
    kind: 'slot',
    bet: '10.0000',
    win: slot.win,
    profit: formatAmount(toUnits(slot.win) - toUnits('10')),
    outcome: slot.outcome,
    fairness: { serverSeedHash: commitmentOf(SERVER_SEED), clientSeed: CLIENT_SEED, nonce: slot.nonce, serverSeed: revealed ? SERVER_SEED : null },
    createdAt: '2026-03-01T01:02:03.000Z',
    ...changes,
  };
}

function seedState(changes: Partial<SeedState> = {}): SeedState {
  return {
    active: { serverSeedHash: 'f0'.repeat(32), clientSeed: 'old-seed', nextNonce: 12, createdAt: '2026-03-01T00:00:00.000Z' },
    previous: null,
    ...changes,
  };
}

const sentTo = (path: string) => testServer().seen.filter((r) => r.path === path).map((r) => r.body);
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const coins = (amount: string) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(Number(amount))} coins`;

beforeAll(async () => {
  await loadIslandI18n('en-US', FAIRNESS_NAMESPACES);
});

beforeEach(() => {
  $locale.set('en-US');
  window.history.replaceState(null, '', '/en-US/fairness');
});

async function renderPage() {
  render(<Fairness locale="en-US" />);
  return screen.findByRole('heading', { name: 'Verify a round' });
}

function fillVerifier(values: { machine: string; bet: string; serverSeed: string; nonce: number; hash?: string }) {
  change('Machine', values.machine);
  change('Bet', values.bet);
  change('Server seed', values.serverSeed);
  change('Client seed', CLIENT_SEED);
  change('Nonce', String(values.nonce));
  if (values.hash) change('Committed hash (optional)', values.hash);
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Fairness verifier without a session', () => {
  it('recomputes a known slot round in the browser and finds its seed matches the commitment', async () => {
    await renderPage();
    expect(screen.getByText('Sign in to see and change your seeds.')).toBeTruthy();
    fillVerifier({ machine: 'coral-reef', bet: '10', serverSeed: SERVER_SEED, nonce: slot.nonce, hash: commitmentOf(SERVER_SEED) });
    const result = screen.getByTestId('verify-result');
    expect(result.dataset.match).toBe('true');
    expect(within(result).getByTestId('recomputed-win').textContent).toBe(coins(slot.win));
    expect(within(result).getByText('✓ Matches: this round follows from these seeds')).toBeTruthy();
    // The outcome is told: the reels' symbols by name.
    const reels = within(result).getByRole('table', { name: 'Base spin' });
    const window = (slot.outcome as { base: { window: string[][] } }).base.window;
    const rowTwo = within(reels).getByRole('rowheader', { name: 'Row 2' }).parentElement!;
    const names = within(rowTwo).getAllByRole('cell').map((cell) => cell.textContent);
    expect(names).toEqual(window.map((reel) => games.symbols[reel[1] as keyof typeof games.symbols]));
    expect(testServer().seen).toEqual([]); // nothing asked of the server
  });

  it('says "does not match" for a tampered server seed', async () => {
    await renderPage();
    fillVerifier({ machine: 'coral-reef', bet: '10', serverSeed: '3d'.repeat(32), nonce: slot.nonce, hash: commitmentOf(SERVER_SEED) });
    const result = screen.getByTestId('verify-result');
    expect(result.dataset.match).toBe('false');
    expect(within(result).getByText('✗ Does not match')).toBeTruthy();
    expect(within(result).getByText(/Server seed against the committed hash/).textContent).toContain('✗ does not match');
  });

  it('tells a pachinko round by its balls and jackpots', async () => {
    await renderPage();
    const played = playRound(machineById('pachinko-sakura-ama')!, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 2 }, toUnits('250'));
    fillVerifier({ machine: 'pachinko-sakura-ama', bet: '250', serverSeed: SERVER_SEED, nonce: 2 });
    const result = screen.getByTestId('verify-result');
    expect(result.dataset.match).toBeUndefined(); // nothing to compare with
    expect(within(result).getByTestId('recomputed-win').textContent).toBe(coins(formatAmount(played.win)));
    expect(within(result).getByText('Balls fired').nextElementSibling?.textContent).toBe('250');
  });

  it('names the fields it cannot use and shows no result', async () => {
    await renderPage();
    change('Server seed', 'not-hex');
    change('Client seed', 'has space');
    change('Nonce', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText("Enter the server seed's 64 hexadecimal characters")).toBeTruthy();
    expect(screen.getByText('1 to 64 visible characters, no spaces')).toBeTruthy();
    expect(screen.getByText('A whole number, 0 or more')).toBeTruthy();
    expect(screen.queryByTestId('verify-result')).toBeNull();
  });

  it('asks to sign in for a round in the address', async () => {
    window.history.replaceState(null, '', '/en-US/fairness?round=55');
    await renderPage();
    expect(screen.getByText('Sign in to load the proof of round 55.')).toBeTruthy();
    expect(sentTo(ROUND)).toEqual([]);
  });
});

describe('Fairness with a session', () => {
  beforeEach(() => {
    signIn();
    testServer().on(SEED, (_, res) => sendJson(res, 200, ok(seedState())));
  });

  it('loads the round in the address, prefills the verifier and shows the recorded win matches', async () => {
    window.history.replaceState(null, '', '/en-US/fairness?round=55');
    testServer().on(ROUND, (_, res) => sendJson(res, 200, ok(gameRound())));
    await renderPage();
    const result = await screen.findByTestId('verify-result');
    expect(sentTo(ROUND)).toEqual([{ roundId: 55 }]);
    expect(result.dataset.match).toBe('true');
    expect(within(result).getByTestId('recorded-win').textContent).toBe(coins(slot.win));
    expect(within(result).getByTestId('recomputed-win').textContent).toBe(coins(slot.win));
    expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe(SERVER_SEED);
    expect((screen.getByLabelText('Bet') as HTMLSelectElement).value).toBe('10');
  });

  it('does not match when the recorded win is not what the seeds give', async () => {
    window.history.replaceState(null, '', '/en-US/fairness?round=55');
    const inflated = formatAmount(toUnits(slot.win) + toUnits('1'));
    testServer().on(ROUND, (_, res) => sendJson(res, 200, ok(gameRound({ win: inflated }))));
    await renderPage();
    const result = await screen.findByTestId('verify-result');
    expect(result.dataset.match).toBe('false');
    expect(within(result).getByText(/Recorded win against the recomputed win/).textContent).toContain('✗ does not match');
  });

  it('reveals a seed still in use by rotating, then verifies the round', async () => {
    window.history.replaceState(null, '', '/en-US/fairness?round=55');
    let revealed = false;
    testServer().on(ROUND, (_, res) => sendJson(res, 200, ok(gameRound({}, revealed))));
    testServer().on(ROTATE, (_, res) => {
      revealed = true;
      sendJson(res, 200, ok(seedState()));
    });
    await renderPage();
    const reveal = await screen.findByRole('button', { name: 'Reveal by rotating my seeds' });
    expect(screen.getByText(/has not been revealed yet/)).toBeTruthy();
    expect(screen.queryByTestId('verify-result')).toBeNull();
    fireEvent.click(reveal);
    const result = await screen.findByTestId('verify-result');
    expect(sentTo(ROTATE)).toEqual([{}]);
    expect(result.dataset.match).toBe('true');
    expect(screen.queryByRole('button', { name: 'Reveal by rotating my seeds' })).toBeNull();
  });

  it('shows the seeds in use and changes the client seed, revealing the previous server seed', async () => {
    let state = seedState();
    testServer().on(SEED, (_, res) => sendJson(res, 200, ok(state)));
    testServer().on(ROTATE, (request, res) => {
      const { clientSeed } = request.body as { clientSeed: string };
      state = seedState({
        active: { serverSeedHash: 'e1'.repeat(32), clientSeed, nextNonce: 0, createdAt: '2026-03-02T00:00:00.000Z' },
        previous: {
          serverSeed: SERVER_SEED,
          serverSeedHash: commitmentOf(SERVER_SEED),
          clientSeed: 'old-seed',
          rounds: 12,
          createdAt: '2026-03-01T00:00:00.000Z',
          revealedAt: '2026-03-02T00:00:00.000Z',
        },
      });
      sendJson(res, 200, ok(state));
    });
    await renderPage();
    expect((await screen.findByTestId('active-client-seed')).textContent).toBe('old-seed');
    expect(screen.getByTestId('active-seed-hash').textContent).toBe('f0'.repeat(32));
    expect(screen.getByText('No server seed has been revealed yet.')).toBeTruthy();

    change('New client seed', 'with space');
    fireEvent.click(screen.getByRole('button', { name: 'Change client seed' }));
    expect(screen.getByText('1 to 64 visible characters, no spaces')).toBeTruthy();
    expect(sentTo(ROTATE)).toEqual([]);

    change('New client seed', 'fresh-7');
    fireEvent.click(screen.getByRole('button', { name: 'Change client seed' }));
    expect((await screen.findByTestId('revealed-server-seed')).textContent).toBe(SERVER_SEED);
    expect(sentTo(ROTATE)).toEqual([{ clientSeed: 'fresh-7' }]);
    expect(screen.getByTestId('active-client-seed').textContent).toBe('fresh-7');
    expect(screen.getByRole('status').textContent).toContain('Client seed changed');
  });
});

describe('roundIdFromSearch', () => {
  it('takes a positive whole number only', () => {
    expect(roundIdFromSearch('?round=42')).toBe(42);
    for (const bad of ['', '?round=0', '?round=-3', '?round=4.5', '?round=abc']) expect(roundIdFromSearch(bad)).toBeUndefined();
  });
});
