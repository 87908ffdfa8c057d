import { useTranslation } from 'react-i18next';
import * as styles from './finance.css.ts';

/** §9: deposits are credited automatically within ten minutes, otherwise customer service helps. */
export function CreditNotice() {
  const { t } = useTranslation('finance');
  return (
    <p className={styles.notice} role="note">
      <span className={styles.noticeIcon} aria-hidden="true">
        ⏱
      </span>
      <span>{t('notice.creditTime')}</span>
    </p>
  );
}
