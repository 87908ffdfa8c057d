import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FinanceIsland } from './FinanceIsland.tsx';
import { FinanceNav } from './FinanceNav.tsx';
import { CreditNotice } from './CreditNotice.tsx';
import { ExchangeWording } from './ExchangeWording.tsx';
import { setUpFinanceIslandTests, signIn } from './financeTestSetup.ts';
import type { Locale } from '../../../shared/locales.ts';

setUpFinanceIslandTests(['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN']);

function renderPieces(locale: Locale) {
  signIn();
  render(
    <FinanceIsland locale={locale}>
      <FinanceNav locale={locale} current="withdraw" />
      <CreditNotice />
      <ExchangeWording />
    </FinanceIsland>,
  );
}

describe('shared finance pieces', () => {
  it('links the four money pages in the page language and marks the current one', async () => {
    renderPieces('en-US');
    const nav = await screen.findByRole('navigation', { name: 'Deposit and withdrawal menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit', '/en-US/user/finance/deposit'],
      ['Withdraw', '/en-US/user/finance/withdraw'],
      ['Crypto deposit', '/en-US/user/finance/deposit/cryptocurrency'],
      ['Crypto withdrawal', '/en-US/user/finance/withdraw/cryptocurrency'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
  });

  it('keeps Japanese links at the root', async () => {
    renderPieces('ja-JP');
    const nav = await screen.findByRole('navigation', { name: '入金・出金メニュー' });
    expect(within(nav).getByRole('link', { name: '入金' }).getAttribute('href')).toBe('/user/finance/deposit');
  });

  it('says deposits arrive within ten minutes', async () => {
    renderPieces('en-US');
    expect((await screen.findByRole('note')).textContent).toContain(
      'Deposit credit arrives automatically within ten minutes; otherwise, please contact customer service.',
    );
  });

  it.each([
    ['ja-JP', '1円 = 1ゲームコイン'],
    ['en-US', '1 yen = 1 game coin'],
    ['ko-KR', '1엔 = 1게임 코인'],
    ['fil-PH', '1 yen = 1 game coin'],
    ['zh-CN', '1元 = 20游戏币'],
    ['zh-TW', '1元 = 20遊戲幣'],
    ['vi-VN', '1 nhân dân tệ = 20 xu trò chơi'],
  ] as const)('words the exchange for %s as §9 asks', async (locale, wording) => {
    renderPieces(locale);
    expect(await screen.findByText(wording)).toBeTruthy();
  });
});
