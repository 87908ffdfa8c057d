import { useTranslation } from 'react-i18next';
import * as styles from './finance.css.ts';

/**
 * §9's exchange wording in the page's language: "1 yen = 1 game coin" in Japanese, English,
 * Korean and Filipino, "1 yuan = 20 game coins" in Chinese and Vietnamese.
 */
export function ExchangeWording() {
  const { t } = useTranslation('finance');
  return (
    <p className={styles.muted}>
      {t('exchange.label')}: <span className={styles.strong}>{t('exchange.wording')}</span>
    </p>
  );
}
