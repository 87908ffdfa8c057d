import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { OutcomeSummary } from './OutcomeSummary.tsx';
import type { Checks, RecordedRound, Verification } from './verifyRound.ts';
import * as styles from './fairness.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface VerifyResultProps {
  verification: Verification;
  checks: Checks;
  recorded?: RecordedRound;
  locale: Locale;
}

function Verdict({ ok }: { ok: boolean }) {
  const { t } = useTranslation('fairness');
  return <span className={ok ? styles.pass : styles.fail}>{t(ok ? 'result.pass' : 'result.fail')}</span>;
}

/** The recomputed win and story, and every comparison made, each with ✓ or ✗ in words. */
export function VerifyResult({ verification, checks, recorded, locale }: VerifyResultProps) {
  const { t } = useTranslation('fairness');
  const coins = (amount: string) => t('result.coins', { amount: formatAmount(amount, locale) });
  const rows = (['commitment', 'win', 'outcome'] as const).filter((name) => checks[name] !== null);
  return (
    <section
      className={styles.panel}
      aria-label={t('result.title')}
      data-testid="verify-result"
      {...(checks.matches === null ? {} : { 'data-match': String(checks.matches) })}
    >
      <h3 className={styles.panelHeading}>{t('result.title')}</h3>
      {checks.matches === null ? (
        <p className={styles.muted}>{t('result.nothingToCompare')}</p>
      ) : (
        <p className={`${styles.verdict} ${checks.matches ? styles.pass : styles.fail}`}>{t(checks.matches ? 'result.matches' : 'result.differs')}</p>
      )}
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('result.win')}</dt>
        <dd className={styles.factValue} data-testid="recomputed-win">
          {coins(verification.win)}
        </dd>
        {recorded ? (
          <>
            <dt className={styles.factName}>{t('result.recordedWin')}</dt>
            <dd className={styles.factValue} data-testid="recorded-win">
              {coins(recorded.win)}
            </dd>
          </>
        ) : null}
        <dt className={styles.factName}>{t('result.hash')}</dt>
        <dd className={`${styles.factValue} ${styles.mono}`}>{verification.serverSeedHash}</dd>
      </dl>
      {rows.length > 0 ? (
        <ul className={styles.list}>
          {rows.map((name) => (
            <li key={name}>
              {t(`result.checks.${name}`)}: <Verdict ok={checks[name]!} />
            </li>
          ))}
        </ul>
      ) : null}
      <OutcomeSummary kind={verification.kind} outcome={verification.outcome} locale={locale} />
    </section>
  );
}
