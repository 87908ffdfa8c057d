import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $user } from '../../stores/session.ts';
import { $toasts } from '../../stores/toasts.ts';
import { PaymentPassword } from './PaymentPassword.tsx';
import { ok, setUpUserIslandTests, signIn, userProfile } from './userTestSetup.ts';

const testServer = setUpUserIslandTests(['en-US']);

describe('PaymentPassword', () => {
  it('sets the first fund password and then offers to change it', async () => {
    signIn();
    testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(userProfile({ hasPaymentPassword: false }))));
    testServer().on('/v2/app/auth/password/update/payment', (_, res) => sendJson(res, 200, ok(null)));
    render(<PaymentPassword locale="en-US" mode="set" />);

    fireEvent.change(await screen.findByLabelText('Login password'), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('New fund password'), { target: { value: '246810' } });
    fireEvent.change(screen.getByLabelText('Fund password again'), { target: { value: '246811' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Fund password again'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await expect.poll(() => $toasts.get().map((toast) => toast.message)).toContain('Fund password saved');
    expect($user.get().hasPaymentPassword).toBe(true);
    const change = await screen.findByRole('link', { name: 'Change fund password' });
    expect(change.getAttribute('href')).toBe('/en-US/user/payment-password/update');
  });

  it('on the change page without a fund password, points to setting one', async () => {
    signIn();
    testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(userProfile({ hasPaymentPassword: false }))));
    render(<PaymentPassword locale="en-US" mode="update" />);
    const link = await screen.findByRole('link', { name: 'Set a fund password' });
    expect(link.getAttribute('href')).toBe('/en-US/user/payment-password');
  });

  it('marks a wrong login password on its field', async () => {
    signIn();
    testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(userProfile({ hasPaymentPassword: true }))));
    testServer().on('/v2/app/auth/password/update/payment', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'The password is not right', data: null, error: 'PASSWORD_INCORRECT', reqId: 'r' }),
    );
    render(<PaymentPassword locale="en-US" mode="update" />);
    fireEvent.change(await screen.findByLabelText('Login password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('New fund password'), { target: { value: '135790' } });
    fireEvent.change(screen.getByLabelText('Fund password again'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    expect(await screen.findByText('The password is not right')).toBeTruthy();
    expect(screen.getByLabelText('Login password').getAttribute('aria-invalid')).toBe('true');
  });
});
