import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { opsReason } from '../../../contracts/ops.ts';
import { ReviewPanel, type ReviewAction, type ReviewPanelProps } from './ReviewPanel.tsx';

const templates = [
  { id: 'name', label: 'Name mismatch', text: 'The name on the bank account differs from the player’s name.' },
  { id: 'docs', label: 'Documents needed', text: 'Please complete identity verification before withdrawing.' },
];

const meta = {
  title: 'Console/ReviewPanel',
  component: ReviewPanel,
  args: {
    title: 'Withdrawal W000123',
    summary: [
      { label: 'Player', value: 'tanaka_taro (#1042)' },
      { label: 'Amount', value: '5,000 coins' },
      { label: 'Destination', value: 'Mizuho ••••4321' },
    ],
    reasonTemplates: templates,
    reasonSchema: opsReason,
    onApprove: fn(),
    onReject: fn(),
    locale: 'en-US',
  },
} satisfies Meta<typeof ReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Withdrawal W000123' })).toBeInTheDocument();
    await expect(canvas.getByText('5,000 coins')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send for second approval' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('');
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvas, args }) => {
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a reason: rejecting or sending for a second approval needs one.');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveFocus();
    // A template fills the reason in; it can still be edited before sending.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reason template' }), 'name');
    await expect(reason).toHaveValue(templates[0].text);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(reason, ' Call the player.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(`${templates[0].text} Call the player.`);
  },
};

export const ReasonCheckedAgainstTheContract: Story = {
  play: async ({ canvas, args }) => {
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'see <script>');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reason cannot contain control characters or < >.');
    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reason may be at most 200 characters.');
    await expect(args.onApprove).not.toHaveBeenCalled();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const SendForSecondApproval: Story = {
  args: { title: 'Withdrawal W000124', onSendForApproval: fn(), summary: [{ label: 'Amount', value: '150,000 coins' }] },
  play: async ({ canvas, args }) => {
    // The second approver reads why it was sent on: without a reason nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Send for second approval' }));
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await expect(args.onSendForApproval).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Regular player, checked the deposits.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send for second approval' }));
    await expect(args.onSendForApproval).toHaveBeenCalledWith('Regular player, checked the deposits.');
  },
};

export const Submitting: Story = {
  args: { submitting: 'reject', onSendForApproval: fn() },
  play: async ({ canvas, args }) => {
    const reject = canvas.getByRole('button', { name: 'Reject' });
    await expect(reject).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Approve', 'Reject', 'Send for second approval']) await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Reason template' })).toBeDisabled();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const AlreadyDecided: Story = {
  args: { decided: { by: 'sato.k', outcome: 'rejected' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Already rejected by sato.k.');
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Reason' })).toBeNull();
  },
};

/** Two operators on one item: this one's approval is refused because the other was first. */
function LosingTheRace(props: ReviewPanelProps) {
  const [submitting, setSubmitting] = useState<ReviewAction | null>(null);
  const [decided, setDecided] = useState<ReviewPanelProps['decided']>(null);
  return (
    <ReviewPanel
      {...props}
      submitting={submitting}
      decided={decided}
      onApprove={() => {
        setSubmitting('approve');
        setTimeout(() => {
          setSubmitting(null);
          setDecided({ by: 'suzuki.m', outcome: 'approved' });
        }, 50);
      }}
    />
  );
}

export const DecidedByAnotherOperatorMeanwhile: Story = {
  render: (args) => <LosingTheRace {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Already approved by suzuki.m.');
  },
};

export const ServerRefusal: Story = {
  args: { error: 'This withdrawal is no longer under review.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This withdrawal is no longer under review.');
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', decided: { by: '佐藤', outcome: 'sentForApproval' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('佐藤 さんがすでに二次承認に回しました。');
  },
};
