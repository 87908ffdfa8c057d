// Pages name buttons and menus by their label key ($t(ns:key), filled at build from locales/), so the
// words a guide tells a player to press are the words on the screen, in every language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINANCE_PAGES } from '../islands/finance/paths.ts';
import { LOCALES, splitLocalePath, type Locale } from '../../shared/locales.ts';
import { labelLookup } from '../site/i18n.ts';
import { footerMenu, mainNav, userCentreMenu } from '../site/menus.ts';
import { parseMarkdown } from './frontmatter.ts';
import { fillText } from './placeholders.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const raw = (path: string) => readFileSync(join(dir, path), 'utf8');
const routes = fileURLToPath(new URL('../pages/[...locale]', import.meta.url));
const sitePages = fileURLToPath(new URL('../site/pages', import.meta.url));
const filled = (locale: Locale, path: string) => fillText(raw(path), labelLookup(locale), path);

/** Where a page must name a control by its key: file (per locale) → keys. */
const NAMED_BY_KEY: Record<string, string[]> = {
  'guide/{locale}/1.md': ['user:menu.finance'],
  'guide/{locale}/0.md': ['user:header.register', 'auth:register.sendCode', 'auth:login.submit', 'auth:login.forgot'],
  'guide/{locale}/2.md': ['machine:play'],
  'guide/{locale}/3.md': ['machine:play'],
  'guide/{locale}/4.md': ['user:menu.bankCard', 'finance:withdraw.recordsTitle'],
  'pages/{locale}/about-us.md': ['user:menu.record', 'common:menu.responsibleGame'],
  'pages/{locale}/support.md': ['auth:login.forgot', 'finance:withdraw.recordsTitle', 'common:menu.faq', 'common:menu.responsibleGame'],
  'pages/{locale}/guide-deposit.md': ['user:menu.finance', 'finance:nav.cryptoDeposit', 'user:menu.bankCard', 'finance:withdraw.recordsTitle'],
  'pages/{locale}/privacy-policy.md': ['auth:login.remember'],
  'pages/{locale}/responsible-gaming.md': ['user:menu.protection'],
  'pages/{locale}/promotion.md': ['user:menu.record', 'common:menu.discountStatute'],
  'faq/{locale}/bank-card.md': ['user:menu.bankCard'],
  'faq/{locale}/withdrawal-review.md': ['finance:withdraw.recordsTitle'],
};

/** Names pages once used for controls that are labelled otherwise or do not exist (yet); none may come back. */
const RETIRED: Partial<Record<Locale, string[]>> = {
  'ja-JP': ['「確定」', '「エントリー」', 'アカウント移行のご案内', '「登録」', '「財務記録」', '「銀行カード設定」', '「出金記録」', '「スピン」', '「発射」', '「ログイン情報を記憶する」', '「特典規約」', '「アプリログイン」'],
  'en-US': ['press Confirm', 'Enter button', 'Bonus Terms', 'Moving Your Account', 'Financial Records', 'Bank Card Settings', 'Withdrawal Records', 'Press Register', 'press Sign In', 'Press Spin', 'Press Launch', 'App Login'],
  'zh-CN': ['“报名”', '“确认”', '优惠条款', '账号迁移说明', '“资金记录”', '“银行卡设置”', '“旋转”', '“App登录”'],
  'zh-TW': ['「報名」', '「確認」', '優惠條款', '帳號轉移說明', '「資金紀錄」', '「銀行卡設定」', '「提款紀錄」', '「旋轉」', '「App 登入」'],
  'ko-KR': ["'응모'", "'확인'", '혜택 약관', '계정 이전 안내', "'재무 기록'", "'은행 카드 설정'", "'출금 기록'", "'스핀'", "'발사'", "'앱 로그인'"],
  'vi-VN': ['nút Tham gia', 'nút Xác nhận', 'Điều khoản ưu đãi', 'Hướng dẫn chuyển tài khoản', 'Lịch sử tài chính', 'Cài đặt thẻ ngân hàng', 'Nhấn Quay', 'Nhấn Bắn'],
  'fil-PH': ['Enter button', 'pindutin ang Confirm', 'Mga Tuntunin ng Bonus', 'Financial Records', 'Bank Card Settings', 'Withdrawal Records', 'Pindutin ang Register', 'Pindutin ang Spin', 'App Login'],
};

