import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  /** 0..1 while something loads; null hides the bar. */
  value: number | null;
  label?: string;
  locale?: Locale;
}

/** Thin bar at the top of the page. It only draws `value`; the trickling lives with the caller. */
export function ProgressBar({ value, label, locale }: ProgressBarProps) {
  const text = useDsText(locale);
  if (value === null) return null;
  const clamped = Math.min(1, Math.max(0, value));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label ?? text.pageLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  );
}
