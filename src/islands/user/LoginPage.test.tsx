import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $authPopup, closeAuthPopup } from '../../stores/authPopup.ts';
import { $toasts } from '../../stores/toasts.ts';
import { LoginPage } from './LoginPage.tsx';
import { ok, setUpUserIslandTests } from './userTestSetup.ts';

const testServer = setUpUserIslandTests(['ja-JP', 'en-US']);

function fakeLocation(search: string, hash = '') {
  return { search, hash, pathname: '/en-US/login', origin: 'http://localhost:4321', assign: vi.fn<(url: string) => void>() };
}

const UNLOCK_TOKEN = 'a'.repeat(43);

describe('LoginPage', () => {
  it('opens the popup on the login tab and, once signed in, goes where redirect says', async () => {
    const location = fakeLocation('?redirect=%2Fen-US%2Fuser%2Frecord%3Fpage%3D2');
    render(<LoginPage locale="en-US" location={location} />);
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true, tab: 'login' }));
    closeAuthPopup('confirmed');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en-US/user/record?page=2'));
  });

  it('opens on the register tab when asked, and goes home without a usable redirect', async () => {
    const location = fakeLocation('?tab=register&redirect=https%3A%2F%2Fevil.example%2F');
    render(<LoginPage locale="en-US" location={location} />);
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true, tab: 'register' }));
    closeAuthPopup('confirmed');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en-US/'));
  });

  it('goes home, not to another site, when redirect normalises to a protocol-relative address', async () => {
    const location = fakeLocation(`?redirect=${encodeURIComponent('/.//evil.example/')}`);
    render(<LoginPage locale="en-US" location={location} />);
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true }));
    closeAuthPopup('confirmed');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en-US/'));
  });

  it('stays put when the popup is closed, with buttons to open it again', async () => {
    const location = fakeLocation('');
    render(<LoginPage locale="ja-JP" location={location} />);
    await vi.waitFor(() => expect($authPopup.get().open).toBe(true));
    closeAuthPopup('dismissed');
    await screen.findByRole('button', { name: 'アカウントを作成' });
    expect(location.assign).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'アカウントを作成' }).click();
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true, tab: 'register' }));
    closeAuthPopup('dismissed');
  });

  it('spends the mailed #unlock= link once, takes it out of the address and says so, then opens the popup', async () => {
    window.history.replaceState(null, '', `/en-US/login?redirect=%2Fen-US%2Famigo#unlock=${UNLOCK_TOKEN}`);
    testServer().on('/v2/app/auth/unlock', (_, res) => sendJson(res, 200, ok(null)));
    render(<LoginPage locale="en-US" location={fakeLocation('?redirect=%2Fen-US%2Famigo', `#unlock=${UNLOCK_TOKEN}`)} />);
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true, tab: 'login' }));
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?redirect=%2Fen-US%2Famigo');
    expect(testServer().seen.filter((r) => r.path === '/v2/app/auth/unlock').map((r) => r.body)).toEqual([{ token: UNLOCK_TOKEN }]);
    expect($toasts.get().map((toast) => [toast.tone, toast.message])).toContainEqual(['positive', 'Your account is unlocked. Sign in with your password.']);
    closeAuthPopup('dismissed');
  });

  it('shows the refusal of a used link and still opens the popup', async () => {
    testServer().on('/v2/app/auth/unlock', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'This unlock link is not valid.', data: null, error: 'UNLOCK_LINK_INVALID', reqId: 'r' }),
    );
    render(<LoginPage locale="en-US" location={fakeLocation('', `#unlock=${UNLOCK_TOKEN}`)} />);
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true }));
    expect($toasts.get().map((toast) => toast.message)).toContain('This unlock link is not valid.');
    closeAuthPopup('dismissed');
  });
});
