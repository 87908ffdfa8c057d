import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import { $user } from '../../stores/session.ts';
import { $toasts } from '../../stores/toasts.ts';
import type { UserProfile } from '../../contracts/account.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { ok, setUpUserIslandTests, signIn, userProfile } from './userTestSetup.ts';

const testServer = setUpUserIslandTests(['ja-JP', 'en-US']);

function serveProfile(profile: UserProfile = userProfile()) {
  testServer().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(profile)));
  testServer().on('/v2/app/user/alias/account', (_, res) => sendJson(res, 200, ok({ alias: 'GHALIAS001' })));
}

async function renderSettings(profile?: UserProfile) {
  signIn();
  serveProfile(profile);
  $locale.set('en-US');
  render(<AccountSettings locale="en-US" />);
  return screen.findByRole('region', { name: 'Profile' });
}

const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const sent = (path: string) => testServer().seen.filter((r) => r.path === path);
const toastMessages = () => $toasts.get().map((toast) => toast.message);

describe('AccountSettings', () => {
  it('fills the profile fields from the server', async () => {
    const profile = await renderSettings(userProfile({ nickname: 'Seven', pinyinName: 'Taro Yamada', phone: '+81 90-1234-5678' }));
    expect((within(profile).getByLabelText('Nickname') as HTMLInputElement).value).toBe('Seven');
    expect((within(profile).getByLabelText('Name in Latin letters') as HTMLInputElement).value).toBe('Taro Yamada');
    expect((within(profile).getByLabelText('Phone number') as HTMLInputElement).value).toBe('+81 90-1234-5678');
    expect(screen.getByText('Current email: lucky7@example.com')).toBeTruthy();
    expect(await screen.findByText('GHALIAS001')).toBeTruthy();
  });

  it('sends only the changed profile fields, then says so and updates the session user', async () => {
    const profile = await renderSettings();
    const save = within(profile).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    testServer().on('/v2/app/user/update', (request, res) =>
      sendJson(res, 200, ok(userProfile(request.body as Partial<UserProfile>))),
    );
    type('Nickname', ' Lucky ', profile);
    type('Last name', 'Yamada', profile);
    fireEvent.click(save);
    await expect.poll(toastMessages).toContain('Profile saved');
    expect(sent('/v2/app/user/update').map((r) => r.body)).toEqual([{ nickname: 'Lucky', lastName: 'Yamada' }]);
    expect($user.get().nickname).toBe('Lucky');
  });

  it('refuses a badly shaped name or phone before sending anything', async () => {
    const profile = await renderSettings();
    type('Name in Latin letters', '山田 太郎', profile);
    type('Phone number', '090/1234', profile);
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Use Latin letters, spaces, apostrophes and hyphens only')).toBeTruthy();
    expect(within(profile).getByText('Use digits, spaces, + and - only')).toBeTruthy();
    expect(within(profile).getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(sent('/v2/app/user/update')).toEqual([]);
  });

  it('shows the server’s field messages on their fields', async () => {
    const profile = await renderSettings();
    testServer().on('/v2/app/user/update', (_, res) =>
      sendJson(res, 400, {
        code: 400,
        msg: 'Some fields are not valid',
        data: null,
        error: 'VALIDATION_FAILED',
        reqId: 'r1',
        issues: [{ field: 'nickname', message: 'This nickname is not allowed' }],
      }),
    );
    type('Nickname', 'admin', profile);
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('This nickname is not allowed')).toBeTruthy();
    expect(within(profile).getByLabelText('Nickname').getAttribute('aria-invalid')).toBe('true');
    expect(toastMessages()).not.toContain('Profile saved');
  });

  it('changes the login password: both new entries must match, a wrong current one is marked', async () => {
    await renderSettings();
    const panel = screen.getByRole('region', { name: 'Login password' });
    const submit = within(panel).getByRole('button', { name: 'Change password' });

    fireEvent.click(submit);
    expect(await within(panel).findByText('Please enter Current password')).toBeTruthy();
    expect(within(panel).getByText('Please enter New password')).toBeTruthy();

    type('Current password', 'old-secret', panel);
    type('New password', 'Better#2026', panel);
    type('New password again', 'Better#2025', panel);
    fireEvent.click(submit);
    expect(await within(panel).findByText('Passwords do not match')).toBeTruthy();
    expect(within(panel).getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
    expect(sent('/v2/app/auth/password/update')).toEqual([]);

    testServer().on('/v2/app/auth/password/update', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'The current password is not right', data: null, error: 'PASSWORD_INCORRECT', reqId: 'r2' }),
    );
    type('New password again', 'Better#2026', panel);
    fireEvent.click(submit);
    expect(await within(panel).findByText('The current password is not right')).toBeTruthy();
    expect(within(panel).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    testServer().on('/v2/app/auth/password/update', (_, res) => sendJson(res, 200, ok(null)));
    type('Current password', 'old-secret-2', panel);
    fireEvent.click(submit);
    await expect.poll(toastMessages).toContain('Password changed');
    expect(sent('/v2/app/auth/password/update').at(-1)?.body).toEqual({ oldPassword: 'old-secret-2', newPassword: 'Better#2026' });
    expect((within(panel).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('sets the fund password: six digits, confirmed by the login password', async () => {
    await renderSettings(userProfile({ hasPaymentPassword: false }));
    const panel = screen.getByRole('region', { name: 'Fund password' });
    expect(within(panel).getByText(/You have no fund password yet/)).toBeTruthy();
    type('Login password', 'secret', panel);
    type('New fund password', '12a456', panel);
    type('Fund password again', '12a456', panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Set fund password' }));
    expect(await within(panel).findAllByText('The fund password is six digits')).toHaveLength(2);
    expect(sent('/v2/app/auth/password/update/payment')).toEqual([]);

    testServer().on('/v2/app/auth/password/update/payment', (_, res) => sendJson(res, 200, ok(null)));
    type('New fund password', '123456', panel);
    type('Fund password again', '123456', panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Set fund password' }));
    await expect.poll(toastMessages).toContain('Fund password saved');
    expect(sent('/v2/app/auth/password/update/payment')[0]?.body).toEqual({ password: 'secret', paymentPassword: '123456' });
    expect(await within(panel).findByRole('button', { name: 'Change fund password' })).toBeTruthy();
  });

  it('says an account has no email yet instead of showing an empty one', async () => {
    await renderSettings(userProfile({ email: '' }));
    expect(screen.getByText('No email address yet. Add one so that you can recover your password.')).toBeTruthy();
    expect(screen.queryByText(/Current email/)).toBeNull();
  });

  it('changes the email with the code mailed to the new address', async () => {
    await renderSettings();
    const panel = screen.getByRole('region', { name: 'Email' });
    const send = within(panel).getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    type('New email', 'not-an-address', panel);
    fireEvent.click(send);
    expect(await within(panel).findByText('Please enter a valid email address')).toBeTruthy();
    expect(sent('/v2/app/user/email/code')).toEqual([]);

    testServer().on('/v2/app/user/email/code', (_, res) => sendJson(res, 200, ok({ cooldownSeconds: 60, expiresInSeconds: 600 })));
    type('New email', 'seven@example.org', panel);
    fireEvent.click(send);
    expect(await within(panel).findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(sent('/v2/app/user/email/code')[0]?.body).toEqual({ email: 'seven@example.org' });

    testServer().on('/v2/app/user/update', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'That code is not right', data: null, error: 'EMAIL_CODE_INVALID', reqId: 'r3' }),
    );
    type('Code from the email', '111111', panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Change email' }));
    expect(await within(panel).findByText('That code is not right')).toBeTruthy();

    testServer().on('/v2/app/user/update', (_, res) => sendJson(res, 200, ok(userProfile({ email: 'seven@example.org' }))));
    type('Code from the email', '123456', panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Current email: seven@example.org')).toBeTruthy();
    expect(sent('/v2/app/user/update').at(-1)?.body).toEqual({ email: 'seven@example.org', emailCode: '123456' });
  });

  it('issues a new alias only after the user confirms', async () => {
    await renderSettings();
    testServer().on('/v2/app/user/alias/account/reset', (_, res) => sendJson(res, 200, ok({ alias: 'GHNEW0002' })));
    const panel = screen.getByRole('region', { name: 'Account alias' });
    await within(panel).findByText('GHALIAS001');
    fireEvent.click(within(panel).getByRole('button', { name: 'Issue a new alias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a new alias?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('/v2/app/user/alias/account/reset')).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Issue a new alias' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue new alias' }));
    expect(await within(panel).findByText('GHNEW0002')).toBeTruthy();
    expect(sent('/v2/app/user/alias/account/reset')).toHaveLength(1);
    expect(toastMessages()).toContain('New alias issued');
  });

  it('saves the ID number in Japanese too', async () => {
    signIn();
    serveProfile();
    testServer().on('/v2/app/user/update/idNumber', (request, res) =>
      sendJson(res, 200, ok(userProfile(request.body as Partial<UserProfile>))),
    );
    render(<AccountSettings locale="ja-JP" />);
    const panel = await screen.findByRole('region', { name: '本人確認書類' });
    type('身分証番号', 'AB 123', panel);
    fireEvent.click(within(panel).getByRole('button', { name: '保存する' }));
    expect(await within(panel).findByText('英字、数字、- のみ使えます')).toBeTruthy();
    type('身分証番号', 'AB-123456', panel);
    fireEvent.click(within(panel).getByRole('button', { name: '保存する' }));
    await expect.poll(toastMessages).toContain('身分証番号を保存しました');
    expect(sent('/v2/app/user/update/idNumber')[0]?.body).toEqual({ idNumber: 'AB-123456' });
  });
});
