import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { QrCode } from '../../design-system/components/QrCode/QrCode.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { $agentCode, copyAndTell, inviteLink, loadAgentCode } from '../../stores/agentInvite.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Panel } from '../user/Panel.tsx';
import * as styles from './agent.css.ts';

/**
 * "Invite members": the agent's referral code, the sign-up link that opens registration with it
 * filled in, copy buttons, and the link as a QR code.
 */
export function InvitePanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('agent');
  const state = useStore($agentCode);

  useEffect(() => {
    if ($agentCode.get().data === undefined) void loadAgentCode();
  }, []);

  const code = state.data?.agentCode;
  let body;
  if (code === undefined) {
    body = state.status === 'failed' ? <LoadFailed locale={locale} onRetry={() => void loadAgentCode()} /> : <SkeletonText lines={3} label={t('islands:loading')} locale={locale} />;
  } else {
    const link = inviteLink(window.location.origin, locale, code);
    const failed = t('invite.copyFailed');
    body = (
      <div className={styles.invite}>
        <dl className={styles.shareItems}>
          <div className={styles.shareItem}>
            <dt className={styles.shareName}>{t('invite.code')}</dt>
            <dd className={styles.shareValue}>
              <span className={styles.code} data-agent-code>
                {code}
              </span>
              <Button size="small" variant="outline" onClick={() => void copyAndTell(code, { copied: t('invite.copiedCode'), failed })}>
                {t('invite.copyCode')}
              </Button>
            </dd>
          </div>
          <div className={styles.shareItem}>
            <dt className={styles.shareName}>{t('invite.link')}</dt>
            <dd className={styles.shareValue}>
              <a className={styles.link} href={link} data-invite-link>
                {link}
              </a>
              <Button size="small" variant="outline" onClick={() => void copyAndTell(link, { copied: t('invite.copiedLink'), failed })}>
                {t('invite.copyLink')}
              </Button>
            </dd>
          </div>
        </dl>
        <figure className={styles.qr}>
          <QrCode value={link} label={t('invite.qr')} className={styles.qrCode} />
          <figcaption className={styles.muted}>{t('invite.qrHint')}</figcaption>
        </figure>
      </div>
    );
  }

  return (
    <Panel title={t('invite.title')}>
      <p className={styles.lead}>{t('invite.intro')}</p>
      {body}
    </Panel>
  );
}
