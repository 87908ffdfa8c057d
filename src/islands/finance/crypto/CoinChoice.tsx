import { useTranslation } from 'react-i18next';
import type { CoinInfo } from '../../../contracts/index.ts';
import { Select } from '../../../design-system/components/Select/Select.tsx';

/** The coin select shared by both crypto screens ("Tether USD (USDT)"). */
export function CoinChoice({ coins, value, onChange }: { coins: readonly CoinInfo[]; value: string; onChange: (coin: string) => void }) {
  const { t } = useTranslation('crypto');
  return (
    <Select
      label={t('choice.coin')}
      name="coin"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={coins.map((coin) => ({ value: coin.coin, label: coin.name === coin.coin ? coin.coin : t('choice.coinOption', { name: coin.name, coin: coin.coin }) }))}
    />
  );
}
