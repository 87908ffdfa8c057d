import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import { $token, $user } from '../../stores/session.ts';
import { announceBalanceChanged } from '../../stores/balance.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import { $isAgent } from '../../stores/session.ts';
import { USER_CENTRE_NAMESPACES, UserCenter } from './UserCenter.tsx';
import { ok, setUpUserIslandTests, signIn, userInfo } from './userTestSetup.ts';

const testServer = setUpUserIslandTests(['ja-JP', 'en-US', 'vi-VN']);
beforeAll(async () => {
  await Promise.all((['ja-JP', 'en-US', 'vi-VN'] as const).map((locale) => loadIslandI18n(locale, USER_CENTRE_NAMESPACES)));
});
const noApplication = { status: 'none', reason: null, appliedAt: null, reviewedAt: null };
beforeEach(() => {
  testServer().on('/v2/app/agent/apply/status', (_, res) => sendJson(res, 200, ok(noApplication)));
});

describe('UserCenter', () => {
  it('offers a player to become an agent, confirming first', async () => {
    signIn();
    testServer().on('/v2/app/agent/apply', (_, res) => sendJson(res, 200, ok({ ...noApplication, status: 'pending', appliedAt: '2026-11-25T10:00:00.000Z' })));
    render(<UserCenter locale="en-US" />);
    const panel = await screen.findByRole('region', { name: 'Become an agent' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Apply to become an agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to become an agent' });
    expect(within(dialog).getByText('Are you sure you want to apply?')).toBeTruthy();
    expect(testServer().seen.some((r) => r.path === '/v2/app/agent/apply')).toBe(false);
    testServer().on('/v2/app/agent/apply/status', (_, res) => sendJson(res, 200, ok({ ...noApplication, status: 'pending', appliedAt: '2026-11-25T10:00:00.000Z' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Your application is pending review.')).toBeTruthy();
    expect(within(panel).getByText('Applied on Nov 25, 2026')).toBeTruthy();
    expect(testServer().seen.filter((r) => r.path === '/v2/app/agent/apply')).toHaveLength(1);
  });

  it('shows a rejection with its reason and lets the player apply again', async () => {
    signIn();
    testServer().on('/v2/app/agent/apply/status', (_, res) => sendJson(res, 200, ok({ ...noApplication, status: 'rejected', reason: 'Incomplete profile' })));
    render(<UserCenter locale="en-US" />);
    const panel = await screen.findByRole('region', { name: 'Become an agent' });
    expect(await within(panel).findByText('Reason: Incomplete profile')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('gives an agent the invitation: code, sign-up link and its QR code', async () => {
    signIn(userInfo({ isAgent: true }));
    $isAgent.set(true);
    testServer().on('/v2/app/agent/code', (_, res) => sendJson(res, 200, ok({ agentCode: 'DEMO2026' })));
    render(<UserCenter locale="en-US" />);
    const panel = await screen.findByRole('region', { name: 'Invite members' });
    expect(await within(panel).findByText('DEMO2026')).toBeTruthy();
    const link = `${window.location.origin}/en-US/login?tab=register&agentCode=DEMO2026`;
    expect(within(panel).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(within(panel).getByRole('img', { name: 'QR code of the sign-up link' }).getAttribute('data-qr-value')).toBe(link);
    expect(screen.queryByRole('region', { name: 'Become an agent' })).toBeNull();
  });

  it('shows the account, nickname, email, last sign-in and the balance in game coins', async () => {
    signIn(userInfo({ nickname: 'Seven', balance: '1234567.5' }));
    $locale.set('en-US');
    render(<UserCenter locale="en-US" />);

    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('lucky7')).toBeTruthy();
    expect(within(profile).getByText('Seven')).toBeTruthy();
    expect(within(profile).getByText('lucky7@example.com')).toBeTruthy();
    expect(within(profile).getByText('Mar 4, 2026')).toBeTruthy();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('1,234,567.5 coins')).toBeTruthy();
  });

  it('writes the placeholder balance the language’s way and says what is not set', async () => {
    signIn(userInfo({ balance: '0.0000', lastLoginAt: null }));
    $locale.set('vi-VN');
    render(<UserCenter locale="vi-VN" />);
    const balance = await screen.findByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('0 xu')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Hồ sơ' })).getAllByText('Chưa thiết lập')).toHaveLength(2);
  });

  it('asks a member without an email (an account an agent created) to add one', async () => {
    signIn(userInfo({ email: '' }));
    render(<UserCenter locale="en-US" />);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    // Nickname and email.
    expect(within(profile).getAllByText('Not set')).toHaveLength(2);
    expect(within(profile).getByText(/you need one to recover your password/)).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'Add it in account settings' }).getAttribute('href')).toBe('/en-US/user/account-setting');
  });

  it('does not ask for an email the account has', async () => {
    signIn();
    render(<UserCenter locale="en-US" />);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).queryByRole('link', { name: 'Add it in account settings' })).toBeNull();
  });

  it('links the shortcuts to the user pages in the page language', async () => {
    signIn();
    render(<UserCenter locale="en-US" />);
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    const links = within(shortcuts).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Account settings', '/en-US/user/account-setting'],
      ['App key', '/en-US/user/app-key'],
      ['Sign in to the app', '/en-US/user/app-login'],
      ['Identity check', '/en-US/user/kyc'],
      ['Player protection', '/en-US/user/protection'],
      ['Bank cards', '/en-US/user/bankcard-setting'],
      ['Deposit & withdraw', '/en-US/user/finance/deposit'],
      ['Records', '/en-US/user/record'],
      ['Game records', '/en-US/user/game-record'],
      ['Messages', '/en-US/user/station-letter'],
    ]);
  });

  it('loads the profile when only the token is known, sending it in the TOKEN header', async () => {
    $token.set('stored-token');
    // The profile is answered only to the stored token, so showing it proves the header was sent. A late
    // request of an earlier test may also be seen here; it is not the one that matters.
    testServer().on('/v2/app/user/info', (req, res) =>
      req.headers.token === 'stored-token'
        ? sendJson(res, 200, ok(userInfo({ account: 'fromServer' })))
        : sendJson(res, 401, { code: 401, msg: 'no session', data: null, error: 'UNAUTHORIZED', reqId: 'test' }),
    );
    testServer().on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(false)));
    render(<UserCenter locale="ja-JP" />);
    expect(await screen.findByText('fromServer')).toBeTruthy();
    expect(testServer().seen.some((r) => r.path === '/v2/app/user/info' && r.headers.token === 'stored-token')).toBe(true);
  });

  it('logs out on the server too and forgets the session', async () => {
    signIn();
    testServer().on('/v2/app/auth/logout', (_, res) => sendJson(res, 200, ok(null)));
    render(<UserCenter locale="ja-JP" />);
    fireEvent.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await expect.poll(() => $token.get()).toBeUndefined();
    const request = testServer().seen.find((r) => r.path === '/v2/app/auth/logout');
    expect(request?.headers.token).toBe('session-token');
    expect($user.get()).toEqual({});
  });

  it('refreshes the balance when a money move is announced, and on request', async () => {
    signIn(userInfo({ balance: '100.0000' }));
    $locale.set('en-US');
    render(<UserCenter locale="en-US" />);
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('100 coins')).toBeTruthy();

    testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '250.5000' }))));
    announceBalanceChanged(window);
    expect(await within(balance).findByText('250.5 coins')).toBeTruthy();

    testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '0.0000' }))));
    fireEvent.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(balance).findByText('0 coins')).toBeTruthy();
    expect(testServer().seen.filter((r) => r.path === '/v2/app/user/info')).toHaveLength(2);
  });
});
