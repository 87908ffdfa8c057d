import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FooterMenu, UserCentreMenu } from './menus.tsx';

afterEach(cleanup);

describe('named menus', () => {
  it('name their landmark in the given language and mark only the current page', () => {
    render(
      <UserCentreMenu
        locale="zh-TW"
        items={[
          { label: 'Record', href: '/user/record', current: true },
          { label: 'Bank cards', href: '/user/bankcard-setting' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '使用者中心' });
    expect(within(nav).getByRole('link', { name: 'Record' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Bank cards' }).hasAttribute('aria-current')).toBe(false);
  });

  it('accept an explicit label', () => {
    render(<FooterMenu label="Legal" items={[{ label: 'Support', href: '/support' }]} />);
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeTruthy();
  });
});
