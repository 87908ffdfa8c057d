// Pure rules of deposits: order numbers, coins for an amount, limits, display of amounts, URLs.
// Amounts are bigint units of 1/10 000 (of the currency, or of a coin); no floats anywhere.
import type { PaymentStatus } from '../../../src/contracts/money.ts';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../../shared/locales.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { formatAmount, toUnits, UNITS_PER_COIN } from '../../../shared/money/amount.fns.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';

/** Deposit order numbers are dated in Japan time, the hall's home. */
const JST_OFFSET_MINUTES = 9 * 60;

/** `D` + yyyymmdd (JST) + ten random digits, e.g. D20260301 4821937745 (without the space). */
export function depositOrderSn(now: Date): string {
  return newOrderSn('D', now, { utcOffsetMinutes: JST_OFFSET_MINUTES });
}

/**
 * Game-coin units for an amount in the currency: amount × rate, both in units of 1/10 000.
 * Exact for the configured rates (whole numbers); a rate with decimals could leave less than
 * 1/10 000 coin over, which is dropped (never credited more than paid for).
 */
export function coinsFor(amountUnits: bigint, rate: string): bigint {
  return (amountUnits * toUnits(rate)) / UNITS_PER_COIN;
}

export function withinLimits(amountUnits: bigint, min: string, max: string): boolean {
  return amountUnits >= toUnits(min) && amountUnits <= toUnits(max);
}

/** "1000.5000" → "1000.5", "1000.0000" → "1000": for messages, not for amounts in answers. */
export function plainAmount(units: bigint): string {
  return formatAmount(units).replace(/\.?0+$/, '');
}

export function textIn(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text[DEFAULT_LOCALE] ?? '';
}

/** An unpaid order past its expiry reads as expired even before the expiry job has run. */
export function effectiveStatus(status: PaymentStatus, expiresAt: Date | null, now: Date): PaymentStatus {
  return status === 'pending' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/**
 * Where the payer's browser comes back to: the deposit page in the language the order was made
 * in, showing that order. `base` is PUBLIC_URL, or '' for a path on whatever host served the page.
 */
export function depositReturnUrl(base: string, locale: Locale, orderSn: string): string {
  return `${base}${localizePath('/user/finance/deposit', locale)}?orderSn=${encodeURIComponent(orderSn)}`;
}

export function callbackPath(provider: string): string {
  return `/v2/callbacks/psp/${encodeURIComponent(provider)}`;
}
