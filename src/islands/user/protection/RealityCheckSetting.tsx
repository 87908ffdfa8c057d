import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { realityCheckIntervals } from '../../../contracts/protection.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import * as styles from './protection.css.ts';

export type RealityCheckMinutes = (typeof realityCheckIntervals)[number];

export interface RealityCheckSettingProps {
  /** The interval in force (60 until the player chooses). */
  minutes: number;
  locale: Locale;
  onSave: (minutes: RealityCheckMinutes) => Promise<unknown>;
}

/** How often the machine screens pause for a reality check: every 15, 30 or 60 minutes. */
export function RealityCheckSetting({ minutes, locale, onSave }: RealityCheckSettingProps) {
  const { t } = useTranslation('user');
  const [choice, setChoice] = useState(String(minutes));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>();

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = Number(choice) as RealityCheckMinutes;
    setBusy(true);
    setDone(undefined);
    try {
      await onSave(next);
      setDone(t('protection.realitySaved', { minutes: next }));
    } catch {
      // Refused: the API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <p className={styles.line}>{t('protection.realityIntro')}</p>
      <Select
        label={t('protection.realityLabel')}
        locale={locale}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={realityCheckIntervals.map((value) => ({ value: String(value), label: t('protection.minutes', { minutes: value }) }))}
      />
      <div className={styles.choices}>
        <Button type="submit" busy={busy}>
          {t('protection.realitySave')}
        </Button>
      </div>
      <p className={styles.done} role="status">
        {done}
      </p>
    </form>
  );
}
