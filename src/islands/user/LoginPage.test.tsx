import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { $authPopup, closeAuthPopup } from '../../stores/authPopup.ts';
import { LoginPage } from './LoginPage.tsx';
import { setUpUserIslandTests } from './userTestSetup.ts';

setUpUserIslandTests(['ja-JP', 'en-US']);

function fakeLocation(search: string) {
  return { search, origin: 'http://localhost:4321', assign: vi.fn<(url: string) => void>() };
}

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
});
