import { afterEach, describe, expect, it } from 'vitest';
import { $authPopup, closeAuthPopup, openAuthPopup, setAuthTab, showAuthTabs, showFindPassword } from './authPopup.ts';

afterEach(() => closeAuthPopup('dismissed'));

describe('auth popup store', () => {
  it('opens on the login tab by default, or the tab the caller picks', () => {
    void openAuthPopup();
    expect($authPopup.get()).toEqual({ open: true, tab: 'login', view: 'tabs' });
    closeAuthPopup('dismissed');
    void openAuthPopup({ tab: 'register' });
    expect($authPopup.get()).toEqual({ open: true, tab: 'register', view: 'tabs' });
  });

  it('answers confirmed or dismissed to the caller, and to callers sharing the open popup', async () => {
    const first = openAuthPopup();
    const second = openAuthPopup({ tab: 'register' });
    expect($authPopup.get().tab).toBe('login');
    closeAuthPopup('confirmed');
    await expect(first).resolves.toBe('confirmed');
    await expect(second).resolves.toBe('confirmed');
    expect($authPopup.get().open).toBe(false);

    const third = openAuthPopup();
    closeAuthPopup('dismissed');
    await expect(third).resolves.toBe('dismissed');
  });

  it('switches between the tabs and the find-password view', () => {
    void openAuthPopup();
    showFindPassword();
    expect($authPopup.get()).toMatchObject({ open: true, view: 'findPassword' });
    showAuthTabs();
    expect($authPopup.get()).toMatchObject({ tab: 'login', view: 'tabs' });
    setAuthTab('register');
    expect($authPopup.get()).toMatchObject({ tab: 'register', view: 'tabs' });
  });
});
