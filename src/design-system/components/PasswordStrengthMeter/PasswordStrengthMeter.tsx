import type { Locale } from '../../../../shared/locales.ts';
import { PASSWORD_MAX_SCORE, type PasswordScore } from '../../../lib/password-strength.ts';
import { formatText, type DsTextKey } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './PasswordStrengthMeter.css.ts';

export const PASSWORD_SCORES = [0, 1, 2, 3, 4] as const;

const levelKey: Record<PasswordScore, DsTextKey> = {
  0: 'strength0',
  1: 'strength1',
  2: 'strength2',
  3: 'strength3',
  4: 'strength4',
};

export interface PasswordStrengthMeterProps {
  /** From passwordStrength(); the meter itself does no scoring. */
  score: PasswordScore;
  /** Names of the five levels, 0 to 4, to replace the defaults. */
  levelLabels?: readonly [string, string, string, string, string];
  locale?: Locale;
}

/** Four segments, lit up to the score, exposed as a meter with the level named. */
export function PasswordStrengthMeter({ score, levelLabels, locale }: PasswordStrengthMeterProps) {
  const text = useDsText(locale);
  const level = levelLabels?.[score] ?? text[levelKey[score]];
  const label = formatText(text.strengthLabel, { level });
  return (
    <div className={styles.root}>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={level}
        className={styles.segments}
      >
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            data-lit={segment <= score}
            className={styles.segment({ level: segment <= score ? (score as 1 | 2 | 3 | 4) : 'off' })}
          />
        ))}
      </div>
      <span className={styles.caption} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
