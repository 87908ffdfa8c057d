// Pages name buttons and menus by their label key ($t(ns:key), filled at build from locales/), so the
// words a guide tells a player to press are the words on the screen, in every language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../lib/locales.ts';
import { labelLookup } from '../site/i18n.ts';
import { fillText } from './placeholders.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const raw = (path: string) => readFileSync(join(dir, path), 'utf8');
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
  'pages/{locale}/promotion.md': ['user:menu.record', 'common:menu.discountStatute'],
  'faq/{locale}/bank-card.md': ['user:menu.bankCard'],
  'faq/{locale}/withdrawal-review.md': ['finance:withdraw.recordsTitle'],
};

/** Names pages once used for controls that are labelled otherwise; none may come back. */
const RETIRED: Partial<Record<Locale, string[]>> = {
  'ja-JP': ['「登録」', '「財務記録」', '「銀行カード設定」', '「出金記録」', '「スピン」', '「発射」', '「ログイン情報を記憶する」', '「特典規約」', '「アプリログイン」'],
  'en-US': ['Financial Records', 'Bank Card Settings', 'Withdrawal Records', 'Press Register', 'press Sign In', 'Press Spin', 'Press Launch', 'App Login'],
  'zh-CN': ['“资金记录”', '“银行卡设置”', '“旋转”', '“App登录”'],
  'zh-TW': ['「資金紀錄」', '「銀行卡設定」', '「提款紀錄」', '「旋轉」', '「App 登入」'],
  'ko-KR': ["'재무 기록'", "'은행 카드 설정'", "'출금 기록'", "'스핀'", "'발사'", "'앱 로그인'"],
  'vi-VN': ['Lịch sử tài chính', 'Cài đặt thẻ ngân hàng', 'Nhấn Quay', 'Nhấn Bắn'],
  'fil-PH': ['Financial Records', 'Bank Card Settings', 'Withdrawal Records', 'Pindutin ang Register', 'Pindutin ang Spin', 'App Login'],
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
    const files = Object.keys(NAMED_BY_KEY).map((pattern) => pattern.replace('{locale}', locale));
    files.push(`pages/${locale}/download.md`, `pages/${locale}/account-transfer.md`);
    const found = files.flatMap((path) => (RETIRED[locale] ?? []).filter((word) => raw(path).includes(word)).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
  });
});
