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

  it('with a bound app key, asks for its code and sends it with the change; a refused code is marked on its field', async () => {
    signIn();
    testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(userProfile({ hasPaymentPassword: true, appKeyBound: true }))));
    const bodies: unknown[] = [];
    testServer().on('/v2/app/auth/password/update/payment', (req, res) => {
      bodies.push(req.body);
      if (bodies.length === 1) {
        const msg = 'This code has already been used.';
        return sendJson(res, 422, { code: 422, msg, data: null, error: 'APP_KEY_CODE_USED', reqId: 'r', issues: [{ field: 'appKeyCode', message: msg }] });
      }
      sendJson(res, 200, ok(null));
    });
    render(<PaymentPassword locale="en-US" mode="update" />);
    fireEvent.change(await screen.findByLabelText('Login password'), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('New fund password'), { target: { value: '135790' } });
    fireEvent.change(screen.getByLabelText('Fund password again'), { target: { value: '135790' } });
    const code = screen.getByLabelText('App key code');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    fireEvent.change(code, { target: { value: '402913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    expect(await screen.findByText('This code has already been used.')).toBeTruthy();
    expect(screen.getByLabelText('App key code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('App key code'), { target: { value: '402914' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await expect.poll(() => $toasts.get().map((toast) => toast.message)).toContain('Fund password saved');
    expect(bodies).toEqual([
      { password: 'secret', paymentPassword: '135790', appKeyCode: '402913' },
      { password: 'secret', paymentPassword: '135790', appKeyCode: '402914' },
    ]);
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
