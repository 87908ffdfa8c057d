// Pages of the user centre, locale-free; labels are `user:menu.<id>`. Shared by the side menu
// of the user pages and the user centre's shortcuts. Some pages arrive with later work.
export const USER_CENTRE_LINKS = [
  ['userCenter', '/user/user-center'],
  ['accountSetting', '/user/account-setting'],
  ['appKey', '/user/app-key'],
  ['appLogin', '/user/app-login'],
  ['kyc', '/user/kyc'],
  ['protection', '/user/protection'],
  ['bankCard', '/user/bankcard-setting'],
  ['finance', '/user/finance/deposit'],
  ['record', '/user/record'],
  ['gameRecord', '/user/game-record'],
  ['stationLetter', '/user/station-letter'],
] as const;

export type UserCentreLinkId = (typeof USER_CENTRE_LINKS)[number][0];

/** Shortcuts on the user centre: every page of the menu but the centre itself. */
export const SHORTCUTS = USER_CENTRE_LINKS.filter(([id]) => id !== 'userCenter');

export const KYC_PATH = '/user/kyc';

/** The player's limits, breaks and self-exclusion; machine screens link to it from a refusal. */
export const PROTECTION_PATH = '/user/protection';

export const PAYMENT_PASSWORD_PATH = '/user/payment-password';
export const PAYMENT_PASSWORD_UPDATE_PATH = '/user/payment-password/update';

/** Pages that need a session (route table "login"), built ahead of time under `/redirect`. */
export const REDIRECT_TARGETS = [
  '/amigo',
  '/amigo-springboard',
  '/agent',
  '/agent/subordinate-management',
  '/agent/team-report',
  '/agent/team-recharge',
  '/agent/team-withdraw',
  '/user/user-center',
  '/user/account-setting',
  '/user/kyc',
  '/user/payment-password',
  '/user/payment-password/update',
  '/user/finance',
  '/user/finance/deposit',
  '/user/finance/withdraw',
  '/user/finance/deposit/cryptocurrency',
  '/user/finance/withdraw/cryptocurrency',
  '/user/record',
  '/user/game-record',
  '/user/bankcard-setting',
  '/user/app-key',
  '/user/app-login',
  '/user/protection',
] as const;
