import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { openAuthPopup } from '../../stores/authPopup.ts';
import { refreshBalance } from '../../stores/balance.ts';
import { $token } from '../../stores/session.ts';
import { $jsyFlow, backToStep, JSY_STEPS, restartJsyTransfer, type JsyVariant } from '../../stores/jsyTransfer.ts';
import { Guarded } from '../auth/Guarded.tsx';
import { Panel } from '../user/Panel.tsx';
import * as userStyles from '../user/user.css.ts';
import { AccountStep, AmountStep, CardStep, LoginStep } from './JsySteps.tsx';
import { TransferResult } from './TransferResult.tsx';
import { TransferSteps } from './TransferSteps.tsx';
import * as styles from './transfer.css.ts';

/** Strings of the transfer island: its own, the money words it shares with the finance screens, and the shared ones. */
export const TRANSFER_NAMESPACES = ['transfer', 'finance', 'records', 'user', 'islands'] as const;

/** Where the transfer is listed afterwards. */
export const FINANCE_RECORDS_PATH = '/user/record';

export interface JsyTransferProps {
  locale: Locale;
  /** `jp` on /account-transfer-jp: the card step also asks for the branch code and the katakana name. */
  variant?: JsyVariant;
}

/** A visitor is asked to sign in: the page is public, the transfer is not. */
function SignInPrompt({ locale }: { locale: Locale }) {
  const { t } = useTranslation('transfer');
  return (
    <EmptyState
      icon="🔐"
      locale={locale}
      title={t('signIn.title')}
      description={t('signIn.hint')}
      action={<Button onClick={() => void openAuthPopup()}>{t('signIn.action')}</Button>}
    />
  );
}

function Outcome({ locale }: { locale: Locale }) {
  const { t } = useTranslation('transfer');
  const { result, jsyAccount } = useStore($jsyFlow);
  if (!result) return null;
  const values = { amount: formatAmount(result.amount, locale), account: jsyAccount ?? result.jsyAccount };
  return (
    <TransferResult
      locale={locale}
      status={result.status}
      labels={{
        status: t(`records:status.jsy.${result.status}`),
        title: t(`result.${result.status}.title`),
        body: t(`result.${result.status}.body`, values),
        transferSn: t('result.transferSn', { transferSn: result.transferSn }),
      }}
      actions={
        <div className={userStyles.actions}>
          <Button onClick={restartJsyTransfer}>{t('actions.another')}</Button>
          <a className={styles.text} href={localizePath(FINANCE_RECORDS_PATH, locale)}>
            {t('actions.records')}
          </a>
        </div>
      }
    />
  );
}

function Flow({ locale, variant }: { locale: Locale; variant: JsyVariant }) {
  const { t } = useTranslation('transfer');
  const flow = useStore($jsyFlow);
  const current = JSY_STEPS.indexOf(flow.step);
  // The balance shown beside the amount is read fresh when the flow opens.
  useEffect(() => {
    void refreshBalance().catch(() => undefined);
  }, []);
  const names = JSY_STEPS.map((step) => t(`steps.${step}`));
  const done = [
    flow.jsyAccount && current > 0 ? t('account.confirmed', { account: flow.jsyAccount }) : null,
    flow.cardNumberMasked && current > 1 ? t('card.confirmed', { card: flow.cardNumberMasked }) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className={styles.root}>
      <TransferSteps steps={names} current={current} label={t('steps.label')} progress={t('steps.progress', { current: current + 1, total: JSY_STEPS.length })} />
      {done.length > 0 && flow.step !== 'result' ? (
        <ul className={styles.facts}>
          {done.map((line) => (
            <li key={line} className={styles.factValue}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <Panel title={names[current]}>
        {flow.step === 'account' ? <AccountStep /> : null}
        {flow.step === 'card' ? <CardStep locale={locale} variant={variant} /> : null}
        {flow.step === 'login' ? <LoginStep /> : null}
        {flow.step === 'amount' ? <AmountStep locale={locale} /> : null}
        {flow.step === 'result' ? <Outcome locale={locale} /> : null}
      </Panel>
      {current > 0 && flow.step !== 'result' ? (
        <div className={userStyles.actions}>
          {flow.step === 'card' ? (
            <Button variant="outline" onClick={() => backToStep('account')}>
              {t('actions.back')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={restartJsyTransfer}>
            {t('actions.startAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Content({ locale, variant }: { locale: Locale; variant: JsyVariant }) {
  const token = useStore($token);
  return token ? <Flow locale={locale} variant={variant} /> : <SignInPrompt locale={locale} />;
}

/**
 * /account-transfer and /account-transfer-jp: game coins to the player's JSY wallet, step by step;
 * a visitor is asked to sign in.
 */
export function JsyTransfer({ locale, variant = 'standard' }: JsyTransferProps) {
  return (
    <Guarded locale={locale} requiresAuth={false}>
      <IslandI18nProvider locale={locale} namespaces={TRANSFER_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>
          <Content locale={locale} variant={variant} />
        </DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}

export default JsyTransfer;
