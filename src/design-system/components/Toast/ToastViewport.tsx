import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { Toast, type ToastTone } from './Toast.tsx';
import * as styles from './Toast.css.ts';

export interface ToastItem {
  id: string | number;
  message: string;
  tone?: ToastTone;
}

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  onDismiss?: (id: ToastItem['id']) => void;
  /** The pointer is over a toast or focus is inside it: the caller keeps it on screen… */
  onHold?: (id: ToastItem['id']) => void;
  /** …until both have left. */
  onRelease?: (id: ToastItem['id']) => void;
  label?: string;
  locale?: Locale;
}

/** Renders the toasts it is given, newest last; timing and state belong to the caller. */
export function ToastViewport({ toasts, onDismiss, onHold, onRelease, label, locale }: ToastViewportProps) {
  const text = useDsText(locale);
  return (
    <section aria-label={label ?? text.notifications}>
      <ol className={styles.viewport}>
        {toasts.map((toast) => (
          <li
            key={toast.id}
            style={{ width: '100%' }}
            onMouseEnter={() => onHold?.(toast.id)}
            onMouseLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) onRelease?.(toast.id);
            }}
            onFocus={() => onHold?.(toast.id)}
            onBlur={(event) => {
              const stays = event.currentTarget.contains(event.relatedTarget as Node | null) || event.currentTarget.matches(':hover');
              if (!stays) onRelease?.(toast.id);
            }}
          >
            <Toast
              message={toast.message}
              tone={toast.tone}
              locale={locale}
              onDismiss={onDismiss ? () => onDismiss(toast.id) : undefined}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
