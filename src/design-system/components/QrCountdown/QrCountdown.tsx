import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { QrCode } from '../QrCode/QrCode.tsx';
import * as styles from './QrCountdown.css.ts';

export interface QrCountdownProps {
  /** What the code encodes; null while the first one loads (a placeholder holds its square). */
  value: string | null;
  /** What the code is, for screen readers ("Sign-in code for the app"). */
  label: string;
  /** Whole seconds the shown code still works. */
  secondsLeft: number;
  /** The code's whole lifetime, for the bar. */
  totalSeconds: number;
  /** The next code is on its way: the shown one is dimmed and the line says so. */
  renewing?: boolean;
  locale?: Locale;
}

/**
 * A short-lived QR code with the time it has left: a bar that empties and a line "Valid for 42 s".
 * It only draws what it is given; counting and fetching the next code are the caller's.
 */
export function QrCountdown({ value, label, secondsLeft, totalSeconds, renewing = false, locale }: QrCountdownProps) {
  const text = useDsText(locale);
  const share = totalSeconds > 0 ? Math.min(1, Math.max(0, secondsLeft / totalSeconds)) : 0;
  const line = value === null || renewing ? text.qrRenewing : formatText(text.qrValidFor, { seconds: secondsLeft });
  return (
    <div className={styles.root} data-qr-countdown aria-busy={value === null || renewing}>
      <div className={styles.frame}>
        {value === null ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : (
          <QrCode value={value} label={label} className={renewing ? styles.renewing : undefined} />
        )}
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ transform: `scaleX(${value === null ? 0 : share})` }} />
      </div>
      {/* Read out on request, not every second: a live region here would talk without pause. */}
      <p className={styles.status} role="timer">
        {line}
      </p>
    </div>
  );
}
