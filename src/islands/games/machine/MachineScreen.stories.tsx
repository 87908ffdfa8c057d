import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../../../shared/locales.ts';
import { findRound, machineInfoOf } from './machineFixtures.ts';
import { MACHINE_NAMESPACES } from './machineNamespaces.ts';
import { MachineScreen } from './MachineScreen.tsx';
import { serveStoryPlays } from './storyApi.ts';

/** The strings of the toolbar's language, as the springboard island gives them. */
const withMachineStrings: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  return (
    <IslandI18nProvider locale={locale} namespaces={MACHINE_NAMESPACES}>
      <Story />
    </IslandI18nProvider>
  );
};

const meta = {
  title: 'Games/Machine/MachineScreen',
  component: MachineScreen,
  decorators: [withMachineStrings],
  globals: { locale: 'en-US' },
  args: { machine: machineInfoOf('coral-reef'), initialBet: '10', exitHref: '/en-US/amigo' },
} satisfies Meta<typeof MachineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-machine]')!;
const idle = (canvasElement: HTMLElement) => waitFor(() => expect(rootOf(canvasElement).dataset.state).toBe('idle'), { timeout: 15_000 });

export const Slot: Story = {
  beforeEach: () => serveStoryPlays([{ ...findRound('coral-reef', '10', 'none'), balance: '990.0000' }, { ...findRound('coral-reef', '10', 'win'), balance: '1069.5000' }]),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Reels' })).toBeVisible();
    await userEvent.click(canvas.getByTestId('play-button'));
    await expect(rootOf(canvasElement).dataset.state).toBe('playing');
    await idle(canvasElement);
    await expect(canvas.getByTestId('net-position')).toHaveTextContent(/^-10$/);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('round-result')).toHaveTextContent(/^WIN 89\.5$/), { timeout: 15_000 });
    await expect(canvas.getByTestId('net-position')).toHaveTextContent(/^\+69\.5$/);
    await expect(canvas.getByTestId('balance')).toHaveTextContent(/^1,069\.5$/);
    // The lines open in a panel over the screen, and close again.
    const toggle = canvas.getByTestId('win-lines-toggle');
    await expect(toggle).toHaveTextContent(/^Winning lines \(\d+\)$/);
    await userEvent.click(toggle);
    const lines = canvas.getByRole('list', { name: 'Winning lines' });
    await waitFor(() => expect(lines).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(lines).not.toBeVisible());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SlotFreeSpins: Story = {
  args: { machine: machineInfoOf('golden-lantern'), initialBet: '10' },
  beforeEach: () => serveStoryPlays([findRound('golden-lantern', '10', 'bigWin', (round) => Boolean((round.outcome as { freeSpins?: unknown }).freeSpins))]),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByTestId('play-button'));
    await waitFor(() => expect(canvas.getByTestId('free-spins')).toHaveTextContent(/Free spin \d+ of 10/), { timeout: 10_000 });
    await idle(canvasElement);
    await expect(canvas.getByTestId('round-result')).toHaveTextContent(/^BIG WIN 108$/);
  },
};

export const Pachinko: Story = {
  args: { machine: machineInfoOf('pachinko-sakura-ama'), initialBet: '50' },
  beforeEach: () => serveStoryPlays([findRound('pachinko-sakura-ama', '50', 'win', (round) => (round.outcome as { chains: unknown[] }).chains.length > 0)]),
  play: async ({ canvas, canvasElement }) => {
    const board = (await canvas.findByRole('img', { name: 'Pachinko board' })) as HTMLCanvasElement;
    // Drawn at the screen's pixel density, not stretched.
    await expect(board.width).toBe(Math.round(board.clientWidth * Math.min(3, window.devicePixelRatio || 1)));
    await expect(canvas.getByTestId('lottery-display')).toHaveAttribute('data-result', 'idle');
    await userEvent.click(canvas.getByTestId('play-button'));
    await idle(canvasElement);
    // The display stops on the round's jackpot: three equal even figures for a 3-round jitan.
    const display = canvas.getByTestId('lottery-display');
    await expect(display).toHaveAttribute('data-result', 'jackpot');
    await expect(display.dataset.figures).toMatch(/^([2468])-\1-\1$/);
    await expect(display).toHaveTextContent('Jackpot 3R jitan');
    await userEvent.click(canvas.getByTestId('jackpots-toggle'));
    const chains = canvas.getByTestId('jackpot-chains');
    await waitFor(() => expect(within(chains).getByText(/Jackpot 1: 3 rounds, 210 balls/)).toBeVisible());
    await expect(canvas.getByTestId('round-result')).toHaveTextContent(/^WIN 73\.4$/);
  },
};

