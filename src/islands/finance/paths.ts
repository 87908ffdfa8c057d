// Locale-free paths of the money pages; pages and islands localize them with `localizePath`.

export const FINANCE_PAGES = [
  ['deposit', '/user/finance/deposit'],
  ['withdraw', '/user/finance/withdraw'],
  ['cryptoDeposit', '/user/finance/deposit/cryptocurrency'],
  ['cryptoWithdraw', '/user/finance/withdraw/cryptocurrency'],
] as const;

export type FinancePage = (typeof FINANCE_PAGES)[number][0];

export const FINANCE_PATH = '/user/finance';
export const DEPOSIT_PATH = '/user/finance/deposit';
export const WITHDRAW_PATH = '/user/finance/withdraw';
export const BANK_CARD_PATH = '/user/bankcard-setting';
