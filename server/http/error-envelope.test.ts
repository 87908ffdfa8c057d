import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/messages.ts';
import { messageParams } from './error-envelope.ts';

const t = createTranslator();

describe('messageParams', () => {
  it('writes a refusal’s amounts as the language writes amounts: grouped, only the decimals that carry meaning', () => {
    expect(messageParams('AMOUNT_OUT_OF_RANGE', { min: '1000.0000', max: '1000000', currency: 'JPY' }, 'en-US')).toEqual({ min: '1,000', max: '1,000,000', currency: 'JPY' });
    expect(messageParams('AMOUNT_OUT_OF_RANGE', { min: '10.500000', max: '15000', currency: 'USDT' }, 'vi-VN')).toEqual({ min: '10,5', max: '15.000', currency: 'USDT' });
    expect(messageParams('LOSS_LIMIT_DAY_REACHED', { limit: '12345.6', left: '0', resetsAt: '2026-03-11 00:00 (Asia/Tokyo)' }, 'ja-JP')).toEqual({
      limit: '12,345.6',
      left: '0',
      resetsAt: '2026-03-11 00:00 (Asia/Tokyo)',
    });
    expect(messageParams('BET_NOT_ALLOWED', { steps: '50 / 250 / 500 / 1000' }, 'en-US')).toEqual({ steps: '50 / 250 / 500 / 1,000' });
  });

  it('leaves other refusals’ values alone (counts, minutes, pixels are not amounts)', () => {
    const params = { min: 1000, max: 20000 };
    expect(messageParams('SESSION_LIMIT_OUT_OF_RANGE', params, 'en-US')).toBe(params);
    expect(messageParams('KYC_IMAGE_TOO_SMALL', { min: 1200 }, 'en-US')).toEqual({ min: 1200 });
    expect(messageParams('AMOUNT_OUT_OF_RANGE', undefined, 'en-US')).toBeUndefined();
  });

  it('gives the message a player reads', () => {
    const params = messageParams('AMOUNT_OUT_OF_RANGE', { min: '1000', max: '1000000', currency: 'COIN' }, 'en-US');
    expect(t('en-US', 'errors', 'AMOUNT_OUT_OF_RANGE', params)).toBe('Enter an amount from 1,000 to 1,000,000 COIN.');
  });
});
