import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { $tokenSwitch, answerTokenSwitch } from '../../stores/queryToken.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import * as styles from './AuthPopup.css.ts';

/**
 * Asks whether a link's session token may replace the signed-in account's session
 * (`takeQueryToken`). Closing the dialog keeps the current session.
 */
export function TokenSwitchDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation(AUTH_NS);
  const question = useStore($tokenSwitch);
  return (
    <Modal
      open={question !== undefined}
      onClose={() => answerTokenSwitch(false)}
      title={t('tokenSwitch.title')}
      locale={locale}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={() => answerTokenSwitch(false)}>
            {t('tokenSwitch.stay', { account: question?.current ?? '' })}
          </Button>
          <Button tone="brand" onClick={() => answerTokenSwitch(true)}>
            {t('tokenSwitch.switch', { account: question?.incoming ?? '' })}
          </Button>
        </div>
      }
    >
      <p>{t('tokenSwitch.body', { current: question?.current ?? '', incoming: question?.incoming ?? '' })}</p>
    </Modal>
  );
}
