import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { configureApi } from '../../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import { $isAgent, $token, $user } from '../../stores/session.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { pendingProgress, resetProgress } from '../../stores/progress.ts';
import { $loginConfig, LOGIN_CONFIG_STORAGE_KEY, setKeyVault, type KeyVault } from '../../stores/loginConfig.ts';
import { onRegistrationComplete } from '../../lib/tracking.ts';
import { loadAuthI18n } from './AuthI18n.tsx';
import AuthPopup from './AuthPopup.tsx';
import { sampleUser } from '../../test-support/sampleUser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await Promise.all((['ja-JP', 'en-US'] as const).map(loadAuthI18n));
});
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ baseUrl: server.url });
  serveDefaults();
});
afterEach(async () => {
  await vi.waitFor(() => expect(pendingProgress()).toBe(0));
  cleanup();
  server.reset();
  clearToasts();
  resetProgress();
  $locale.set('ja-JP');
  // happy-dom's storage refuses to delete a key that is not there.
  if ($token.get()) $token.set(undefined);
  $user.set({});
  $isAgent.set(false);
  $loginConfig.set({ remember: true });
  localStorage.clear();
  setKeyVault(undefined);
  window.history.replaceState(null, '', '/');
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refusal = (code: number, error: string, msg: string, issues: { field: string; message: string }[] = []) => ({
  code,
  msg,
  data: null,
  error,
  reqId: 'r',
  issues,
});
const uuids = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'];
const user = sampleUser;

function serveDefaults() {
  let captchas = 0;
  server.on('/v2/app/auth/captcha', (_, res) => {
    const n = captchas++;
    sendJson(res, 200, ok({ img: `R0lGOD${n}`, uuid: uuids[n % uuids.length] }));
  });
  server.on('/v2/app/auth/get', (_, res) => sendJson(res, 200, ok({ google: null, line: null, emailCodeCooldownSeconds: 60 })));
  server.on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(user)));
  server.on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(false)));
}

const calls = (path: string) => server.seen.filter((r) => r.path === path);

function memoryVault(): KeyVault {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (next) => void (key = next) };
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function renderPopup(props: Partial<Parameters<typeof AuthPopup>[0]> = {}) {
  const onClose = vi.fn();
  $locale.set(props.locale ?? 'en-US');
  render(<AuthPopup locale="en-US" onClose={onClose} {...props} />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, onClose };
}

