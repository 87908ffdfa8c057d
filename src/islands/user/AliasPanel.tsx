import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $alias, loadAlias, resetAlias } from '../../stores/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { Skeleton } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

/** The account alias, and a new one on request once the user confirms. */
export function AliasPanel() {
  const { t } = useTranslation('user');
  const alias = useStore($alias);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    if ($alias.get() === undefined) loadAlias(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  async function issueNew() {
    setBusy(true);
    try {
      await resetAlias();
      setConfirming(false);
      showToast(t('settings.alias.done'), { tone: 'positive' });
    } catch {
      // Already shown as a toast; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t('settings.alias.title')}>
      <p className={styles.muted}>{t('settings.alias.hint')}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('settings.alias.label')}</dt>
        <dd className={styles.factValue}>{alias ? <span className={styles.alias}>{alias}</span> : <Skeleton width="8rem" />}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="outline" disabled={alias === undefined} onClick={() => setConfirming(true)}>
          {t('settings.alias.reset')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.alias.confirmTitle')}
        footer={
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('settings.alias.cancel')}
            </Button>
            <Button tone="critical" busy={busy} onClick={() => void issueNew()}>
              {t('settings.alias.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('settings.alias.confirmBody')}</p>
      </Modal>
    </Panel>
  );
}
