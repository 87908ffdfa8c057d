import type { TFunction } from 'i18next';
import * as f from '../../contracts/fields.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../shared/locales.ts';
import { compareAmounts, isPositiveAmount, normalizeAmount } from './amounts.fns.ts';

/**
 * The first thing wrong with an amount taken out of `balance` — missing, not above 0, more than the
 * balance — or undefined. One wording for every screen that moves coins out (withdrawal, agent
 * transfer, JSY transfer); `overKey` names the balance when it is not the player's own.
 */
export function amountFromBalanceError(
  text: string,
  balance: string | undefined,
  t: TFunction,
  locale: Locale,
  overKey = 'finance:validation.amountOverBalance',
): string | undefined {
  const amount = normalizeAmount(text);
  if (amount === null) return t('finance:validation.amountRequired');
  if (!isPositiveAmount(amount)) return t('finance:validation.amountPositive');
  if (balance !== undefined && compareAmounts(amount, balance) === 1) return t(overKey, { balance: formatAmount(balance, locale) });
  return undefined;
}

/** What is wrong with a typed fund password (missing, not six digits), or undefined. */
export function fundPasswordError(value: string, t: TFunction): string | undefined {
  if (value === '') return t('finance:validation.required', { field: t('finance:withdraw.paymentPassword') });
  return f.paymentPassword.safeParse(value).success ? undefined : t('finance:validation.sixDigits');
}
