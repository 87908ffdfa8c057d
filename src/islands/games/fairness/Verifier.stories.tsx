import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { commitmentOf } from '../../../../shared/games/core/seeds.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import type { Locale } from '../../../../shared/locales.ts';
import { FAIRNESS_NAMESPACES } from './Fairness.tsx';
import { Verifier, type VerifierProps } from './Verifier.tsx';

const serverSeed = '5e'.repeat(32);
const seeds = { serverSeed, clientSeed: 'story-seed', nonce: 4 };
const slot = playRound(machineById('golden-lantern')!, seeds, toUnits('10'));
const pachinko = playRound(machineById('pachinko-fuji-rush')!, seeds, toUnits('250'));
const prefilled = (machineId: string, bet: string) => ({
  machineId,
  bet,
  serverSeed,
  clientSeed: seeds.clientSeed,
  nonce: String(seeds.nonce),
  serverSeedHash: commitmentOf(serverSeed),
});

function VerifierStory(props: VerifierProps & { locale: Locale }) {
  return (
    <IslandI18nProvider locale={props.locale} namespaces={FAIRNESS_NAMESPACES}>
      <Verifier {...props} />
    </IslandI18nProvider>
  );
}

const meta = {
  title: 'Islands/Fairness verifier',
  component: VerifierStory,
  args: { locale: 'en-US' },
} satisfies Meta<typeof VerifierStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText("Enter the server seed's 64 hexadecimal characters")).toBeInTheDocument();
  },
};

/** A slot round from the records: recomputed at once, its recorded win and story compared. */
export const SlotRoundMatches: Story = {
  args: {
    initial: prefilled('golden-lantern', '10'),
    recorded: { win: formatAmount(slot.win), outcome: slot.outcome },
    autoVerify: true,
  },
  play: async ({ canvas }) => {
    const result = await canvas.findByTestId('verify-result');
    await expect(result).toHaveAttribute('data-match', 'true');
    await expect(canvas.getByRole('table', { name: 'Base spin' })).toBeInTheDocument();
  },
};

export const PachinkoRoundMatches: Story = {
  args: {
    initial: prefilled('pachinko-fuji-rush', '250'),
    recorded: { win: formatAmount(pachinko.win), outcome: pachinko.outcome },
    autoVerify: true,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('verify-result')).toHaveAttribute('data-match', 'true');
    await expect(canvas.getByText('Balls fired')).toBeInTheDocument();
  },
};

/** The server claims more than the seeds give: the verifier says so. */
export const RecordedWinDiffers: Story = {
  args: {
    initial: prefilled('golden-lantern', '10'),
    recorded: { win: formatAmount(slot.win + toUnits('5')), outcome: slot.outcome },
    autoVerify: true,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('verify-result')).toHaveAttribute('data-match', 'false');
    await expect(canvas.getByText('✗ Does not match')).toBeInTheDocument();
  },
};
