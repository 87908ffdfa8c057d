import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinInfo } from '../../../contracts/index.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { loadDepositAddress } from './cryptoCalls.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { QrCode } from '../../../design-system/components/QrCode/QrCode.tsx';

type Network = CoinInfo['networks'][number];

export interface DepositAddressProps {
  coin: string;
  network: Network;
  /** The network withdrawals of this coin must use, when the user has deposited before. */
  withdrawalNetwork: { network: string; name: string } | undefined;
  locale: Locale;
}

type CopyState = 'idle' | 'copied' | 'failed';
const COPIED_SHOWN_MS = 3000;

/**
 * The user's own address for a coin on a network, large enough to check by eye, with a copy
 * button and what must be true of a transfer to it (§5: that coin, that network; withdrawals go
 * out on the network of the deposits).
 */
export function DepositAddress({ coin, network, withdrawalNetwork, locale }: DepositAddressProps) {
  const { t } = useTranslation('crypto');
  const headingId = useId();
  const addressRef = useRef<HTMLParagraphElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const where = { coin, network: network.network };
  const remote = useRemote(loadDepositAddress, where, `${coin}/${network.network}`);
  const answer = remote.data && remote.data.coin === coin && remote.data.network === network.network ? remote.data : undefined;

  useEffect(() => setCopy('idle'), [answer?.address]);
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyAddress(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      // No clipboard (permission, old browser): select the text so the user can copy it.
      const node = addressRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopy('failed');
    }
  }

  const otherWithdrawalNetwork = withdrawalNetwork !== undefined && withdrawalNetwork.network !== network.network;
  const vars = { coin, network: network.name, confirmations: network.confirmations, min: formatAmount(network.depositMin, locale) };

  let body;
  if (remote.status === 'failed' && !answer) body = <LoadFailed onRetry={remote.reload} locale={locale} />;
  else if (!answer) body = <SkeletonText lines={2} label={t('address.loading')} locale={locale} />;
  else
    body = (
      <>
        <div className={styles.addressWithCode}>
          <QrCode value={answer.address} label={t('address.qr', vars)} className={styles.qrCode} />
          <div className={styles.addressText}>
            <p ref={addressRef} className={styles.address}>
              {answer.address}
            </p>
            <p className={styles.muted}>{t('address.qrHint')}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button tone="brand" onClick={() => void copyAddress(answer.address)}>
            {copy === 'copied' ? t('address.copied') : t('address.copy')}
          </Button>
          <p role="status" className={styles.muted}>
            {copy === 'copied' ? t('address.copiedStatus') : copy === 'failed' ? t('address.copyFailed') : ''}
          </p>
        </div>
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('address.title', vars)}
      </h2>
      {body}
      <div className={styles.warning}>
        <p className={styles.warningTitle}>{t('warning.title')}</p>
        <ul className={styles.warningList}>
          <li>{t('warning.onlyThis', vars)}</li>
          <li>{t('warning.minimum', vars)}</li>
          <li>{t('warning.confirmations', vars)}</li>
          <li>{otherWithdrawalNetwork ? t('warning.withdrawElsewhere', { coin, network: withdrawalNetwork.name }) : t('warning.sameNetwork', vars)}</li>
        </ul>
      </div>
    </section>
  );
}