describe('pages name buttons and menus as the screens do', () => {
  it.each(LOCALES)('%s: the guide, About and help pages name each control by its label key', (locale) => {
    const missing = Object.entries(NAMED_BY_KEY).flatMap(([pattern, keys]) => {
      const path = pattern.replace('{locale}', locale);
      return keys.filter((key) => !raw(path).includes(`$t(${key})`)).map((key) => `${path}: $t(${key})`);
    });
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s: the filled sign-up guide shows the header’s sign-up and the dialog’s buttons', (locale) => {
    const guide = filled(locale, `guide/${locale}/0.md`);
    const label = labelLookup(locale);
    for (const key of ['user:header.register', 'auth:register.sendCode', 'auth:login.submit']) expect(guide).toContain(label(key));
    expect(filled(locale, `pages/${locale}/about-us.md`)).toContain(label('user:menu.record'));
  });

  it.each(LOCALES)('%s: no page uses a retired name for a control', (locale) => {
    const files = ['pages', 'guide', 'faq'].flatMap((collection) => readdirSync(join(dir, collection, locale)).map((name) => `${collection}/${locale}/${name}`));
    const found = files.flatMap((path) => (RETIRED[locale] ?? []).filter((word) => raw(path).includes(word)).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
  });
});

/**
 * Where the title of each page a menu links to comes from: its content file's frontmatter, or a locale
 * key of its route. A page titled otherwise than the menu's link reads as a different place.
 */
const PAGE_TITLES: Record<string, { page: string } | { key: string }> = {
  '/game/promotion': { page: 'promotion' },
  '/amigo': { key: 'hall:pages.hall.title' },
  '/game/guide': { key: 'site:guide.title' },
  '/game/notice': { page: 'notice' },
  '/about/about-us': { page: 'about-us' },
  '/about/privacy-policy': { page: 'privacy-policy' },
  '/about/user-agreement': { page: 'user-agreement' },
  '/about/responsible-game': { page: 'responsible-game' },
  '/about/discount-statute': { page: 'discount-statute' },
  '/game/guide/deposit': { page: 'guide-deposit' },
  '/game/guide/faq': { key: 'common:menu.faq' },
  '/support': { page: 'support' },
  '/download': { page: 'download' },
  '/activity': { page: 'activity' },
  '/account-transfer': { page: 'account-transfer' },
  '/account-transfer-jp': { page: 'account-transfer-jp' },
  '/fairness': { key: 'common:menu.fairness' },
  '/privacy-policy': { page: 'licence-privacy-policy' },
  '/terms-conditions': { page: 'terms-conditions' },
  '/responsible-gaming': { page: 'responsible-gaming' },
  '/user/user-center': { key: 'user:pages.userCenter.title' },
  '/user/account-setting': { key: 'user:pages.accountSetting.title' },
  '/user/app-key': { key: 'user:menu.appKey' },
  '/user/app-login': { key: 'appLogin:title' },
  '/user/kyc': { key: 'user:menu.kyc' },
  '/user/protection': { key: 'user:menu.protection' },
  '/user/bankcard-setting': { key: 'finance:pages.bankCard.title' },
  '/user/finance': { key: 'finance:pages.finance.title' },
  '/user/finance/deposit': { key: 'finance:pages.deposit.title' },
  '/user/finance/withdraw': { key: 'finance:pages.withdraw.title' },
  '/user/finance/deposit/cryptocurrency': { key: 'finance:nav.cryptoDeposit' },
  '/user/finance/withdraw/cryptocurrency': { key: 'finance:nav.cryptoWithdraw' },
  '/user/record': { key: 'user:menu.record' },
  '/user/game-record': { key: 'gameRecords:pages.gameRecord.title' },
  '/user/station-letter': { key: 'user:pages.stationLetter.title' },
};

/** Menu links, locale-free path → label; the user centre's finance link names its whole group (/user/finance). */
function menuLinks(locale: Locale): [path: string, label: string][] {
  const label = labelLookup(locale);
  const links = [...mainNav(locale), ...footerMenu(locale).flatMap((group) => group.links), ...userCentreMenu(locale)].map(
    (link): [string, string] => [link.id === 'finance' ? '/user/finance' : splitLocalePath(link.href).path, link.label],
  );
  // The home page is titled with the hall's name, its link says Home.
  return [...links, ...FINANCE_PAGES.map(([id, path]): [string, string] => [path, label(`finance:nav.${id}`)!])].filter(([path]) => path !== '/');
}

function pageTitle(locale: Locale, path: string): string {
  const source = PAGE_TITLES[path];
  if (!source) return `(no title source known for ${path})`;
  if ('key' in source) return labelLookup(locale)(source.key) ?? `(missing ${source.key})`;
  const title = parseMarkdown(raw(`pages/${locale}/${source.page}.md`)).data.title as string;
  return fillText(title, labelLookup(locale), `pages/${locale}/${source.page}`);
}

/** The route file of a path and the page templates it uses, as text. */
function routeSource(path: string): string {
  const file = path.startsWith('/about/')
    ? join(routes, 'about/[page].astro')
    : [join(routes, `${path}.astro`), join(routes, path, 'index.astro')].find((candidate) => existsSync(candidate))!;
  const source = readFileSync(file, 'utf8');
  const templates = [...source.matchAll(/site\/pages\/(\w+\.astro)/g)].map((m) => readFileSync(join(sitePages, m[1]!), 'utf8'));
  return [source, ...templates].join('\n');
}

describe('pages are titled as the menus name them', () => {
  it.each(LOCALES)('%s: every page a menu links to has the link’s label as its title', (locale) => {
    const differ = menuLinks(locale)
      .map(([path, label]) => ({ path, label, title: pageTitle(locale, path) }))
      .filter(({ label, title }) => label !== title);
    expect(differ).toEqual([]);
  });

  it.each(LOCALES)('%s: no two pages share a menu label', (locale) => {
    const byLabel = new Map<string, Set<string>>();
    for (const [path, label] of menuLinks(locale)) byLabel.set(label, (byLabel.get(label) ?? new Set()).add(path));
    expect([...byLabel].filter(([, paths]) => paths.size > 1).map(([label, paths]) => `${label}: ${[...paths].join(', ')}`)).toEqual([]);
  });

  it('each route takes its title where the table above says', () => {
    const wrong = Object.entries(PAGE_TITLES).filter(([path, source]) => {
      const code = routeSource(path);
      if ('key' in source) return !code.includes(`'${source.key}'`);
      return !path.startsWith('/about/') && !code.includes(`slug="${source.page}"`);
    });
    expect(wrong.map(([path]) => path)).toEqual([]);
  });

  it.each(LOCALES)('%s: content pages take their title from the menu label key', (locale) => {
    const written = Object.values(PAGE_TITLES)
      .flatMap((source) => ('page' in source ? [source.page] : []))
      .filter((page) => !/^\$t\([\w-]+:[\w.-]+\)$/.test(parseMarkdown(raw(`pages/${locale}/${page}.md`)).data.title as string));
    expect(written).toEqual([]);
  });
});
