import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TotpBinding, type TotpBindingProps } from './TotpBinding.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Game%20Hall:lucky7?issuer=Game%20Hall&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

const labels = {
  scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator …).',
  qr: 'App key as a QR code',
  manual: 'Or enter this key in the app by hand:',
  confirm: 'Then enter the 6-digit code the app shows.',
  code: 'Code from the app',
  submit: 'Bind',
};

/** The component with its code held in state, as an island holds it. */
function Stateful(props: Omit<TotpBindingProps, 'code' | 'onCodeChange'>) {
  const [code, setCode] = useState('');
  return <TotpBinding {...props} code={code} onCodeChange={setCode} />;
}

const meta = {
  title: 'Components/TotpBinding',
  component: TotpBinding,
  args: { uri: URI, secret: SECRET, labels, code: '', onCodeChange: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TotpBinding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const qr = canvas.getByRole('img', { name: 'App key as a QR code' });
    await expect(qr.getAttribute('data-qr-value')).toBe(URI);
    // The secret in groups of four, whole groups on each line.
    const groups = canvas.getAllByText(/^[A-Z2-7]{4}$/);
    await expect(groups).toHaveLength(8);
    await expect(groups.map((group) => group.textContent).join('')).toBe(SECRET);
    const field = canvas.getByRole('textbox', { name: 'Code from the app' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '123456');
    await expect(field).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refused the code: the message stays under the field. */
export const WrongCode: Story = {
  args: { codeError: 'The app key code is wrong or has expired. 4 more attempts before it locks.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Code from the app' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The app key code is wrong or has expired. 4 more attempts before it locks.')).toBeInTheDocument();
  },
};

/** While the code is being checked the button cannot be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Bind' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button).catch(() => undefined);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In Japanese, the steps and the grouped key on a phone. */
export const Japanese: Story = {
  args: {
    labels: {
      scan: '認証アプリ（Google Authenticator など）でこの QR コードを読み取ってください。',
      qr: 'アプリキーの QR コード',
      manual: '読み取れない場合は、次のキーをアプリに手入力してください：',
      confirm: 'アプリに表示された 6 桁のコードを入力してください。',
      code: 'アプリのコード',
      submit: '連携する',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'アプリキーの QR コード' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '連携する' })).toBeEnabled();
  },
};
