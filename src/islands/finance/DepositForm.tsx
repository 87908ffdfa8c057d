import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { payOrder } from '../../contracts/payments.ts';
import type { PaymentChannel, PaymentRecord } from '../../contracts/payments.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AmountInput } from '../../design-system/components/AmountInput/AmountInput.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { useForm } from '../shared/useForm.ts';
import * as userStyles from '../user/user.css.ts';
import { ActionKey } from './actionKey.ts';
import { coinsFor, compareAmounts, isPositiveAmount, normalizeAmount } from './amounts.fns.ts';
import { BankCardPicker, preferredCard } from './BankCardPicker.tsx';
import { CreditNotice } from './CreditNotice.tsx';
import { ExchangeWording } from './ExchangeWording.tsx';
import { useBankCards } from './useBankCards.ts';
import * as styles from './DepositForm.css.ts';
import * as finance from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';

export interface DepositFormProps {
  locale: Locale;
  channels: readonly PaymentChannel[];
  /** Called with the new order; the page then sends the browser to its payUrl. */
  onOrdered: (order: PaymentRecord) => void;
}

type Values = { channelCode: string; amount: string; bankCardId: string };

/** A channel's limits and rate as the page's language writes numbers. */
function channelFigures(channel: PaymentChannel, locale: Locale) {
  return { min: formatAmount(channel.min, locale), max: formatAmount(channel.max, locale), rate: formatAmount(channel.rate, locale), currency: channel.currency };
}

function ChannelChoice({ locale, channels, value, onChange }: { locale: Locale; channels: readonly PaymentChannel[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('finance');
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{t('deposit.channelsTitle')}</legend>
      {channels.map((channel) => {
        const figures = channelFigures(channel, locale);
        const limits = t('deposit.limits', figures);
        return (
          <label key={channel.code} className={styles.channel}>
            <input
              type="radio"
              name="channelCode"
              value={channel.code}
              checked={value === channel.code}
              onChange={() => onChange(channel.code)}
              className={styles.radio}
            />
            <span className={styles.channelText}>
              <span className={finance.strong}>{channel.name}</span>
              <span className={finance.muted}>
                {limits} · {t('deposit.rate', figures)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Channel, amount (with the coins it buys shown as typed), the card to pay from, and the order. */
export function DepositForm({ locale, channels, onOrdered }: DepositFormProps) {
  const { t } = useTranslation('finance');
  const cards = useBankCards();
  const [actionKey] = useState(() => new ActionKey());
  const previewId = useId();
  const amountId = useId();
  const cardChosen = useRef(false);

  const form = useForm<Values>({
    initial: { channelCode: channels[0]?.code ?? '', amount: '', bankCardId: '' },
    validate: (values) => {
      const channel = channels.find((c) => c.code === values.channelCode);
      const amount = normalizeAmount(values.amount);
      const range = channel ? { ...channelFigures(channel, locale), unit: channel.currency } : undefined;
      return {
        channelCode: channel ? undefined : t('validation.choose', { field: t('deposit.channelsTitle') }),
        amount:
          amount === null
            ? t('validation.amountRequired')
            : !isPositiveAmount(amount)
              ? t('validation.amountPositive')
              : channel && range && (compareAmounts(amount, channel.min) === -1 || compareAmounts(amount, channel.max) === 1)
                ? t('validation.amountRange', range)
                : undefined,
        bankCardId:
          channel?.needsBankCard && values.bankCardId === '' && (cards.data?.length ?? 0) > 0
            ? t('validation.choose', { field: t('deposit.card') })
            : undefined,
      };
    },
    submit: async (values) => {
      const channel = channels.find((c) => c.code === values.channelCode)!;
      const body = {
        channelCode: channel.code,
        amount: normalizeAmount(values.amount)!,
        ...(channel.needsBankCard ? { bankCardId: Number(values.bankCardId) } : {}),
      };
      try {
        const order = await call(payOrder, body, { idempotencyKey: actionKey.for(body) });
        actionKey.settle();
        onOrdered(order);
      } catch (error) {
        actionKey.settle(error);
        throw error;
      }
    },
    server: {
      fields: ['channelCode', 'amount', 'bankCardId'],
      fieldOfError: {
        CHANNEL_UNKNOWN: 'channelCode',
        AMOUNT_OUT_OF_RANGE: 'amount',
        AMOUNT_TOO_PRECISE: 'amount',
        BANK_CARD_REQUIRED: 'bankCardId',
        BANK_CARD_NOT_FOUND: 'bankCardId',
        NAME_MISMATCH: 'bankCardId',
        PROFILE_NAME_REQUIRED: 'bankCardId',
      },
    },
  });

  // Only the arrival of the cards matters here; `form` is rebuilt on every render.
  const chooseCard = useEffectEvent((cardId: number) => form.setValue('bankCardId', String(cardId)));
  // Once the cards are known, the default one (if its name matches) is chosen.
  useEffect(() => {
    if (cardChosen.current || !cards.data) return;
    cardChosen.current = true;
    const card = preferredCard(cards.data);
    if (card) chooseCard(card.id);
  }, [cards.data]);

  const channel = channels.find((c) => c.code === form.values.channelCode);
  const amount = normalizeAmount(form.values.amount);
  const coins = channel && amount !== null ? coinsFor(amount, channel.rate) : null;
  const noCard = channel?.needsBankCard === true && cards.data?.length === 0;

  return (
    <form className={userStyles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <ChannelChoice locale={locale} channels={channels} value={form.values.channelCode} onChange={(code) => form.setValue('channelCode', code)} />
      {form.errors.channelCode ? <p className={finance.warning}>{form.errors.channelCode}</p> : null}
      <ExchangeWording />
      {channel ? (
        <>
          <AmountInput
            id={amountId}
            label={t('deposit.amount')}
            name="amount"
            decimals={4}
            unit={channel.currency}
            min={channel.min}
            max={channel.max}
            rangeHint={t('deposit.range', channelFigures(channel, locale))}
            value={form.values.amount}
            onValueChange={(next) => form.setValue('amount', next)}
            error={form.errors.amount}
            aria-controls={previewId}
          />
          <p className={styles.preview}>
            <span className={finance.muted}>{t('deposit.coinsPreview')}</span>{' '}
            <output id={previewId} htmlFor={amountId} className={styles.previewFigure} aria-live="polite">
              {coins === null ? '—' : t('balance.coins', { amount: formatAmount(coins, locale) })}
            </output>
          </p>
          {channel.needsBankCard ? (
            <BankCardPicker
              locale={locale}
              label={t('deposit.card')}
              cards={cards.data}
              failed={cards.status === 'failed'}
              onRetry={cards.reload}
              value={form.values.bankCardId}
              onChange={(id) => form.setValue('bankCardId', id)}
              error={form.errors.bankCardId}
            />
          ) : null}
        </>
      ) : null}
      <CreditNotice />
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" size="large" busy={form.busy} disabled={noCard || !channel}>
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
