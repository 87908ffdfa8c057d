import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** Defaults to "No data" in the current language. */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  locale?: Locale;
}

export function EmptyState({ title, description, action, icon = '🎰', locale }: EmptyStateProps) {
  const text = useDsText(locale);
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title ?? text.noData}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
