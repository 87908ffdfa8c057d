import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MachineScreenProps } from '../machine/MachineScreen.tsx';
import { $locale } from '../../../stores/locale.ts';
import { $token } from '../../../stores/session.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { HALL_MACHINES } from '../hall/hallFixtures.ts';
import { sendJson } from '../../../api/testServer.ts';
import { MACHINES_PATH, ok, serveFailure, serveMachines, setUpHallTests, signInWithBalance } from '../hall/hallTestSetup.ts';
import { userInfo } from '../../user/userTestSetup.ts';
import { SPRINGBOARD_NAMESPACES, Springboard } from './Springboard.tsx';

// The machine screen has its own tests; here it only shows what the springboard handed it.
vi.mock('../machine/MachineScreen.tsx', () => ({
  MachineScreen: ({ machine, initialBet, exitHref }: MachineScreenProps) => (
    <div data-testid="machine-screen" data-machine={machine.machineId} data-bet={initialBet ?? 'smallest'} data-exit={exitHref}>
      {machine.name}
    </div>
  ),
}));

const testServer = setUpHallTests(['en-US', 'ja-JP'], SPRINGBOARD_NAMESPACES);

beforeEach(() => {
  document.title = 'Play | Game Hall';
});

function open(search: string, locale: Locale = 'en-US') {
  window.history.replaceState(null, '', `${locale === 'ja-JP' ? '' : `/${locale}`}/amigo-springboard${search}`);
  signInWithBalance();
  $locale.set(locale);
  render(<Springboard locale={locale} />);
}

describe('Springboard', () => {
  it('opens the machine the address names with the asked bet step and return path', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    open('?machine=coral-reef&bet=5.00&return=%2Fen-US%2Fuser%2Frecord');
    const machine = await screen.findByTestId('machine-screen');
    expect(machine.dataset).toMatchObject({ machine: 'coral-reef', bet: '5', exit: '/en-US/user/record' });
    expect(document.title).toBe('Coral Reef | Play | Game Hall');
  });

  it('starts from the smallest bet when the asked one is not a step, and exits to the hall when the return path leaves the site', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    open('?machine=pachinko-fuji-rush&bet=3&return=https%3A%2F%2Fevil.example%2F');
    const machine = await screen.findByTestId('machine-screen');
    expect(machine.dataset).toMatchObject({ machine: 'pachinko-fuji-rush', bet: 'smallest', exit: '/en-US/amigo' });
  });

  it('takes a token from the address as the session and removes it from the address', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    testServer().on('/v2/app/user/info', (_request, res) =>
      sendJson(res, 200, ok(userInfo())),
    );
    testServer().on('/v2/app/agent/is/agent', (_request, res) => sendJson(res, 200, ok(false)));
    window.history.replaceState(null, '', '/en-US/amigo-springboard?machine=lucky-sevens&token=abc123');
    $locale.set('en-US');
    render(<Springboard locale="en-US" />);
    expect((await screen.findByTestId('machine-screen')).dataset.machine).toBe('lucky-sevens');
    expect($token.get()).toBe('abc123');
    expect(window.location.search).toBe('?machine=lucky-sevens');
  });

  it('says which machine is unknown and links back to the hall, without opening a screen', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    open('?machine=no-such-machine');
    expect((await screen.findByRole('alert')).textContent).toContain('This machine does not exist or is not available right now.');
    expect(screen.getByRole('link', { name: 'Back to the Game Hall' }).getAttribute('href')).toBe('/en-US/amigo');
    expect(screen.queryByTestId('machine-screen')).toBeNull();
  });

  it('says no machine was chosen when the address names none, in Japanese too', async () => {
    serveMachines(testServer(), HALL_MACHINES);
    open('', 'ja-JP');
    expect((await screen.findByRole('alert')).textContent).toContain('開く台が指定されていません。');
    expect(screen.getByRole('link', { name: 'ゲームホールへ戻る' }).getAttribute('href')).toBe('/amigo');
  });

  it('offers to retry when the machines cannot be loaded', async () => {
    serveFailure(testServer(), MACHINES_PATH);
    open('?machine=golden-lantern');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByTestId('machine-screen')).toBeNull();
    serveMachines(testServer(), HALL_MACHINES);
    fireEvent.click(retry);
    expect((await screen.findByTestId('machine-screen')).dataset.machine).toBe('golden-lantern');
  });
});
