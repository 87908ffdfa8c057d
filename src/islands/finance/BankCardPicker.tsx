import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../contracts/bank-cards.ts';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { BANK_CARD_PATH } from './paths.ts';
import { WarningNotice } from './WarningNotice.tsx';

/** The card a money move uses by default: the given one, else the default card, else the first, as long as its name matches. */
export function preferredCard(cards: readonly BankCard[], preferredId?: number | null): BankCard | undefined {
  const usable = cards.filter((card) => card.nameMatches);
  return usable.find((card) => card.id === preferredId) ?? usable.find((card) => card.isDefault) ?? usable[0];
}

/** "Please bind the bank card first", with the way to do it. */
export function NoCardNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation('finance');
  return <WarningNotice message={t('bankCard.needed')} linkText={t('bankCard.bindLink')} href={localizePath(BANK_CARD_PATH, locale)} />;
}

export interface BankCardPickerProps {
  locale: Locale;
  label: string;
  /** `undefined` while loading. */
  cards: readonly BankCard[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The chosen card's id as text ("" for none). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Chooses one of the bound cards; a card whose holder name does not match the account is shown
 * but cannot be chosen. Without any card it says to bind one first.
 */
export function BankCardPicker({ locale, label, cards, failed, onRetry, value, onChange, error }: BankCardPickerProps) {
  const { t } = useTranslation('finance');
  if (!cards) return failed ? <LoadFailed onRetry={onRetry} locale={locale} /> : <SkeletonText lines={1} label={t('islands:loading')} />;
  if (cards.length === 0) return <NoCardNotice locale={locale} />;
  return (
    <Select
      label={label}
      name="bankCardId"
      value={value}
      error={error}
      placeholder={value === '' ? true : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={cards.map((card) => ({
        value: String(card.id),
        label: t(card.nameMatches ? 'bankCard.option' : 'bankCard.optionMismatch', {
          bank: card.bankName,
          number: card.cardNumberMasked,
          holder: card.holderName,
        }),
        disabled: !card.nameMatches,
      }))}
    />
  );
}
