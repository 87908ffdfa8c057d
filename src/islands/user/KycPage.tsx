import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { kycSides, type KycSide } from '../../contracts/kyc.ts';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { PhotoPicker } from '../../design-system/components/PhotoPicker/PhotoPicker.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { $isDesktop } from '../../stores/device.ts';
import { $kycPhotos, $kycStatus, $kycUpload, abortPhoto, allPhotosReady, clearPhotos, followKycStatus, loadKycStatus, pickPhoto, submitKyc } from '../../stores/kyc.ts';
import { formatDate } from '../shared/formatDate.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Panel } from './Panel.tsx';
import { UserIsland } from './UserIsland.tsx';
import * as kycStyles from './kyc.css.ts';
import * as styles from './user.css.ts';

/** The phone camera faces the card for the two sides, and the player for the handheld photo. */
const CAMERA: Record<KycSide, 'environment' | 'user'> = { front: 'environment', back: 'environment', handheld: 'user' };

/** The three pickers and the send button; renders the kyc store. */
function KycForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const photos = useStore($kycPhotos);
  const upload = useStore($kycUpload);
  const isDesktop = useStore($isDesktop);
  const sending = upload === 'sending';
  return (
    <form
      className={kycStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitKyc(t('kyc.sent'));
      }}
    >
      <p className={styles.muted}>{t('kyc.intro')}</p>
      <div className={kycStyles.pickers}>
        {kycSides.map((side) => {
          const photo = photos[side];
          return (
            <PhotoPicker
              key={side}
              locale={locale}
              label={t(`kyc.side.${side}`)}
              hint={t(`kyc.hint.${side}`)}
              state={photo.state}
              progress={photo.progress}
              previewUrl={photo.previewUrl}
              error={photo.error ? t(`kyc.error.${photo.error}`) : null}
              {...(isDesktop ? {} : { capture: CAMERA[side] })}
              disabled={sending}
              onPick={(file) => void pickPhoto(side, file)}
              onCancel={() => abortPhoto(side)}
            />
          );
        })}
      </div>
      {sending ? (
        <div className={kycStyles.sending} role="status">
          <span>{t('kyc.sending')}</span>
          <progress aria-label={t('kyc.sending')} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" tone="brand" size="large" busy={sending} disabled={!allPhotosReady(photos)}>
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}

function KycStatusPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const state = useStore($kycStatus);

  useEffect(() => {
    void loadKycStatus();
    const stop = followKycStatus();
    return () => {
      stop();
      clearPhotos();
    };
  }, []);

  const status = state.data;
  if (!status) {
    return state.status === 'failed' ? <LoadFailed locale={locale} onRetry={() => void loadKycStatus()} /> : <SkeletonText lines={3} label={t('islands:loading')} locale={locale} />;
  }
  const submitted = status.submittedAt ? <p className={styles.muted}>{t('kyc.submittedAt', { date: formatDate(status.submittedAt, locale) })}</p> : null;
  if (status.status === 'approved') {
    return (
      <>
        <p className={kycStyles.status} role="status" data-kyc-status="approved">
          {t('kyc.approved')}
        </p>
        {submitted}
      </>
    );
  }
  if (status.status === 'pending') {
    return (
      <>
        <p className={kycStyles.status} role="status" data-kyc-status="pending">
          {t('kyc.pending')}
        </p>
        {submitted}
        <p className={styles.muted}>{t('kyc.pendingHint')}</p>
      </>
    );
  }
  return (
    <>
      {status.status === 'rejected' ? (
        <>
          <p className={kycStyles.status} role="status" data-kyc-status="rejected">
            {t('kyc.rejected')}
          </p>
          {status.reason ? <p className={kycStyles.reason}>{t('kyc.reason', { reason: status.reason })}</p> : null}
          <p className={styles.muted}>{t('kyc.submitAgain')}</p>
        </>
      ) : (
        <p className={kycStyles.status} role="status" data-kyc-status="none">
          {t('kyc.none')}
        </p>
      )}
      <KycForm locale={locale} />
    </>
  );
}

function Kyc({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  return (
    <div className={styles.page}>
      <Panel title={t('kyc.title')}>
        <KycStatusPanel locale={locale} />
      </Panel>
    </div>
  );
}

/** `/user/kyc`: identity documents (spec §3, §4). */
export function KycPage({ locale }: { locale: Locale }) {
  return (
    <UserIsland locale={locale}>
      <Kyc locale={locale} />
    </UserIsland>
  );
}

export default KycPage;
