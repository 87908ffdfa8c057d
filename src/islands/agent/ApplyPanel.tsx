import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { Button, ButtonLink } from '../../design-system/components/Button/Button.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import {
  $application,
  $applicationStatus,
  $applyConfirming,
  $applying,
  askToApply,
  cancelApply,
  confirmApply,
  followApplication,
  loadApplication,
} from '../../stores/agentApplication.ts';
import { formatDate } from '../shared/formatDate.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Panel } from '../user/Panel.tsx';
import { SUBORDINATE_MANAGEMENT_PATH } from './links.ts';
import * as styles from './agent.css.ts';

export interface ApplyPanelProps {
  locale: Locale;
  /** Shown on an agent page to a player who is not an agent: says the page is for agents. */
  agentsOnly?: boolean;
}

/**
 * Becoming an agent (spec §4): apply (after "Are you sure you want to apply?"), pending review,
 * rejected with the reason and "apply again", approved. Renders the agentApplication store.
 */
export function ApplyPanel({ locale, agentsOnly = false }: ApplyPanelProps) {
  const { t } = useTranslation('agent');
  const state = useStore($application);
  const status = useStore($applicationStatus);
  const confirming = useStore($applyConfirming);
  const applying = useStore($applying);

  useEffect(() => {
    void loadApplication();
    return followApplication();
  }, []);

  const application = state.data;
  let body;
  if (status === undefined) {
    body = state.status === 'failed' ? <LoadFailed locale={locale} onRetry={() => void loadApplication()} /> : <SkeletonText lines={2} label={t('islands:loading')} locale={locale} />;
  } else if (status === 'approved') {
    body = (
      <>
        <p className={styles.status} role="status">
          {t('apply.approved')}
        </p>
        {agentsOnly ? null : (
          <div className={styles.actions}>
            <ButtonLink tone="brand" href={localizePath(SUBORDINATE_MANAGEMENT_PATH, locale)}>
              {t('apply.open')}
            </ButtonLink>
          </div>
        )}
      </>
    );
  } else if (status === 'pending') {
    body = (
      <>
        <p className={styles.status} role="status">
          {t('apply.pending')}
        </p>
        {application?.appliedAt ? <p className={styles.muted}>{t('apply.appliedAt', { date: formatDate(application.appliedAt, locale) })}</p> : null}
        <p className={styles.muted}>{t('apply.pendingHint')}</p>
      </>
    );
  } else {
    const rejected = status === 'rejected';
    body = (
      <>
        {rejected ? (
          <>
            <p className={styles.status} role="status">
              {t('apply.rejected')}
            </p>
            {application?.reason ? <p className={styles.lead}>{t('apply.reason', { reason: application.reason })}</p> : null}
          </>
        ) : (
          <p className={styles.lead}>{t('apply.intro')}</p>
        )}
        <div className={styles.actions}>
          <Button tone="brand" onClick={askToApply}>
            {rejected ? t('apply.applyAgain') : t('apply.button')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Panel title={t('apply.title')}>
      {agentsOnly && status !== 'approved' ? <p className={styles.lead}>{t('apply.agentsOnly')}</p> : null}
      {body}
      <Modal
        open={confirming}
        onClose={cancelApply}
        title={t('apply.confirmTitle')}
        locale={locale}
        footer={
          <div className={styles.actions}>
            <Button variant="outline" tone="neutral" onClick={cancelApply}>
              {t('apply.cancel')}
            </Button>
            <Button tone="brand" busy={applying} onClick={() => void confirmApply(t('apply.sent'))}>
              {t('apply.confirmYes')}
            </Button>
          </div>
        }
      >
        <p className={styles.lead}>{t('apply.confirm')}</p>
      </Modal>
    </Panel>
  );
}
