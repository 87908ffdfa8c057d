import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '../../../contracts/index.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { BalanceDisplay } from '../BalanceDisplay.tsx';
import { FinanceNav } from '../FinanceNav.tsx';
import { FINANCE_PAGES } from '../paths.ts';
import { CoinChoice } from './CoinChoice.tsx';
import { CryptoIsland } from './CryptoIsland.tsx';
import { CryptoWithdrawalList } from './CryptoWithdrawalList.tsx';
import { CryptoWithdrawForm } from './CryptoWithdrawForm.tsx';
import { NetworkFacts } from './NetworkFacts.tsx';
import { loadCoins } from './cryptoCalls.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface CryptoWithdrawProps {
  locale: Locale;
}

const CRYPTO_DEPOSIT_PATH = FINANCE_PAGES.find(([id]) => id === 'cryptoDeposit')![1];

function Withdraw({ locale }: CryptoWithdrawProps) {
  const { t } = useTranslation('crypto');
  const headingId = useId();
  const coins = useRemote(loadCoins, null, 'coins');
  const [coinCode, setCoinCode] = useState<string | undefined>();
  const [done, setDone] = useState<WithdrawalRecord | undefined>();
  const [version, setVersion] = useState(0);

  const data = coins.data;
  const coin = data?.coins.find((c) => c.coin === coinCode) ?? data?.coins[0];
  // §5: withdrawals go out on the network the user deposited this coin through, and no other.
  const depositNetwork = coin ? data?.depositNetworks[coin.coin] : undefined;
  const network = coin?.networks.find((n) => n.network === depositNetwork);

  let body;
  if (coins.status === 'failed' && !data) body = <LoadFailed onRetry={coins.reload} locale={locale} />;
  else if (!data) body = <SkeletonText lines={5} label={t('islands:loading')} locale={locale} />;
  else if (!coin) body = <EmptyState icon="🪙" title={t('choice.noCoins')} locale={locale} />;
  else {
    const coinPicker = (
      <CoinChoice
        coins={data.coins}
        value={coin.coin}
        onChange={(next) => {
          setCoinCode(next);
          setDone(undefined);
        }}
      />
    );
    if (!depositNetwork) {
      body = (
        <>
          {coinPicker}
          <div className={styles.warning} role="note">
            <p className={styles.warningTitle}>{t('withdraw.depositFirstTitle', { coin: coin.coin })}</p>
            <p className={styles.factValue}>{t('withdraw.depositFirst', { coin: coin.coin })}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink href={localizePath(CRYPTO_DEPOSIT_PATH, locale)} tone="brand">
              {t('withdraw.toDeposit', { coin: coin.coin })}
            </ButtonLink>
          </div>
        </>
      );
    } else if (!network) {
      body = (
        <>
          {coinPicker}
          <p className={styles.warning} role="note">
            {t('withdraw.networkUnavailable', { coin: coin.coin, network: depositNetwork })}
          </p>
        </>
      );
    } else {
      body = (
        <>
          <div className={styles.choices}>
            {coinPicker}
            <Select
              label={t('choice.network')}
              name="network"
              value={network.network}
              disabled
              hint={t('withdraw.networkLocked', { coin: coin.coin, network: network.name })}
              options={[{ value: network.network, label: network.name }]}
            />
          </div>
          <NetworkFacts
            facts={[
              [t('facts.withdrawRange'), t('withdraw.range', { min: formatAmount(network.withdrawMin, locale), max: formatAmount(network.withdrawMax, locale), coin: coin.coin })],
              [t('facts.rate'), t('rate', { coin: coin.coin, rate: formatAmount(network.rate, locale) })],
            ]}
          />
          {done ? (
            <p className={styles.success} role="status">
              {t('withdraw.requested', {
                orderSn: done.orderSn,
                amount: done.assetAmount === null ? '' : formatAmount(done.assetAmount, locale),
                coin: done.coin ?? coin.coin,
                coins: formatAmount(done.amount, locale),
              })}
            </p>
          ) : null}
          <CryptoWithdrawForm
            key={`${coin.coin}/${network.network}`}
            coin={coin.coin}
            network={network}
            locale={locale}
            onWithdrawn={(withdrawal) => {
              setDone(withdrawal);
              setVersion((n) => n + 1);
            }}
          />
        </>
      );
    }
  }

  return (
    <div className={styles.page}>
      <FinanceNav locale={locale} current="cryptoWithdraw" />
      <BalanceDisplay locale={locale} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.panelHeading}>
          {t('withdraw.title')}
        </h2>
        {body}
      </section>
      <CryptoWithdrawalList locale={locale} version={version} />
    </div>
  );
}

/** Crypto withdrawal: to an address on the network of the user's deposits, held until review. */
export function CryptoWithdraw(props: CryptoWithdrawProps) {
  return (
    <CryptoIsland locale={props.locale}>
      <Withdraw {...props} />
    </CryptoIsland>
  );
}

export default CryptoWithdraw;
