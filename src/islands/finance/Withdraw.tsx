import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { bankCardDefault } from '../../contracts/bank-cards.ts';
import type { Locale } from '../../../shared/locales.ts';
import { useRemote } from '../shared/useRemote.ts';
import { Panel } from '../user/Panel.tsx';
import { BalanceDisplay } from './BalanceDisplay.tsx';
import { FinanceIsland } from './FinanceIsland.tsx';
import { FinanceNav } from './FinanceNav.tsx';
import { useBankCards } from './useBankCards.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import { WithdrawRecords } from './WithdrawRecords.tsx';
import * as styles from './finance.css.ts';

export interface WithdrawProps {
  locale: Locale;
}

const loadDefaultCard = (_: null, signal: AbortSignal) => call(bankCardDefault, undefined, { signal });

function WithdrawScreen({ locale }: WithdrawProps) {
  const { t } = useTranslation('finance');
  const cards = useBankCards();
  const defaultCard = useRemote(loadDefaultCard, null, 'default-card');
  const [recordsKey, setRecordsKey] = useState(0);
  // A failed look-up of the default only means nothing is preselected.
  const defaultCardId = defaultCard.status === 'failed' ? null : defaultCard.data === undefined ? undefined : (defaultCard.data?.id ?? null);

  return (
    <div className={styles.page}>
      <FinanceNav locale={locale} current="withdraw" />
      <BalanceDisplay locale={locale} />
      <Panel title={t('withdraw.formTitle')}>
        <WithdrawForm locale={locale} cards={cards} defaultCardId={defaultCardId} onWithdrawn={() => setRecordsKey((n) => n + 1)} />
      </Panel>
      <WithdrawRecords locale={locale} refreshKey={recordsKey} />
    </div>
  );
}

/** /user/finance/withdraw: game coins to a bound bank card, held until review; the withdrawals so far. */
export function Withdraw(props: WithdrawProps) {
  return (
    <FinanceIsland locale={props.locale}>
      <WithdrawScreen {...props} />
    </FinanceIsland>
  );
}

export default Withdraw;
