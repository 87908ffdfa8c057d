import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './Toast.css.ts';

export const TOAST_TONES = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastProps {
  message: ReactNode;
  tone?: ToastTone;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  locale?: Locale;
}

/** One message. Critical ones interrupt as alerts; the rest are announced politely. */
export function Toast({ message, tone = 'neutral', onDismiss, dismissLabel, locale }: ToastProps) {
  const text = useDsText(locale);
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={styles.toast({ tone })}>
      <span className={styles.message}>{message}</span>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel ?? text.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