export const PachinkoMiss: Story = {
  args: { machine: machineInfoOf('pachinko-fuji-rush'), initialBet: '50' },
  beforeEach: () => serveStoryPlays([findRound('pachinko-fuji-rush', '50', 'returned', (round) => (round.outcome as { chains: unknown[] }).chains.length === 0)]),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByTestId('play-button'));
    await idle(canvasElement);
    // A round without a jackpot never stops on three equal figures.
    const display = canvas.getByTestId('lottery-display');
    await expect(display).toHaveAttribute('data-result', 'miss');
    const [left, middle, right] = display.dataset.figures!.split('-');
    await expect(left === middle && middle === right).toBe(false);
    await expect(canvas.getByTestId('jackpot-summary')).toHaveTextContent('No jackpot this round');
    await expect(canvasElement.querySelector('[data-look]')).toHaveAttribute('data-look', 'pachinko-fuji-rush');
  },
};

/**
 * Where the search for a Sakura big win starts: the first one of the fixtures' seeds is at this nonce,
 * and searching from 0 plays every pachinko round before it (about 2 s of CPU in the story's page).
 * Should the engine change, the search goes on from here and still finds a big win.
 */
const FIRST_PACHINKO_BIG_WIN = 7_347;

/** Answers `(prefers-reduced-motion: reduce)` as matching until the returned function puts it back. */
function preferReducedMotion(): () => void {
  const original = window.matchMedia.bind(window);
  // An own property over Window.prototype's method; deleting it brings the browser's back.
  const reduced = (media: string) =>
    ({ matches: true, media, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  window.matchMedia = (query: string) => (query.includes('prefers-reduced-motion') ? reduced(query) : original(query));
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

/**
 * A big win said in the longest words (Filipino) stays one line: the row under the board keeps its
 * height. With reduced motion, as the player may ask: the round is shown at once.
 */
export const PachinkoBigWinLongWords: Story = {
  args: { machine: machineInfoOf('pachinko-sakura-ama'), initialBet: '50' },
  globals: { locale: 'fil-PH' },
  beforeEach: () => {
    const restoreMotion = preferReducedMotion();
    const stopServing = serveStoryPlays([findRound('pachinko-sakura-ama', '50', 'bigWin', undefined, FIRST_PACHINKO_BIG_WIN)]);
    return () => {
      stopServing();
      restoreMotion();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('play-button');
    const board = canvasElement.querySelector('canvas')!;
    const result = canvas.getByTestId('round-result');
    const row = result.parentElement!;
    const before = { board: board.getBoundingClientRect().height, row: row.getBoundingClientRect().height };
    await userEvent.click(canvas.getByTestId('play-button'));
    await idle(canvasElement);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(result).toHaveTextContent(/^MALAKING PANALO /);
    // One line inside the row, which keeps its height, and so the board keeps its size.
    await expect(result.getBoundingClientRect().width).toBeLessThanOrEqual(row.clientWidth + 0.5);
    await expect(row.getBoundingClientRect().height).toBe(before.row);
    await expect(board.getBoundingClientRect().height).toBe(before.board);
  },
};

export const HelpPanel: Story = {
  beforeEach: () => serveStoryPlays([findRound('coral-reef', '10', 'none')]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTestId('play-button');
    await userEvent.keyboard('h');
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Coral Reef: paytable and rules' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('96.09 %')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'How to check a round' })).toHaveAttribute('href', '/en-US/fairness');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const NotEnoughCoins: Story = {
  args: { initialBet: '100' },
  beforeEach: () => serveStoryPlays([{ refuse: 'INSUFFICIENT_FUNDS', status: 422, msg: 'Insufficient balance' }], '20.0000'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('play-button'));
    const alert = await canvas.findByTestId('insufficient-funds');
    await expect(within(alert).getByRole('link', { name: 'Deposit coins' })).toHaveAttribute('href', '/en-US/user/finance/deposit');
  },
};
