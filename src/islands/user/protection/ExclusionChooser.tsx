import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { breakPeriods, selfExclusionPeriods, type ExclusionPeriod, type ProtectionState } from '../../../contracts/protection.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { Modal } from '../../../design-system/components/Modal/Modal.tsx';
import { formatDateTime } from '../../shared/formatDateTime.ts';
import * as styles from './protection.css.ts';

export interface ExclusionChooserProps {
  /** A break (24 hours, 1 week, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years). */
  kind: 'break' | 'selfExclusion';
  locale: Locale;
  /** Starts it; rejects when the server refuses (the API client has told the player). */
  onExclude: (period: ExclusionPeriod) => Promise<unknown>;
}

/**
 * The three lengths of a break or of a self-exclusion. Choosing one asks first, in a dialog that
 * says what closes and that it cannot be shortened or undone.
 */
export function ExclusionChooser({ kind, locale, onExclude }: ExclusionChooserProps) {
  const { t } = useTranslation('user');
  const [chosen, setChosen] = useState<ExclusionPeriod | undefined>();
  const [busy, setBusy] = useState(false);
  const periods = kind === 'break' ? breakPeriods : selfExclusionPeriods;

  async function confirm() {
    if (!chosen) return;
    setBusy(true);
    try {
      await onExclude(chosen);
    } catch {
      // Refused: the API client has shown why; nothing started.
    } finally {
      setBusy(false);
      setChosen(undefined);
    }
  }

  const period = chosen ? t(`protection.periods.${chosen}`) : '';
  return (
    <>
      <p className={styles.line}>{t(kind === 'break' ? 'protection.breakIntro' : 'protection.exclusionIntro')}</p>
      <div className={styles.choices}>
        {periods.map((value) => (
          <Button key={value} variant="outline" tone={kind === 'break' ? 'neutral' : 'critical'} onClick={() => setChosen(value)}>
            {t(`protection.periods.${value}`)}
          </Button>
        ))}
      </div>
      <Modal
        open={chosen !== undefined}
        onClose={() => (busy ? undefined : setChosen(undefined))}
        title={t(kind === 'break' ? 'protection.confirmBreak' : 'protection.confirmExclusion', { period })}
        locale={locale}
        footer={
          <div className={styles.choices}>
            <Button variant="outline" onClick={() => setChosen(undefined)} disabled={busy}>
              {t('protection.back')}
            </Button>
            <Button tone="critical" busy={busy} onClick={() => void confirm()}>
              {t('protection.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('protection.confirmBody')}</p>
        <p className={styles.warning}>{t('protection.cannotUndo')}</p>
      </Modal>
    </>
  );
}

/** The break or exclusion in force, with its end; nothing when there is none. */
export function ExclusionNotice({ exclusion, locale }: { exclusion: ProtectionState['exclusion']; locale: Locale }) {
  const { t } = useTranslation('user');
  if (!exclusion) return null;
  return (
    <p className={styles.notice} role="status" data-exclusion={exclusion.kind}>
      {t(`protection.current.${exclusion.kind}`, { time: formatDateTime(exclusion.until, locale) })}
    </p>
  );
}
