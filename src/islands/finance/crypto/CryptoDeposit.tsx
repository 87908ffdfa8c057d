import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { BalanceDisplay } from '../BalanceDisplay.tsx';
import { CreditNotice } from '../CreditNotice.tsx';
import { FinanceNav } from '../FinanceNav.tsx';
import { CoinChoice } from './CoinChoice.tsx';
import { CryptoDepositList } from './CryptoDepositList.tsx';
import { CryptoIsland } from './CryptoIsland.tsx';
import { DepositAddress } from './DepositAddress.tsx';
import { NetworkFacts } from './NetworkFacts.tsx';
import { loadCoins } from './cryptoCalls.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface CryptoDepositProps {
  locale: Locale;
  /** Polling of the deposit list (tests shorten it). */
  pendingPollMs?: number;
  idlePollMs?: number;
}

function Deposit({ locale, pendingPollMs, idlePollMs }: CryptoDepositProps) {
  const { t } = useTranslation('crypto');
  const headingId = useId();
  const coins = useRemote(loadCoins, null, 'coins');
  const [coinCode, setCoinCode] = useState<string | undefined>();
  const [networkCode, setNetworkCode] = useState<string | undefined>();

  const data = coins.data;
  const coin = data?.coins.find((c) => c.coin === coinCode) ?? data?.coins[0];
  const depositNetworkCode = coin ? data?.depositNetworks[coin.coin] : undefined;
  // The network deposited through before comes first: withdrawals go out on it.
  const network =
    coin?.networks.find((n) => n.network === networkCode) ??
    coin?.networks.find((n) => n.network === depositNetworkCode) ??
    coin?.networks[0];
  const withdrawalNetwork = depositNetworkCode
    ? { network: depositNetworkCode, name: coin?.networks.find((n) => n.network === depositNetworkCode)?.name ?? depositNetworkCode }
    : undefined;

  let choice;
  if (coins.status === 'failed' && !data) choice = <LoadFailed onRetry={coins.reload} locale={locale} />;
  else if (!data) choice = <SkeletonText lines={3} label={t('islands:loading')} locale={locale} />;
  else if (!coin || !network) choice = <EmptyState icon="🪙" title={t('choice.noCoins')} locale={locale} />;
  else
    choice = (
      <>
        <div className={styles.choices}>
          <CoinChoice
            coins={data.coins}
            value={coin.coin}
            onChange={(next) => {
              setCoinCode(next);
              setNetworkCode(undefined);
            }}
          />
          <Select
            label={t('choice.network')}
            name="network"
            value={network.network}
            onChange={(event) => setNetworkCode(event.currentTarget.value)}
            options={coin.networks.map((n) => ({ value: n.network, label: n.name }))}
          />
        </div>
        <NetworkFacts
          facts={[
            [t('facts.confirmations'), new Intl.NumberFormat(locale).format(network.confirmations)],
            [t('facts.depositMin'), t('amountInCoin', { amount: formatAmount(network.depositMin, locale), coin: coin.coin })],
            [t('facts.rate'), t('rate', { coin: coin.coin, rate: formatAmount(network.rate, locale) })],
          ]}
        />
      </>
    );

  return (
    <div className={styles.page}>
      <FinanceNav locale={locale} current="cryptoDeposit" />
      <BalanceDisplay locale={locale} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.panelHeading}>
          {t('choice.depositTitle')}
        </h2>
        {choice}
      </section>
      {coin && network ? <DepositAddress coin={coin.coin} network={network} withdrawalNetwork={withdrawalNetwork} locale={locale} /> : null}
      <CreditNotice />
      <CryptoDepositList locale={locale} pendingPollMs={pendingPollMs} idlePollMs={idlePollMs} />
    </div>
  );
}

/** Crypto deposit: the coin and network, the user's own address to send to, and recent deposits. */
export function CryptoDeposit(props: CryptoDepositProps) {
  return (
    <CryptoIsland locale={props.locale}>
      <Deposit {...props} />
    </CryptoIsland>
  );
}

export default CryptoDeposit;
