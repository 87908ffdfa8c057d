import { describe, expect, it } from 'vitest';
import { ABOUT_PAGES, aboutMenu, bottomBar, footerMenu, isCurrent, isCurrentUserCentreLink, loginHref, mainNav, userArea, userCentreMenu } from './menus.ts';

describe('mainNav', () => {
  it('links home, promotion, hall, guide and notices in the page language', () => {
    expect(mainNav('en-US')).toEqual([
      { id: 'home', label: 'Home', href: '/en-US/' },
      { id: 'promotion', label: 'Promotions', href: '/en-US/game/promotion' },
      { id: 'hall', label: 'Game Hall', href: '/en-US/amigo' },
      { id: 'guide', label: "Beginner's Guide", href: '/en-US/game/guide' },
      { id: 'notice', label: 'Notices', href: '/en-US/game/notice' },
    ]);
  });

  it('keeps ja-JP links unprefixed', () => {
    expect(mainNav('ja-JP').map((l) => l.href)).toEqual(['/', '/game/promotion', '/amigo', '/game/guide', '/game/notice']);
  });
});

describe('bottomBar', () => {
  it('has the four areas of the spec in the page language', () => {
    expect(bottomBar('en-US', '/en-US/support').map(({ id, label, href }) => [id, label, href])).toEqual([
      ['home', 'Home', '/en-US/'],
      ['promotion', 'Promotions', '/en-US/game/promotion'],
      ['finance', 'Wallet', '/en-US/user/finance/deposit'],
      ['userCentre', 'User centre', '/en-US/user/user-center'],
    ]);
    expect(bottomBar('ja-JP', '/').map((link) => link.href)).toEqual(['/', '/game/promotion', '/user/finance/deposit', '/user/user-center']);
  });

  const currentOf = (locale: Parameters<typeof bottomBar>[0], path: string) =>
    bottomBar(locale, path)
      .filter((link) => link.current)
      .map((link) => link.id);

  it('marks the area holding the page: finance for every money page, the user centre for the other user pages', () => {
    expect(currentOf('ja-JP', '/')).toEqual(['home']);
    expect(currentOf('en-US', '/en-US/')).toEqual(['home']);
    expect(currentOf('en-US', '/en-US/game/promotion')).toEqual(['promotion']);
    expect(currentOf('ja-JP', '/user/finance/withdraw/cryptocurrency')).toEqual(['finance']);
    expect(currentOf('ja-JP', '/user/finance')).toEqual(['finance']);
    expect(currentOf('ko-KR', '/ko-KR/user/record')).toEqual(['userCentre']);
    expect(currentOf('ko-KR', '/ko-KR/user/user-center')).toEqual(['userCentre']);
  });

  it('marks nothing on pages outside the four areas', () => {
    expect(currentOf('ja-JP', '/game/notice')).toEqual([]);
    expect(currentOf('ja-JP', '/user-guide')).toEqual([]);
    expect(currentOf('en-US', '/en-US/game/promotions')).toEqual([]);
  });
});

describe('footerMenu', () => {
  const groups = footerMenu('zh-CN');

  it('has about, help and licence groups with headings', () => {
    expect(groups.map((g) => [g.id, g.heading])).toEqual([
      ['about', '关于我们'],
      ['help', '帮助'],
      ['licence', '牌照信息'],
    ]);
  });

  it('reaches every public reading page', () => {
    const hrefs = groups.flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/zh-CN/about/about-us',
        '/zh-CN/about/discount-statute',
        '/zh-CN/game/guide/deposit',
        '/zh-CN/game/guide/faq',
        '/zh-CN/support',
        '/zh-CN/download',
        '/zh-CN/activity',
        '/zh-CN/account-transfer',
        '/zh-CN/account-transfer-jp',
        '/zh-CN/fairness',
        '/zh-CN/privacy-policy',
        '/zh-CN/terms-conditions',
        '/zh-CN/responsible-gaming',
      ]),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('labels every link with a translated string, not a key', () => {
    for (const link of groups.flatMap((g) => g.links)) expect(link.label).not.toMatch(/^menu\.|^common:/);
  });
});

describe('aboutMenu', () => {
  it('lists the five about pages in order', () => {
    expect(aboutMenu('ja-JP').map((l) => l.href)).toEqual(ABOUT_PAGES.map((p) => `/about/${p}`));
  });
});

describe('isCurrent', () => {
  it('ignores a trailing slash', () => {
    expect(isCurrent('/en-US/game/notice', '/en-US/game/notice/')).toBe(true);
    expect(isCurrent('/en-US/', '/en-US')).toBe(true);
  });

  it('does not match a different page', () => {
    expect(isCurrent('/game/guide', '/game/guide/faq')).toBe(false);
  });
});

describe('user centre menu and header account links', () => {
  it('lists the user pages in the page language', () => {
    const menu = userCentreMenu('en-US');
    expect(menu.map((link) => link.href)).toEqual([
      '/en-US/user/user-center',
      '/en-US/user/account-setting',
      '/en-US/user/app-key',
      '/en-US/user/app-login',
      '/en-US/user/kyc',
      '/en-US/user/protection',
      '/en-US/user/bankcard-setting',
      '/en-US/user/finance/deposit',
      '/en-US/user/record',
      '/en-US/user/game-record',
      '/en-US/user/station-letter',
    ]);
    expect(menu[0].label).toBe('User centre');
  });

  it('marks "finance" current on every finance page, and nothing else', () => {
    const currentIds = (locale: 'ja-JP' | 'en-US', path: string) =>
      userCentreMenu(locale)
        .filter((link) => isCurrentUserCentreLink(link, path, locale))
        .map((link) => link.id);
    for (const page of ['/deposit', '/deposit/', '/withdraw', '/deposit/cryptocurrency', '/withdraw/cryptocurrency', '']) {
      expect(currentIds('en-US', `/en-US/user/finance${page}`), page).toEqual(['finance']);
      expect(currentIds('ja-JP', `/user/finance${page}`), page).toEqual(['finance']);
    }
    // Other pages keep exact matching: one current item, or none.
    expect(currentIds('en-US', '/en-US/user/bankcard-setting')).toEqual(['bankCard']);
    expect(currentIds('en-US', '/en-US/user/record')).toEqual(['record']);
    expect(currentIds('en-US', '/en-US/user/record/details')).toEqual([]);
    expect(currentIds('en-US', '/en-US/user/user-center')).toEqual(['userCenter']);
    expect(currentIds('en-US', '/en-US/user/payment-password')).toEqual([]);
    // A whole path segment only, and in the page's own language.
    expect(currentIds('en-US', '/en-US/user/finances')).toEqual([]);
    expect(currentIds('en-US', '/user/finance/withdraw')).toEqual([]);
    expect(currentIds('ja-JP', '/en-US/user/finance/withdraw')).toEqual([]);
  });

  it('sends guests to the login route, coming back to the current page', () => {
    expect(loginHref('ja-JP', '/game/notice')).toBe('/login?redirect=%2Fgame%2Fnotice');
    expect(loginHref('ko-KR', '/ko-KR/login')).toBe('/ko-KR/login');
    const area = userArea('zh-CN', '/zh-CN/support');
    expect(area.login).toEqual({ id: 'login', label: '登录', href: '/zh-CN/login?redirect=%2Fzh-CN%2Fsupport' });
    expect(area.register.href).toBe('/zh-CN/login?tab=register');
    expect(area.centre.href).toBe('/zh-CN/user/user-center');
    expect(area.logoutLabel).toBe('退出登录');
  });
});