describe('AuthPopup: login', () => {
  it('opens on the login tab with a captcha image', async () => {
    const { dialog } = await renderPopup();
    expect(within(dialog).getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe('data:image/gif;base64,R0lGOD0');
    expect((within(dialog).getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('can open on the register tab', async () => {
    const { dialog } = await renderPopup({ tab: 'register' });
    expect(within(dialog).getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
  });

  it('asks for account, password and captcha before sending anything', async () => {
    const { dialog } = await renderPopup();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please input your account')).toBeTruthy();
    expect(within(dialog).getByText('Please input your password')).toBeTruthy();
    expect(within(dialog).getByText('Please input the captcha')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(calls('/v2/app/auth/login')).toHaveLength(0);
  });

  it('says the messages in the page language', async () => {
    const { dialog } = await renderPopup({ locale: 'ja-JP' });
    await within(dialog).findByRole('img', { name: '認証コードの画像' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    expect(await within(dialog).findByText('アカウントを入力してください')).toBeTruthy();
  });

  it('refreshes the captcha after a failed login and says both at the form’s top until the player edits', async () => {
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 401, refusal(401, 'LOGIN_FAILED', 'Wrong account, password or captcha')));
    const { dialog, onClose } = await renderPopup();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    type('Account', 'player1');
    type('Password', 'secret1');
    type('Captcha', 'ab12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe('data:image/gif;base64,R0lGOD1'));
    expect(calls('/v2/app/auth/login')[0].body).toEqual({ account: 'player1', password: 'secret1', uuid: uuids[0], qrcode: 'ab12' });
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('Wrong account, password or captcha A new captcha is shown: type the characters in the new picture.');
    // The message is in the form, first thing in it; no toast says it again under the dialog.
    expect(dialog.querySelector('form')?.firstElementChild).toBe(alert);
    expect($toasts.get()).toEqual([]);
    expect($token.get()).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();

    type('Password', 'secret2');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('the refresh button fetches a new captcha', async () => {
    const { dialog } = await renderPopup();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh captcha' }));
    await vi.waitFor(() => expect(calls('/v2/app/auth/captcha')).toHaveLength(2));
  });

  it('signs in, confirms, and keeps the remembered login sealed (never plain text)', async () => {
    setKeyVault(memoryVault());
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    const { dialog, onClose } = await renderPopup();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    type('Account', 'player1');
    type('Password', 'S3cret-pass');
    type('Captcha', 'ab12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('confirmed'));
    expect($token.get()).toBe('tok-1');
    expect($user.get()).toEqual(user);
    const stored = localStorage.getItem(LOGIN_CONFIG_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ remember: true, sealed: expect.any(String) });
    expect(stored).not.toContain('S3cret-pass');
    expect(stored).not.toContain('player1');

    // The next time the form opens it is filled in again.
    cleanup();
    await renderPopup();
    await vi.waitFor(() => expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('player1'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('S3cret-pass');
  });

  it('forgets the login when remember-me is unticked', async () => {
    setKeyVault(memoryVault());
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    const { dialog, onClose } = await renderPopup();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    expect(JSON.parse(localStorage.getItem(LOGIN_CONFIG_STORAGE_KEY) ?? '')).toEqual({ remember: false });
    type('Account', 'player1');
    type('Password', 'S3cret-pass');
    type('Captcha', 'ab12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('confirmed'));
    expect(JSON.parse(localStorage.getItem(LOGIN_CONFIG_STORAGE_KEY) ?? '')).toEqual({ remember: false });
  });

  it('closing without signing in answers dismissed', async () => {
    const { dialog, onClose } = await renderPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });
});

describe('AuthPopup: registration', () => {
  async function openRegister() {
    const popup = await renderPopup({ tab: 'register' });
    return { ...popup, send: () => within(popup.dialog).getByRole('button', { name: /Send code|Resend in/ }) as HTMLButtonElement };
  }

  it('keeps the send-code button disabled until the email looks right, then counts down 60 s', async () => {
    let answer!: () => void;
    server.on('/v2/app/register/send/email/code', (_, res) => {
      answer = () => sendJson(res, 200, ok({ cooldownSeconds: 60, expiresInSeconds: 600 }));
    });
    const { dialog, send } = await openRegister();
    expect(send().disabled).toBe(true);
    type('Email', 'not-an-email');
    expect(send().disabled).toBe(true);
    type('Email', 'p1@example.com');
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(send().disabled).toBe(true); // while sending
    await act(async () => answer());
    await vi.waitFor(() => expect(send().textContent).toBe('Resend in 60 s'));
    expect(send().disabled).toBe(true);
    expect(within(dialog).getByText('We sent you a code. Please check your email.')).toBeTruthy();
    expect(calls('/v2/app/register/send/email/code')[0].body).toEqual({ email: 'p1@example.com' });
  });

  it('the button stays available when sending fails', async () => {
    server.on('/v2/app/register/send/email/code', (_, res) => sendJson(res, 429, refusal(429, 'RATE_LIMITED', 'Too many requests')));
    const { send } = await openRegister();
    type('Email', 'p1@example.com');
    fireEvent.click(send());
    await vi.waitFor(() => expect(calls('/v2/app/register/send/email/code')).toHaveLength(1));
    await vi.waitFor(() => expect(send().disabled).toBe(false));
    expect(send().textContent).toBe('Send code');
  });

  it('step 1 needs email, code and the accepted user agreement (opened in a new window)', async () => {
    const { dialog } = await openRegister();
    const agreement = within(dialog).getByRole('link', { name: /User Agreement/ });
    expect(agreement.getAttribute('href')).toBe('/en-US/about/user-agreement');
    expect(agreement.getAttribute('target')).toBe('_blank');
    expect(agreement.getAttribute('rel')).toBe('noopener');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please input your email')).toBeTruthy();
    expect(within(dialog).getByText('Please input the email code')).toBeTruthy();
    expect(within(dialog).getByText('Please choose user agreement')).toBeTruthy();
    expect(calls('/v2/app/register/verify/code')).toHaveLength(0);
  });

  it('goes through both steps, signs in, fires the tracking hook and confirms', async () => {
    window.history.replaceState(null, '', '/en-US/?agentCode=AGENT7');
    server.on('/v2/app/register/verify/code', (_, res) => sendJson(res, 200, ok({ email: 'p1@example.com', verifiedUntil: '2026-01-01T00:30:00.000Z' })));
    server.on('/v2/app/register/user', (_, res) => sendJson(res, 200, ok({ token: 'tok-new' })));
    const tracked = vi.fn();
    const stop = onRegistrationComplete(tracked);
    try {
      const { dialog, onClose } = await openRegister();
      expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
      type('Email', 'p1@example.com');
      type('Email code', '123456');
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(await within(dialog).findByText('Step 2 of 2')).toBeTruthy();
      expect(calls('/v2/app/register/verify/code')[0].body).toEqual({ email: 'p1@example.com', code: '123456', acceptTerms: true });
      expect((screen.getByLabelText('Referral code') as HTMLInputElement).value).toBe('AGENT7');

      type('Account', 'bad_name');
      type('Password', 'Abc123!x');
      type('Confirm password', 'Abc123!y');
      expect(within(dialog).getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      expect(await within(dialog).findByText('Letters and digits only')).toBeTruthy();
      expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
      expect(calls('/v2/app/register/user')).toHaveLength(0);

      type('Account', 'player1');
      type('Confirm password', 'Abc123!x');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('confirmed'));
      expect(calls('/v2/app/register/user')[0].body).toEqual({ account: 'player1', email: 'p1@example.com', password: 'Abc123!x', agentCode: 'AGENT7' });
      expect($token.get()).toBe('tok-new');
      expect($user.get()).toEqual(user);
      expect(tracked).toHaveBeenCalledExactlyOnceWith({ method: 'email', agentCode: 'AGENT7' });
      expect($toasts.get()).toMatchObject([{ message: `Your account ${user.account} is ready — welcome to Game Hall!`, tone: 'positive' }]);
    } finally {
      stop();
    }
  });

  it('says a wrong email code under the code field, not in a toast, until the player edits it', async () => {
    server.on('/v2/app/register/verify/code', (_, res) => sendJson(res, 422, refusal(422, 'EMAIL_CODE_INVALID', 'The verification code is incorrect.')));
    const { dialog, onClose } = await openRegister();
    type('Email', 'p1@example.com');
    type('Email code', '123456');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(calls('/v2/app/register/verify/code')).toHaveLength(1));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The verification code is incorrect.');
    const field = screen.getByLabelText('Email code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect($toasts.get()).toEqual([]);
    expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    type('Email code', '654321');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s field issues on their fields', async () => {
    server.on('/v2/app/register/verify/code', (_, res) => sendJson(res, 200, ok({ email: 'p1@example.com', verifiedUntil: '2026-01-01T00:30:00.000Z' })));
    server.on('/v2/app/register/user', (_, res) =>
      sendJson(res, 409, refusal(409, 'ACCOUNT_TAKEN', 'This account name is taken', [{ field: 'account', message: 'Already registered' }])),
    );
    const { dialog, onClose } = await openRegister();
    type('Email', 'p1@example.com');
    type('Email code', '123456');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Step 2 of 2');
    type('Account', 'player1');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(calls('/v2/app/register/user')).toHaveLength(1));
    expect(await within(dialog).findByText('Already registered')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect($token.get()).toBeUndefined();
  });
});

describe('AuthPopup: find password', () => {
  it('is its own view without the tab bar, sends the code, then sets the new password and closes', async () => {
    server.on('/v2/app/auth/send/email', (_, res) => sendJson(res, 200, ok(null)));
    server.on('/v2/app/auth/reset/password', (_, res) => sendJson(res, 200, ok(null)));
    const { dialog, onClose } = await renderPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(await within(dialog).findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset code' }));
    expect(await within(dialog).findByText('Please input your account')).toBeTruthy();
    expect(within(dialog).getByText('Please input the captcha')).toBeTruthy();

    await within(dialog).findByRole('img', { name: 'Captcha image' });
    type('Account', 'player1');
    type('Captcha', 'xy9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset code' }));
    expect(await within(dialog).findByText('A reset code was sent to the email address of this account.')).toBeTruthy();
    const sent = calls('/v2/app/auth/send/email')[0].body as { uuid: string };
    expect(sent).toEqual({ account: 'player1', uuid: expect.any(String), qrcode: 'xy9' });
    expect(uuids).toContain(sent.uuid);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Please input the reset code')).toBeTruthy();
    expect(within(dialog).getByText('Please input a new password')).toBeTruthy();
    type('Reset code', '654321');
    type('New password', 'N3w-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('dismissed'));
    expect(calls('/v2/app/auth/reset/password')[0].body).toEqual({ account: 'player1', newPassword: 'N3w-secret', qrcode: '654321' });
    expect($toasts.get().map((t) => t.message)).toContain('Your password has been changed. Please log in with your new password.');
  });

  it('says a wrong reset code under its field, not in a toast, until the player edits it', async () => {
    server.on('/v2/app/auth/send/email', (_, res) => sendJson(res, 200, ok(null)));
    const wrong = 'The code is not right or no longer valid.';
    server.on('/v2/app/auth/reset/password', (_, res) => sendJson(res, 422, refusal(422, 'RESET_CODE_INVALID', wrong)));
    const { dialog, onClose } = await renderPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    type('Account', 'player1');
    type('Captcha', 'xy9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset code' }));
    await within(dialog).findByText('A reset code was sent to the email address of this account.');
    type('Reset code', '000000');
    type('New password', 'N3w-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(wrong);
    const field = screen.getByLabelText('Reset code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect($toasts.get()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    type('Reset code', '111111');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('goes back to the login tab', async () => {
    const { dialog } = await renderPopup({ tab: 'register' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back to log in' }));
    expect((await within(dialog).findByRole('tab', { name: 'Log in' })).getAttribute('aria-selected')).toBe('true');
  });
});

describe('AuthPopup: third-party sign-in', () => {
  it('shows no third-party buttons when none is configured', async () => {
    const { dialog } = await renderPopup();
    await vi.waitFor(() => expect(calls('/v2/app/auth/get')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Log in with LINE' })).toBeNull();
  });

  it('shows the LINE button when LINE is configured', async () => {
    server.on('/v2/app/auth/get', (_, res) =>
      sendJson(res, 200, ok({ google: null, line: { channelId: '123', authorizeUrl: 'https://line.example/authorize', redirectUri: 'https://hall.example/auth/line/callback' }, emailCodeCooldownSeconds: 60 })),
    );
    const { dialog } = await renderPopup();
    expect(await within(dialog).findByRole('button', { name: 'Log in with LINE' })).toBeTruthy();
  });
});
